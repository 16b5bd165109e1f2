/**
 * Which item of a dropdown a key moves focus to: arrows step (and wrap), Home and End jump. `current`
 * is the index of the focused item, -1 when focus is on the control (ArrowDown then goes to the first
 * item, ArrowUp to the last). `undefined`: the key is not a move.
 */
export function menuKeyTarget(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** Moves focus among the links of an open dropdown for `key`; returns whether the key was a move. */
export function moveMenuFocus(list: HTMLElement | null, key: string): boolean {
  const items = Array.from(list?.querySelectorAll<HTMLElement>('a[href]') ?? []);
  const target = menuKeyTarget(key, items.indexOf(document.activeElement as HTMLElement), items.length);
  if (target === undefined) return false;
  items[target].focus();
  return true;
}
