import { Link } from 'react-router-dom';
import { OfflineSave } from '../OfflineSave/OfflineSave';
import './Footer.css';

/** The footer's links, in this order. */
export const FOOTER_LINKS: { label: string; to?: string; href?: string }[] = [
  { to: '/guides/getting-started/', label: 'Get Started' },
  { to: '/comparison/', label: 'Comparison' },
  {
    href: 'https://openjsf.org/wp-content/uploads/sites/84/2021/04/OpenJS-Foundation-Privacy-Policy-2019-11-15.pdf',
    label: 'Privacy Policy',
  },
  { href: 'https://webpack.threadless.com', label: 'Swag Store' },
  { to: '/awesome-webpack/', label: 'Awesome webpack' },
  { to: '/glossary/', label: 'Glossary' },
  { to: '/branding/', label: 'Branding' },
  { href: 'https://discord.com/invite/5sxFZPdx2k', label: 'Chat' },
  { href: 'https://github.com/webpack/webpack/releases', label: 'Changelog' },
  { to: '/license/', label: 'License' },
];

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <Link className="footer__logo" to="/" aria-label="webpack home">
          <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
            <path fill="#8DD6F9" d="M16 1 29 8.5v15L16 31 3 23.5v-15z" />
            <path fill="#1C78C0" d="M16 8.2 22.6 12v8L16 23.8 9.4 20v-8z" />
          </svg>
        </Link>
        <nav className="footer__links" aria-label="Footer">
          {FOOTER_LINKS.map((link) =>
            link.to ? (
              <Link key={link.label} to={link.to}>
                {link.label}
              </Link>
            ) : (
              <a key={link.label} href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            ),
          )}
        </nav>
        <OfflineSave />
      </div>
    </footer>
  );
}
