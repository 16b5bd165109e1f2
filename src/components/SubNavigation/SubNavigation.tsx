import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { isPrintableUrl } from '../../shared/content/navigation';
import type { SectionNav } from '../../shared/content/types';
import { sectionLabel } from '../Header/links';
import './SubNavigation.css';

/** Width of the fade at an edge of the row that has more beyond it (keep in step with the CSS). */
const FADE_PX = 32;

interface Overflow {
  before: boolean;
  after: boolean;
}

/** Which ends of a scrolling row hide items, updated as it scrolls or resizes. */
function useOverflow(row: RefObject<HTMLElement | null>): Overflow {
  const [overflow, setOverflow] = useState<Overflow>({ before: false, after: false });
  useEffect(() => {
    const element = row.current;
    if (!element) return undefined;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const before = element.scrollLeft > 1;
      const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setOverflow((last) => (last.before === before && last.after === after ? last : { before, after }));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    element.addEventListener('scroll', schedule, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : undefined;
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', schedule);
      observer?.disconnect();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [row]);
  return overflow;
}

/**
 * A row under the header with the pages of the active section, the current one marked. When the row is
 * wider than the window it scrolls: the ends that hide items fade, pointer users get a button at each
 * of them, and the current page is brought in whole, clear of the fade.
 */
export function SubNavigation({ nav, pathname }: { nav: SectionNav; pathname: string }) {
  const list = useRef<HTMLUListElement>(null);
  const overflow = useOverflow(list);
  const pages = nav.pages.filter((page) => page.url !== nav.url && !isPrintableUrl(page.url));
  const label = sectionLabel(nav.section, nav.title);

  // Scrolls the row only (never the page): offsets are relative to the row, which is positioned.
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]')?.parentElement;
    if (!row || !current) return;
    const start = current.offsetLeft;
    const end = start + current.offsetWidth;
    if (start - FADE_PX < row.scrollLeft || end + FADE_PX > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = Math.max(0, start - FADE_PX);
    }
  }, [pathname]);

  const scrollBy = (direction: 1 | -1) => {
    const row = list.current;
    if (row) row.scrollBy({ left: direction * (row.clientWidth - 2 * FADE_PX), behavior: 'smooth' });
  };

  return (
    <nav className="subnav" aria-label={`${label} section`}>
      <div className="subnav__inner">
        <Link className="subnav__title" to={nav.url} aria-current={pathname === nav.url ? 'page' : undefined}>
          {label}
        </Link>
        <div
          className="subnav__row"
          data-more-before={overflow.before || undefined}
          data-more-after={overflow.after || undefined}
        >
          <ul className="subnav__list" ref={list}>
            {pages.map((page) => (
              <li key={page.url}>
                <Link to={page.url} aria-current={page.url === pathname ? 'page' : undefined}>
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
          {/* For mice (keyboard focus scrolls the row by itself): out of the tab order and of the tree. */}
          <button
            type="button"
            className="subnav__scroll subnav__scroll--before"
            tabIndex={-1}
            aria-hidden="true"
            onClick={() => scrollBy(-1)}
          >
            <svg viewBox="0 0 12 12" width="12" height="12">
              <path fill="none" stroke="currentColor" strokeWidth="1.8" d="M8 2 4 6l4 4" />
            </svg>
          </button>
          <button
            type="button"
            className="subnav__scroll subnav__scroll--after"
            tabIndex={-1}
            aria-hidden="true"
            onClick={() => scrollBy(1)}
          >
            <svg viewBox="0 0 12 12" width="12" height="12">
              <path fill="none" stroke="currentColor" strokeWidth="1.8" d="m4 2 4 4-4 4" />
            </svg>
          </button>
        </div>
      </div>
    </nav>
  );
}
