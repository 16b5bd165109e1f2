import type { ReactNode } from 'react';

/** The project's pages elsewhere: code host, Twitter, StackOverflow. Icons are drawn here, inline. */
export interface ExternalLink {
  title: string;
  href: string;
  icon: ReactNode;
}

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.9,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const EXTERNAL_LINKS: ExternalLink[] = [
  {
    title: 'webpack on GitHub',
    href: 'https://github.com/webpack/webpack',
    icon: (
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          fill="currentColor"
          d="M4.6 3.2 8.4 6.6A10 10 0 0 1 12 6a10 10 0 0 1 3.6.6l3.8-3.4.5 6.3A7.7 7.7 0 0 1 20.5 13c0 4.6-3.8 7.8-8.5 7.8S3.5 17.6 3.5 13a7.7 7.7 0 0 1 .6-3.5z"
        />
        <circle cx="9" cy="13" r="1.3" fill="var(--header-bg)" />
        <circle cx="15" cy="13" r="1.3" fill="var(--header-bg)" />
      </svg>
    ),
  },
  {
    title: 'webpack on Twitter',
    href: 'https://twitter.com/webpack',
    icon: (
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          fill="currentColor"
          d="M21.5 6.3c-.7.3-1.4.5-2.1.6.8-.5 1.3-1.2 1.6-2-.7.4-1.5.7-2.3.9A3.7 3.7 0 0 0 12.4 9C9.3 8.8 6.6 7.4 4.8 5.1c-1 1.7-.5 3.8 1.1 4.9-.6 0-1.2-.2-1.7-.5 0 1.8 1.3 3.3 3 3.7-.5.2-1.1.2-1.7.1.5 1.5 1.9 2.5 3.5 2.6A7.5 7.5 0 0 1 3.5 17.4 10.5 10.5 0 0 0 9.2 19c6.9 0 10.7-5.7 10.7-10.7v-.5c.6-.4 1.2-1 1.6-1.5z"
        />
      </svg>
    ),
  },
  {
    title: 'webpack on StackOverflow',
    href: 'https://stackoverflow.com/questions/tagged/webpack',
    icon: (
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          {...stroke}
          d="M5 14.5V20h13v-5.5M8.5 17h7M8.8 14l6.8 1.3M9.7 11l6.2 2.8M11.4 8.2l5.2 4.2M13.8 5.7l3.8 5.5"
        />
      </svg>
    ),
  },
];

export function ExternalLinks({ className }: { className: string }) {
  return (
    <ul className={className}>
      {EXTERNAL_LINKS.map((link) => (
        <li key={link.href}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.title} title={link.title}>
            {link.icon}
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
