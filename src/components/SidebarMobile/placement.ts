import { useLayoutEffect, type RefObject } from 'react';
import { DESKTOP_NAV_MEDIA, SIDEBAR_TOGGLE_ID } from '../Header/Header';

/**
 * Whether the header shows the drawer's toggle (narrow screens). The drawer only exists there: wider
 * screens have the header's own navigation. (jsdom has no `matchMedia`: it counts as narrow.)
 */
export function hasMobileNav(): boolean {
  return typeof window.matchMedia !== 'function' || !window.matchMedia(DESKTOP_NAV_MEDIA).matches;
}

/**
 * Starts the panel where the header ends (lower while the announcement banner is in view), so the open
 * drawer never covers the header: its toggle stays where it was, and closes the drawer again.
 */
export function placeBelowHeader(panel: HTMLElement): void {
  const header = document.getElementById(SIDEBAR_TOGGLE_ID)?.closest('header');
  const bottom = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
  panel.style.top = `${Math.round(bottom)}px`;
}

/**
 * While the drawer is open (the page behind it cannot scroll): keeps the panel below the header as the
 * window changes size, and closes the drawer once the window is wide enough to hide the toggle.
 */
export function usePanelPlacement(panel: RefObject<HTMLElement | null>, open: boolean, onClose: () => void): void {
  useLayoutEffect(() => {
    const element = panel.current;
    if (!open || !element) return undefined;
    placeBelowHeader(element);
    const onResize = () => (hasMobileNav() ? placeBelowHeader(element) : onClose());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [panel, open, onClose]);
}
