/** The content index: what `scripts/pipeline/3-content-index` writes and what the site reads. */

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

/**
 * A page as its section's navigation lists it: enough for the sidebar, the header's sub-navigation,
 * previous/next links and the blog's list, and small enough to ship with every page of the section.
 */
export type NavPage = Pick<PageMeta, 'url' | 'title' | 'group' | 'date' | 'teaser'> & {
  /** Whether the page has `##`/`###` anchors the sidebar can list under it (see `PageMeta.anchors`). */
  hasAnchors: boolean;
};

/** One top-level section's navigation: the outline every page of that section renders with. */
export interface SectionNav {
  /** First path segment (`guides`), or `` for pages at the content root. */
  section: string;
  title: string;
  url: string;
  /** Every page of the section in sidebar order (index first, then group, sort, title). */
  pages: NavPage[];
}

/**
 * What a prerendered page was rendered with, written into its HTML (`route-data.ts`): the browser
 * hydrates the page from it and from the markup, before any of the page's own chunks.
 */
export interface RouteData {
  /** The route the HTML was rendered for. */
  url: string;
  /** Content and printable pages: their section's navigation. */
  nav?: SectionNav;
  /** Content pages: the page itself. */
  meta?: PageMeta;
  /** The not-found page (served at any path no page claims). */
  notFound?: true;
}

/** A page's route and title: `['/guides/caching/', 'Caching']`. */
export type PageLink = [url: string, title: string];

/** The site-wide list of top-level sections, small enough to ship with every page. */
export interface SectionLink {
  section: string;
  title: string;
  url: string;
}
