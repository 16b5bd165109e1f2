/** `ada_lovelace` → `AL`, `sokra` → `SO`: what an avatar shows until (or instead of) its image. */
export function initialsOf(handle: string): string {
  const parts = handle.split(/[-_]/).filter(Boolean);
  return (parts.length > 1 ? parts[0][0] + parts[1][0] : handle.slice(0, 2)).toUpperCase();
}
