/** The content index: what `scripts/content-index` writes and what the site reads. */

export interface Anchor {
  title: string;
  id: string;
  /** 2 for `##`, 3 for `###`. */
  level: 2 | 3;
}

export interface RelatedLink {
  title: string;
  url: string;
}

export interface PageEntry {
  type: 'file';
  /** Path of the source file relative to `content/`, e.g. `guides/caching.mdx`. */
  path: string;
  /** File name without extension. */
  name: string;
  extension: '.md' | '.mdx';
  /** Source size in bytes. */
  size: number;
  /** Route, always with a trailing slash. */
  url: string;
  title: string;
  /** Lower first; -1 puts a section index first. */
  sort: number;
  anchors: Anchor[];
  contributors: string[];
  related?: RelatedLink[];
  description?: string;
  group?: string;
  source?: string;
  edit?: string;
  repo?: string;
  /** Blog posts: `YYYY-MM-DD`. */
  date?: string;
  /** Blog posts: the opening of the rendered text, for the post list and the feed. */
  teaser?: string;
  /** `YYYY-MM-DD` of the last commit that changed the file; absent without git history to tell. */
  lastUpdated?: string;
}

export interface DirectoryEntry {
  type: 'directory';
  path: string;
  name: string;
  url: string;
  /** Sum of the sizes of every page below. */
  size: number;
  children: Entry[];
}

export type Entry = PageEntry | DirectoryEntry;

/** A page as the client sees it: the fields a rendered page needs, nothing about the file system. */
export type PageMeta = Omit<PageEntry, 'type' | 'size' | 'extension' | 'name'>;

/** One top-level section's navigation data: what a page of that section ships to the browser. */
export interface SectionNav {
  /** First path segment (`guides`), or `` for pages at the content root. */
  section: string;
  title: string;
  url: string;
  /** Every page of the section in sidebar order (index first, then group, sort, title). */
  pages: PageMeta[];
}

/** A page's route and title: `['/guides/caching/', 'Caching']`. */
export type PageLink = [url: string, title: string];

/** The site-wide list of top-level sections, small enough to ship with every page. */
export interface SectionLink {
  section: string;
  title: string;
  url: string;
}
