import type { Anchor, DirectoryEntry, Entry, NavPage, PageEntry, PageMeta, SectionLink, SectionNav } from './types';

/**
 * Pure helpers over the content index, shared by the build scripts (node) and the site (browser and
 * SSR). Nothing here touches the file system or React.
 */

export const PRINTABLE_SECTIONS = [
  'api',
  'concepts',
  'configuration',
  'contribute',
  'guides',
  'loaders',
  'migrate',
  'plugins',
] as const;

export const DOCUMENTATION_SECTIONS = ['api', 'concepts', 'configuration', 'guides', 'loaders', 'migrate', 'plugins'];

const BLOG = 'blog';

function isIndex(entry: Entry): boolean {
  return entry.type === 'file' && entry.name === 'index';
}

function entrySort(entry: Entry): number {
  if (entry.type === 'file') return entry.sort;
  const index = entry.children.find(isIndex) as PageEntry | undefined;
  return index?.sort ?? 0;
}

function entryTitle(entry: Entry): string {
  if (entry.type === 'file') return entry.title;
  const index = entry.children.find(isIndex) as PageEntry | undefined;
  return index?.title ?? entry.name;
}

function entryGroup(entry: Entry): string {
  return entry.type === 'file' ? (entry.group ?? '') : '';
}

/** Sidebar order: section index first, then group, then sort, then title. */
export function compareEntries(a: Entry, b: Entry): number {
  if (isIndex(a) !== isIndex(b)) return isIndex(a) ? -1 : 1;
  const group = entryGroup(a).localeCompare(entryGroup(b));
  if (group !== 0) return group;
  const sort = entrySort(a) - entrySort(b);
  if (sort !== 0) return sort;
  return entryTitle(a).localeCompare(entryTitle(b));
}

/** Blog order: index first, then newest post first. */
export function compareBlogEntries(a: Entry, b: Entry): number {
  if (isIndex(a) !== isIndex(b)) return isIndex(a) ? -1 : 1;
  const dateA = a.type === 'file' ? (a.date ?? '') : '';
  const dateB = b.type === 'file' ? (b.date ?? '') : '';
  return dateB.localeCompare(dateA) || compareEntries(a, b);
}

export function sortChildren(directory: DirectoryEntry): void {
  directory.children.sort(directory.path === BLOG ? compareBlogEntries : compareEntries);
  for (const child of directory.children) if (child.type === 'directory') sortChildren(child);
}

/** Every page below an entry, in sidebar order (depth first). */
export function flattenPages(entry: Entry): PageEntry[] {
  if (entry.type === 'file') return [entry];
  return entry.children.flatMap(flattenPages);
}

/**
 * The section a route belongs to: its first path segment when that names a section directory
 * (`/guides/caching/` → `guides`), otherwise the content root `` (`/glossary/`).
 */
export function sectionOfUrl(url: string, sections: readonly string[]): string {
  const first = url.split('/').find(Boolean) ?? '';
  return sections.includes(first) ? first : '';
}

export function toPageMeta(page: PageEntry): PageMeta {
  const { type: _type, size: _size, extension: _extension, name: _name, ...meta } = page;
  return meta;
}

export function toNavPage({ url, title, group, date, teaser, anchors }: PageMeta): NavPage {
  return { url, title, hasAnchors: anchors.length > 0, ...(group && { group }), ...(date && { date, teaser }) };
}

function sectionDirectory(root: DirectoryEntry, section: string): DirectoryEntry | undefined {
  return root.children.find((child): child is DirectoryEntry => child.type === 'directory' && child.name === section);
}

/** The pages of one section, in sidebar order. Pages at the content root form the section ``. */
export function sectionPages(root: DirectoryEntry, section: string): PageEntry[] | undefined {
  if (section === '') return root.children.filter((child): child is PageEntry => child.type === 'file');
  const directory = sectionDirectory(root, section);
  return directory && flattenPages(directory);
}

/** The navigation of one section. Pages at the content root form the section ``. */
export function sectionNav(root: DirectoryEntry, section: string): SectionNav | undefined {
  const pages = sectionPages(root, section)?.map((page) => toNavPage(toPageMeta(page)));
  if (!pages) return undefined;
  if (section === '') return { section: '', title: 'webpack', url: '/', pages };
  const directory = sectionDirectory(root, section)!;
  const index = directory.children.find(isIndex) as PageEntry | undefined;
  return { section, title: index?.title ?? section, url: directory.url, pages };
}

export function sectionLinks(root: DirectoryEntry): SectionLink[] {
  return root.children
    .filter((child): child is DirectoryEntry => child.type === 'directory')
    .map((directory) => ({ section: directory.name, title: entryTitle(directory), url: directory.url }));
}

/** Previous and next pages of a page inside its section, in sidebar order. */
export function siblings(nav: SectionNav, url: string): { previous?: NavPage; next?: NavPage } {
  const position = nav.pages.findIndex((page) => page.url === url);
  if (position === -1) return {};
  return { previous: nav.pages[position - 1], next: nav.pages[position + 1] };
}

export interface NestedAnchor extends Anchor {
  children: NestedAnchor[];
}

/**
 * Nests `###` anchors under the `##` before them, and drops a repeated `parent.` prefix from the child
 * title (`output.library.type` under `output.library` is listed as `type`).
 */
export function nestAnchors(anchors: Anchor[]): NestedAnchor[] {
  const nested: NestedAnchor[] = [];
  for (const anchor of anchors) {
    const parent = nested[nested.length - 1];
    if (anchor.level === 3 && parent) {
      const prefix = `${parent.title}.`;
      const title = anchor.title.startsWith(prefix) ? anchor.title.slice(prefix.length) : anchor.title;
      parent.children.push({ ...anchor, title, children: [] });
    } else {
      nested.push({ ...anchor, children: [] });
    }
  }
  return nested;
}

/**
 * A page with more anchors than this is outlined by its `##` sections only, plus the `###` entries of
 * the section being read: 188 entries (optimization) would otherwise fill a 6,700 px column.
 */
export const LONG_PAGE_ANCHORS = 40;

/**
 * A page's outline for the rails: its nested anchors, where a long page keeps the entries of the
 * section holding `current` (an anchor id) only.
 */
export function pageOutline(anchors: Anchor[], current?: string): NestedAnchor[] {
  const sections = nestAnchors(anchors);
  if (anchors.length <= LONG_PAGE_ANCHORS) return sections;
  return sections.map((section) =>
    section.id === current || section.children.some((child) => child.id === current)
      ? section
      : { ...section, children: [] },
  );
}

/** Groups pages under their `group` heading, keeping sidebar order; ungrouped pages come first. */
export function groupPages<P extends Pick<PageMeta, 'group'>>(pages: P[]): { group: string; pages: P[] }[] {
  const groups: { group: string; pages: P[] }[] = [];
  for (const page of pages) {
    const name = page.group ?? '';
    let group = groups.find((candidate) => candidate.group === name);
    if (!group) {
      group = { group: name, pages: [] };
      groups.push(group);
    }
    group.pages.push(page);
  }
  return groups;
}

/** `/guides/printable/` style routes are generated and never listed in navigation. */
export function isPrintableUrl(url: string): boolean {
  return /\/printable\/$/.test(url);
}

export function printableUrl(section: string): string {
  return `/${section}/printable/`;
}

/** The section a `/{section}/printable/` route combines, if it is one of the printable sections. */
export function printableSectionOf(url: string): string | undefined {
  const match = /^\/([^/]+)\/printable\/$/.exec(url);
  return match && (PRINTABLE_SECTIONS as readonly string[]).includes(match[1]) ? match[1] : undefined;
}
