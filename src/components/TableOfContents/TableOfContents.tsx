import { useEffect, useState } from 'react';
import type { Anchor } from '../../content/types';
import { nestAnchors } from '../../content/navigation';
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
 * fifth, and would otherwise never be highlighted).
 */
export function activeHeading(headings: readonly HTMLElement[], view: View): HTMLElement | undefined {
  if (headings.length === 0) return undefined;
  if (atEnd(view)) return headings[headings.length - 1];
  const line = view.innerHeight / 5;
  const above = headings.filter((heading) => heading.getBoundingClientRect().top <= line);
  return above[above.length - 1] ?? headings[0];
}

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
    // At most one measurement per frame, however fast the events come.
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    // Headings crossing the top fifth of the window are seen by an observer; reaching the end of the
    // page (or leaving it) by a cheap scroll check. Without observers, every scroll measures.
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(schedule, { rootMargin: '0px 0px -80% 0px' })
        : undefined;
    headings.forEach((heading) => observer?.observe(heading));
    let wasAtEnd = atEnd(currentView());
    const onScroll = () => {
      const isAtEnd = atEnd(currentView());
      if (observer && isAtEnd === wasAtEnd) return;
      wasAtEnd = isAtEnd;
      schedule();
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      observer?.disconnect();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [anchors]);
  return active;
}

/** "On this page": the page's h2/h3 anchors, the section in view highlighted. */
export function TableOfContents({ anchors }: { anchors: Anchor[] }) {
  const active = useActiveAnchor(anchors);
  if (anchors.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <h2 className="toc__title" id="toc-title">
        On this page
      </h2>
      <ul>
        {nestAnchors(anchors)
          .flatMap((anchor) => [anchor, ...anchor.children])
          .map((anchor) => (
            <li key={anchor.id} className={anchor.level === 3 ? 'toc__item toc__item--nested' : 'toc__item'}>
              <a href={`#${anchor.id}`} aria-current={anchor.id === active ? 'location' : undefined}>
                <BreakableName text={anchor.title} />
              </a>
            </li>
          ))}
      </ul>
    </nav>
  );
}
