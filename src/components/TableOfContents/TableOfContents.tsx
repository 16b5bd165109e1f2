import { useEffect, useId, useRef, useState } from 'react';
import type { Anchor } from '../../shared/content/types';
import { pageOutline } from '../../shared/content/navigation';
import { BreakableName } from '../BreakableName/BreakableName';
import './TableOfContents.css';

/** How close to the bottom of the page (px) counts as "scrolled to the end". */
const BOTTOM_SLACK_PX = 2;

/** Where the window is on the page. */
export interface View {
  innerHeight: number;
  scrollY: number;
  scrollHeight: number;
}

function currentView(): View {
  return {
    innerHeight: window.innerHeight,
    scrollY: window.scrollY,
    scrollHeight: document.documentElement.scrollHeight,
  };
}

/** Scrolled (some way, then) all the way down. */
function atEnd(view: View): boolean {
  return view.scrollY > 0 && view.scrollY + view.innerHeight >= view.scrollHeight - BOTTOM_SLACK_PX;
}

/**
 * The heading the reader is in: the last one above the top fifth of the viewport, or the last
 * heading of all once the page is scrolled to its end (short final sections never reach the top
 * fifth, and would otherwise never be highlighted). Headings are in page order: a binary search
 * reads a handful of positions, however many there are.
 */
export function activeHeading(headings: readonly HTMLElement[], view: View): HTMLElement | undefined {
  if (headings.length === 0) return undefined;
  if (atEnd(view)) return headings[headings.length - 1];
  const line = view.innerHeight / 5;
  let low = 0;
  let high = headings.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (headings[middle].getBoundingClientRect().top <= line) low = middle;
    else high = middle - 1;
  }
  return headings[low];
}

/**
 * The anchor being read. Measured on every scroll (at most once a frame), not by an observer of
 * headings crossing a line: a jump or a dragged scrollbar crosses none, and left the entry stale.
 */
function useActiveAnchor(anchors: Anchor[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    if (anchors.length === 0) return undefined;
    const headings = anchors
      .map((anchor) => document.getElementById(anchor.id))
      .filter((element): element is HTMLElement => element !== null);
    let frame = 0;
    const update = () => {
      frame = 0;
      setActive(activeHeading(headings, currentView())?.id);
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [anchors]);
  return active;
}

function EntryList({ anchors, active, onPick }: { anchors: Anchor[]; active?: string; onPick?: () => void }) {
  return (
    <ul>
      {pageOutline(anchors, active)
        .flatMap((section) => [section, ...section.children])
        .map((anchor) => (
          <li key={anchor.id} className={anchor.level === 3 ? 'toc__item toc__item--nested' : 'toc__item'}>
            <a href={`#${anchor.id}`} aria-current={anchor.id === active ? 'location' : undefined} onClick={onPick}>
              <BreakableName text={anchor.title} />
            </a>
          </li>
        ))}
    </ul>
  );
}

/** "On this page" in the right rail (wide windows): the section being read highlighted and kept in view. */
export function TableOfContents({ anchors }: { anchors: Anchor[] }) {
  const active = useActiveAnchor(anchors);
  const rail = useRef<HTMLElement>(null);
  const titleId = useId();

  // The rail scrolls by itself (never the page): the highlighted entry stays in sight, after a deep
  // link or a long scroll alike.
  useEffect(() => {
    const box = rail.current;
    const link = box?.querySelector<HTMLElement>('a[aria-current]');
    if (!box || !link || box.scrollHeight <= box.clientHeight) return;
    const top = link.offsetTop;
    if (top < box.scrollTop || top + link.offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTop = top - box.clientHeight / 3;
    }
  }, [active]);

  if (anchors.length === 0) return null;
  return (
    <nav className="toc toc--rail" aria-labelledby={titleId} ref={rail}>
      <h2 className="caps-label toc__title" id={titleId}>
        On this page
      </h2>
      <EntryList anchors={anchors} active={active} />
    </nav>
  );
}

/**
 * "On this page" above the article, where there is no room for the rail (phones, tablets): closed
 * until asked for, and closed again once an entry is picked.
 */
export function InlineTableOfContents({ anchors }: { anchors: Anchor[] }) {
  const active = useActiveAnchor(anchors);
  const details = useRef<HTMLDetailsElement>(null);
  if (anchors.length === 0) return null;
  return (
    <details className="toc-inline" ref={details}>
      <summary className="toc-inline__summary">On this page</summary>
      <nav className="toc" aria-label="On this page">
        <EntryList anchors={anchors} active={active} onPick={() => details.current?.removeAttribute('open')} />
      </nav>
    </details>
  );
}
