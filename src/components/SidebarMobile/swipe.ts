/** A horizontal swipe longer than this opens or closes the mobile sidebar. */
export const SWIPE_THRESHOLD_PX = 20;
/** While opening, the panel follows the finger at most this far (the panel's width). */
export const MAX_OPEN_DRAG_PX = 295;
/** A gesture counts as horizontal while |dy| / |dx| stays below this ratio. */
export const HORIZONTAL_RATIO = 0.8;

export interface Point {
  x: number;
  y: number;
}

export function isHorizontal(start: Point, end: Point): boolean {
  const dx = Math.abs(end.x - start.x);
  const dy = Math.abs(end.y - start.y);
  return dx > 0 && dy / dx < HORIZONTAL_RATIO;
}

/** What a finished gesture does to a sidebar that is `open` or not. */
export function swipeResult(start: Point, end: Point, open: boolean): 'open' | 'close' | undefined {
  if (!isHorizontal(start, end)) return undefined;
  const dx = end.x - start.x;
  if (!open && dx > SWIPE_THRESHOLD_PX) return 'open';
  if (open && dx < -SWIPE_THRESHOLD_PX) return 'close';
  return undefined;
}

/** How far the closed panel is pulled in while an opening swipe is under way. */
export function openDrag(start: Point, current: Point): number {
  return Math.max(0, Math.min(current.x - start.x, MAX_OPEN_DRAG_PX));
}

/** A swipe that starts inside something that scrolls sideways (code, tables) scrolls it instead. */
export function startsInHorizontalScroller(target: EventTarget | null): boolean {
  for (
    let node = target instanceof Element ? target : null;
    node && node !== document.body;
    node = node.parentElement
  ) {
    if (node.scrollWidth > node.clientWidth + 1) {
      const overflow = getComputedStyle(node).overflowX;
      if (overflow === 'auto' || overflow === 'scroll') return true;
    }
  }
  return false;
}
