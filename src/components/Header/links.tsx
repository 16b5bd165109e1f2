import './links.css';

/** The project's pages elsewhere: code host, Twitter, StackOverflow. Their icons are drawn by `links.css`. */
export interface ExternalLink {
  title: string;
  href: string;
  icon: 'github' | 'twitter' | 'stackoverflow';
}

export const EXTERNAL_LINKS: ExternalLink[] = [
  { title: 'webpack on GitHub', href: 'https://github.com/webpack/webpack', icon: 'github' },
  { title: 'webpack on Twitter', href: 'https://twitter.com/webpack', icon: 'twitter' },
  {
    title: 'webpack on StackOverflow',
    href: 'https://stackoverflow.com/questions/tagged/webpack',
    icon: 'stackoverflow',
  },
];

export function ExternalLinks({ className }: { className: string }) {
  return (
    <ul className={className}>
      {EXTERNAL_LINKS.map((link) => (
        <li key={link.href}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.title} title={link.title}>
            <span className={`external-icon external-icon--${link.icon}`} aria-hidden="true" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Top-level sections that belong to the Documentation menu (the others have their own nav link). */
export const OWN_NAV_SECTIONS = ['contribute', 'blog'];

export const PRIMARY_LINKS = [
  { title: 'Contribute', to: '/contribute/', section: 'contribute' },
  { title: 'Vote', to: '/vote/', section: 'vote' },
  { title: 'Blog', to: '/blog/', section: 'blog' },
] as const;

/** How the chrome names a top-level section (its index page may carry a longer title, like API's). */
const SECTION_LABELS: Record<string, string> = {
  api: 'API',
  blog: 'Blog',
  concepts: 'Concepts',
  configuration: 'Configuration',
  contribute: 'Contribute',
  guides: 'Guides',
  loaders: 'Loaders',
  migrate: 'Migrate',
  plugins: 'Plugins',
};

export function sectionLabel(section: string, title: string): string {
  return SECTION_LABELS[section] ?? title;
}
