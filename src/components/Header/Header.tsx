import { Link, useLocation } from 'react-router-dom';
import { DOCUMENTATION_SECTIONS } from '../../shared/content/navigation';
import type { SectionNav } from '../../shared/content/types';
import { DocumentationMenu } from '../DocumentationMenu/DocumentationMenu';
import { LanguageMenu } from '../LanguageMenu/LanguageMenu';
import { ThemeToggle } from '../ThemeToggle/ThemeToggle';
import { Search } from '../Search/Search';
import { SubNavigation } from '../SubNavigation/SubNavigation';
import { ExternalLinks, PRIMARY_LINKS } from './links';
import './Header.css';

function firstSegment(pathname: string): string {
  return pathname.split('/').find(Boolean) ?? '';
}

/** Documentation is active on api, concepts, configuration, guides, loaders, migrate and plugins. */
export function isDocumentation(pathname: string): boolean {
  return DOCUMENTATION_SECTIONS.includes(firstSegment(pathname));
}

const linkClass = (active: boolean) => (active ? 'header__link header__link--active' : 'header__link');

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
            className="icon-button header__menu-button"
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
            <DocumentationMenu active={documentation} pathname={pathname} linkClassName={linkClass(documentation)} />
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
