import { Link } from 'react-router-dom';
import './Footer.css';

const INTERNAL = [
  { to: '/guides/getting-started/', label: 'Get Started' },
  { to: '/comparison/', label: 'Comparison' },
  { to: '/awesome-webpack/', label: 'Awesome webpack' },
  { to: '/glossary/', label: 'Glossary' },
  { to: '/branding/', label: 'Branding' },
  { to: '/license/', label: 'License' },
];

const EXTERNAL = [
  { href: 'https://openjsf.org/wp-content/uploads/sites/84/2021/04/OpenJS-Foundation-Privacy-Policy-2019-11-15.pdf', label: 'Privacy Policy' },
  { href: 'https://webpack.threadless.com', label: 'Swag Store' },
  { href: 'https://discord.com/invite/5sxFZPdx2k', label: 'Chat' },
  { href: 'https://github.com/webpack/webpack/releases', label: 'Changelog' },
];

export function Footer() {
  return (
    <footer className="footer">
      <nav className="footer__links" aria-label="Footer">
        {INTERNAL.map((link) => (
          <Link key={link.to} to={link.to}>
            {link.label}
          </Link>
        ))}
        {EXTERNAL.map((link) => (
          <a key={link.href} href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label}
          </a>
        ))}
      </nav>
    </footer>
  );
}
