import { useEffect, useRef, type RefObject } from 'react';
import { openDrag, startsInHorizontalScroller, swipeResult, MAX_OPEN_DRAG_PX, type Point } from './swipe';
import { hasMobileNav, placeBelowHeader } from './placement';

interface SwipeHandlers {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

function touchPoint(event: TouchEvent): Point {
  return { x: event.touches[0]?.clientX ?? 0, y: event.touches[0]?.clientY ?? 0 };
}

/** Pulls the closed panel in by `px` while an opening swipe is under way; `undefined` lets it go. */
function setDrag(panel: HTMLElement | null, px: number | undefined): void {
  if (!panel) return;
  panel.style.transform = px === undefined ? '' : `translateX(${px - MAX_OPEN_DRAG_PX}px)`;
  panel.classList.toggle('sidebar-mobile__panel--dragging', px !== undefined);
}

/**
 * Swipes anywhere on the page open and close the drawer: the panel follows the finger while opening,
 * the release decides. Only where the header shows the drawer's toggle (narrow screens): on wider
 * screens there is no drawer to open, touch screen or not. Listeners stay passive so scrolling never
 * waits for them; the browser's own edge swipe (history back) is turned off in `SidebarMobile.css`.
 */
export function useSwipeGestures(panel: RefObject<HTMLElement | null>, handlers: SwipeHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    let start: Point | undefined;
    let last: Point | undefined;
    const onStart = (event: TouchEvent) => {
      const { open } = latest.current;
      start = undefined;
      if (event.touches.length !== 1 || !hasMobileNav()) return;
      if (!open && startsInHorizontalScroller(event.target)) return;
      // A closed panel may be dragged in: it must already sit below the header.
      if (!open && panel.current) placeBelowHeader(panel.current);
      start = touchPoint(event);
      last = start;
    };
    const onMove = (event: TouchEvent) => {
      if (!start) return;
      last = touchPoint(event);
      if (!latest.current.open && swipeResult(start, last, false) === 'open') {
        setDrag(panel.current, openDrag(start, last));
      }
    };
    const onEnd = () => {
      if (!start || !last) return;
      const result = swipeResult(start, last, latest.current.open);
      setDrag(panel.current, undefined);
      start = undefined;
      if (result === 'open') latest.current.onOpen();
      if (result === 'close') latest.current.onClose();
    };
    const onCancel = () => {
      start = undefined;
      setDrag(panel.current, undefined);
    };
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchmove', onMove, { passive: true });
    document.addEventListener('touchend', onEnd);
    document.addEventListener('touchcancel', onCancel);
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchmove', onMove);
      document.removeEventListener('touchend', onEnd);
      document.removeEventListener('touchcancel', onCancel);
    };
  }, [panel]);
}
