import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { sectionLinks } from '@generated/sections';
import { DOCUMENTATION_SECTIONS, isPrintableUrl } from '../../content/navigation';
import type { SectionNav } from '../../content/types';
import { LanguageMenu } from '../LanguageMenu/LanguageMenu';
import { ThemeToggle } from '../ThemeToggle/ThemeToggle';
import { Search } from '../Search/Search';
import { ExternalLinks, OWN_NAV_SECTIONS, PRIMARY_LINKS, sectionLabel } from './links';
import './Header.css';

function firstSegment(pathname: string): string {
  return pathname.split('/').find(Boolean) ?? '';
}

/** Documentation is active on api, concepts, configuration, guides, loaders, migrate and plugins. */
export function isDocumentation(pathname: string): boolean {
  return DOCUMENTATION_SECTIONS.includes(firstSegment(pathname));
}

const linkClass = (active: boolean) => (active ? 'header__link header__link--active' : 'header__link');

/** The Documentation menu: every top-level section except those with their own link. */
function DocumentationMenu({ active, pathname }: { active: boolean; pathname: string }) {
  // Remembers the path it was opened on: any navigation closes it, with no effect needed.
  const [openOn, setOpenOn] = useState<string | undefined>();
  const open = openOn === pathname;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const sections = sectionLinks.filter((link) => !OWN_NAV_SECTIONS.includes(link.section));

  // Closes on an outside click, on focus moving elsewhere and on Escape (focus back on the toggle).
  useEffect(() => {
    if (!open) return;
    const close = () => setOpenOn(undefined);
    const onOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      if (root.current?.contains(document.activeElement)) button.current?.focus();
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className={open ? 'header__docs header__docs--open' : 'header__docs'} ref={root}>
      <Link className={linkClass(active)} aria-current={active ? 'true' : undefined} to="/concepts/">
        Documentation
      </Link>
      <button
        ref={button}
        type="button"
        className="header__docs-toggle"
        aria-expanded={open}
        aria-controls={`${id}-docs`}
        aria-label="Documentation sections"
        onClick={() => setOpenOn(open ? undefined : pathname)}
      >
        <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
          <path fill="none" stroke="currentColor" strokeWidth="1.8" d="m2 4 4 4 4-4" />
        </svg>
      </button>
      <ul className="menu-panel header__docs-menu" id={`${id}-docs`}>
        {sections.map((section) => (
          <li key={section.section}>
            <Link to={section.url} aria-current={firstSegment(pathname) === section.section ? 'true' : undefined}>
              {sectionLabel(section.section, section.title)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A row under the header with the pages of the active section, the current one marked. */
function SubNavigation({ nav, pathname }: { nav: SectionNav; pathname: string }) {
  const list = useRef<HTMLUListElement>(null);
  const pages = nav.pages.filter((page) => page.url !== nav.url && !isPrintableUrl(page.url));

  // Bring the current page's link into view inside the scrolling row (never scrolls the page itself).
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current) return;
    // Offsets are relative to the row (it is positioned), whatever it has scrolled.
    const start = current.offsetLeft;
    const end = start + current.offsetWidth;
    if (start < row.scrollLeft || end > row.scrollLeft + row.clientWidth) row.scrollLeft = Math.max(0, start - 24);
  }, [pathname]);

  return (
    <nav className="subnav" aria-label={`${sectionLabel(nav.section, nav.title)} section`}>
      <div className="subnav__inner">
        <Link className="subnav__title" to={nav.url} aria-current={pathname === nav.url ? 'page' : undefined}>
          {sectionLabel(nav.section, nav.title)}
        </Link>
        <ul className="subnav__list" ref={list}>
          {pages.map((page) => (
            <li key={page.url}>
              <Link to={page.url} aria-current={page.url === pathname ? 'page' : undefined}>
                {page.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

export interface HeaderProps {
  /** The navigation data of the current route's section, once loaded (none on app routes). */
  nav?: SectionNav;
  sidebarOpen?: boolean;
  onToggleSidebar?: () => void;
  /**
   * The path the chrome shows as current; defaults to the router's. The layout passes the path the HTML
   * was prerendered for until hydration is done (the shared 404 page is served at any path).
   */
  pathname?: string;
}

/** Id of the control that opens the mobile sidebar (the sidebar hands focus back to it). */
export const SIDEBAR_TOGGLE_ID = 'sidebar-toggle';

/** Widths where the header has room for its own navigation and hides that control (see Header.css). */
export const DESKTOP_NAV_MEDIA = '(min-width: 960px)';

/** The control's icon: three bars while the sidebar is closed, a cross (what a tap does) while open. */
const MENU_ICON = 'M4 7h16M4 12h16M4 17h16';
const CLOSE_ICON = 'm6 6 12 12M18 6 6 18';

export function Header({ nav, sidebarOpen = false, onToggleSidebar, pathname: shownPath }: HeaderProps) {
  const location = useLocation();
  const pathname = shownPath ?? location.pathname;
  const documentation = isDocumentation(pathname);
  const section = firstSegment(pathname);
  return (
    <>
      <header className="header">
        <div className="header__inner">
          <button
            id={SIDEBAR_TOGGLE_ID}
            type="button"
            className="header__menu-button"
            aria-expanded={sidebarOpen}
            aria-controls="sidebar-mobile"
            aria-label="Site navigation"
            onClick={onToggleSidebar}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                d={sidebarOpen ? CLOSE_ICON : MENU_ICON}
              />
            </svg>
          </button>
          <Link className="header__logo" to="/" aria-label="webpack home">
            <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true">
              <path fill="#8DD6F9" d="M16 1 29 8.5v15L16 31 3 23.5v-15z" />
              <path fill="#1C78C0" d="M16 8.2 22.6 12v8L16 23.8 9.4 20v-8z" />
            </svg>
            <span className="header__wordmark">webpack</span>
          </Link>
          <nav className="header__nav" aria-label="Main">
            <DocumentationMenu active={documentation} pathname={pathname} />
            {PRIMARY_LINKS.map((link) => {
              const active = section === link.section;
              return (
                <Link
                  key={link.to}
                  className={linkClass(active)}
                  aria-current={active ? 'true' : undefined}
                  to={link.to}
                >
                  {link.title}
                </Link>
              );
            })}
          </nav>
          <div className="header__tools">
            <Search />
            <ExternalLinks className="header__external" />
            <LanguageMenu pathname={pathname} />
            <ThemeToggle />
          </div>
        </div>
      </header>
      {nav && nav.section !== '' && <SubNavigation nav={nav} pathname={pathname} />}
    </>
  );
}
