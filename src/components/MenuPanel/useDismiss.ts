import { useEffect, type RefObject } from 'react';

/**
 * Closes an open dropdown once the reader is done with it: on Escape (focus goes back to the control
 * that opened it, if it was inside), on a press outside it, and when focus moves outside it (tabbing
 * on, or clicking elsewhere). Listens only while `open`.
 */
export function useDismiss(
  open: boolean,
  root: RefObject<HTMLElement | null>,
  close: () => void,
  toggle: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: Event) => !root.current?.contains(event.target as Node);
    const onPress = (event: Event) => {
      if (outside(event)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const hadFocus = root.current?.contains(document.activeElement) ?? false;
      close();
      if (hadFocus) toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPress);
    document.addEventListener('focusin', onPress);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPress);
      document.removeEventListener('focusin', onPress);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, root, close, toggle]);
}
