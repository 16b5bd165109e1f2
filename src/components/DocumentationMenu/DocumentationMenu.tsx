import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router-dom';
import { sectionLinks } from '@generated/sections';
import { OWN_NAV_SECTIONS, sectionLabel } from '../Header/links';
import { moveMenuFocus } from '../MenuPanel/menu-keys';
import { useDismiss } from '../MenuPanel/useDismiss';
import '../MenuPanel/MenuPanel.css';
import './DocumentationMenu.css';

export interface DocumentationMenuProps {
  /** Whether the current page belongs to the documentation (marks the link). */
  active: boolean;
  pathname: string;
  /** The header's class for its nav links, given to the Documentation link. */
  linkClassName: string;
}

/**
 * The Documentation link and, beside it, a toggle listing every top-level section except those with a
 * link of their own. The list shows on hover with no script; the toggle opens it on click, Enter or
 * Space, and arrow keys open it on an item and move between items.
 */
export function DocumentationMenu({ active, pathname, linkClassName }: DocumentationMenuProps) {
  // Remembers the path it was opened on: any navigation closes it, with no effect needed.
  const [openOn, setOpenOn] = useState<string | undefined>();
  const open = openOn === pathname;
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const id = useId();
  const close = useCallback(() => setOpenOn(undefined), []);
  useDismiss(open, root, close, toggle);
  const current = pathname.split('/').find(Boolean);
  const sections = sectionLinks.filter((link) => !OWN_NAV_SECTIONS.includes(link.section));

  const onKeyDown = (event: KeyboardEvent) => {
    if (!open && event.target === toggle.current && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      // Show the items now, so that one can take focus right away.
      flushSync(() => setOpenOn(pathname));
    }
    if ((open || event.target === toggle.current) && moveMenuFocus(list.current, event.key)) event.preventDefault();
  };

  return (
    // Keys bubble here from the toggle and the links inside; the elements themselves stay native.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={open ? 'docs-menu docs-menu--open' : 'docs-menu'} ref={root} onKeyDown={onKeyDown}>
      <Link className={linkClassName} aria-current={active ? 'true' : undefined} to="/concepts/">
        Documentation
      </Link>
      <button
        ref={toggle}
        type="button"
        className="docs-menu__toggle"
        aria-expanded={open}
        aria-controls={`${id}-docs`}
        aria-label="Documentation sections"
        onClick={() => setOpenOn(open ? undefined : pathname)}
      >
        <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
          <path fill="none" stroke="currentColor" strokeWidth="1.8" d="m2 4 4 4 4-4" />
        </svg>
      </button>
      <ul className="menu-panel docs-menu__list" id={`${id}-docs`} ref={list}>
        {sections.map((section) => (
          <li key={section.section}>
            <Link to={section.url} aria-current={current === section.section ? 'true' : undefined}>
              {sectionLabel(section.section, section.title)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
