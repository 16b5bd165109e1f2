import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  PRINTABLE_SECTIONS,
  groupPages,
  isPrintableUrl,
  pageOutline,
  printableUrl,
  type NestedAnchor,
} from '../../shared/content/navigation';
import type { NavPage, SectionNav } from '../../shared/content/types';
import { usePageMeta } from '../../routes/use-page-meta';
import { BreakableName } from '../BreakableName/BreakableName';
import { CURRENT_VERSION, VERSIONS, versionUrl, type Version } from './version';
import './Sidebar.css';

function AnchorList({ anchors, url, id }: { anchors: NestedAnchor[]; url: string; id?: string }) {
  return (
    <ul className="sidebar__anchors" id={id}>
      {anchors.map((anchor) => (
        <li key={anchor.id}>
          <Link to={`${url}#${anchor.id}`}>
            <BreakableName text={anchor.title} />
          </Link>
          {anchor.children.length > 0 && <AnchorList anchors={anchor.children} url={url} />}
        </li>
      ))}
    </ul>
  );
}

function Chevron() {
  return (
    <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
      <path fill="none" stroke="currentColor" strokeWidth="1.8" d="m4 2 4 4-4 4" />
    </svg>
  );
}

function SidebarItem({ page, current }: { page: NavPage; current: boolean }) {
  const [open, setOpen] = useState(current);
  const [wasCurrent, setWasCurrent] = useState(current);
  const listId = useId();
  // Arriving on a page (client navigation) opens its item; leaving it keeps whatever the reader chose.
  if (current !== wasCurrent) {
    setWasCurrent(current);
    if (current) setOpen(true);
  }
  // The section's navigation only says whether a page has anchors; an open item shows them once its
  // page's data is there (the current page's always is; another's loads with its section's data). A
  // long page lists its `##` sections only: the table of contents has the rest.
  const meta = usePageMeta(page.url, open && page.hasAnchors);
  const anchors = meta ? pageOutline(meta.anchors) : [];
  return (
    <li className={current ? 'sidebar__item sidebar__item--current' : 'sidebar__item'}>
      <div className="sidebar__row">
        <Link className="sidebar__link" to={page.url} aria-current={current ? 'page' : undefined}>
          <BreakableName text={page.title} />
        </Link>
        {page.hasAnchors && (
          <button
            type="button"
            className="sidebar__toggle"
            aria-expanded={open}
            aria-controls={open && anchors.length > 0 ? listId : undefined}
            aria-label={`${page.title} sections`}
            onClick={() => setOpen(!open)}
          >
            <Chevron />
          </button>
        )}
      </div>
      {open && anchors.length > 0 && <AnchorList anchors={anchors} url={page.url} id={listId} />}
    </li>
  );
}

function VersionSelector() {
  const id = useId();
  return (
    <div className="sidebar__version">
      <label htmlFor={id}>Version</label>
      {/* Controlled: choosing 4 leaves the page, and the selector still reads 5 if the reader comes back. */}
      <select
        id={id}
        className="field"
        value={CURRENT_VERSION}
        onChange={(event) => {
          const target = versionUrl(event.target.value as Version, window.location);
          if (target) window.location.assign(target);
        }}
      >
        {VERSIONS.map((version) => (
          <option key={version} value={version}>
            webpack {version}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The pages of the current section, grouped, each expandable to its anchors; the current page's item
 * is open and marked. Above them the version selector and, for printable sections, the print link.
 */
export function Sidebar({ nav, currentUrl, className }: { nav: SectionNav; currentUrl: string; className?: string }) {
  const pages = nav.pages.filter((page) => !isPrintableUrl(page.url));
  const printable = (PRINTABLE_SECTIONS as readonly string[]).includes(nav.section);
  return (
    <nav className={className ? `sidebar ${className}` : 'sidebar'} aria-label={`${nav.title} pages`}>
      <div className="sidebar__tools">
        <VersionSelector />
        {printable && (
          <Link className="sidebar__print" to={printableUrl(nav.section)}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path
                fill="currentColor"
                d="M7 3h10v4H7zM5 8h14a2 2 0 0 1 2 2v6h-4v5H7v-5H3v-6a2 2 0 0 1 2-2zm4 7v4h6v-4z"
              />
            </svg>
            Print Section
          </Link>
        )}
      </div>
      {groupPages(pages).map(({ group, pages: groupMembers }) => (
        <div className="sidebar__group" key={group || 'ungrouped'}>
          {group && <h2 className="caps-label sidebar__group-title">{group}</h2>}
          <ul className="sidebar__list">
            {groupMembers.map((page) => (
              <SidebarItem key={page.url} page={page} current={page.url === currentUrl} />
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
