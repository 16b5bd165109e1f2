import { Link, NavLink, useLocation } from 'react-router-dom';
import { DOCUMENTATION_SECTIONS } from '../../content/navigation';
import './Header.css';

function isDocumentation(pathname: string): boolean {
  const first = pathname.split('/').find(Boolean) ?? '';
  return DOCUMENTATION_SECTIONS.includes(first);
}

export function Header() {
  const { pathname } = useLocation();
  return (
    <header className="header">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <div className="header__inner">
        <Link className="header__logo" to="/" aria-label="webpack home">
          <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
            <path fill="#8DD6F9" d="M16 1 29 8.5v15L16 31 3 23.5v-15z" />
            <path fill="#1C78C0" d="M16 8.2 22.6 12v8L16 23.8 9.4 20v-8z" />
          </svg>
          <span>webpack</span>
        </Link>
        <nav className="header__nav" aria-label="Main">
          <Link
            className={isDocumentation(pathname) ? 'header__link header__link--active' : 'header__link'}
            aria-current={isDocumentation(pathname) ? 'true' : undefined}
            to="/concepts/"
          >
            Documentation
          </Link>
          <NavLink className={({ isActive }) => (isActive ? 'header__link header__link--active' : 'header__link')} to="/contribute/" end={false}>
            Contribute
          </NavLink>
          <NavLink className={({ isActive }) => (isActive ? 'header__link header__link--active' : 'header__link')} to="/vote/">
            Vote
          </NavLink>
          <NavLink className={({ isActive }) => (isActive ? 'header__link header__link--active' : 'header__link')} to="/blog/" end={false}>
            Blog
          </NavLink>
        </nav>
      </div>
    </header>
  );
}
