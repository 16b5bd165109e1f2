import type { ComponentType } from 'react';
import { loadSection, sectionNames } from '@generated/sections';
import { listenerSet, type Loadable } from '../routes/use-loaded';
import { printableSectionOf, sectionOfUrl } from './navigation';
import { isAppRoute } from './routes';
import type { PageMeta, SectionNav } from './types';

export interface MdxModule {
  default: ComponentType<{ components?: Record<string, unknown> }>;
}

export interface SectionModule {
  nav: SectionNav;
  pages: Record<string, () => Promise<MdxModule>>;
}

export interface LoadedPage {
  nav: SectionNav;
  meta: PageMeta;
  Content: MdxModule['default'];
}

/**
 * Loaded sections and pages, kept so that a route loaded before rendering (on the server, and on the
 * client before hydration) renders synchronously: the first client render matches the prerendered HTML.
 */
const sections = new Map<string, SectionModule>();
const pages = new Map<string, MdxModule>();
const listeners = listenerSet();

/**
 * What `peekRoute` and `peekSectionPages` answered, so they answer with the same object until
 * something new is loaded (React compares snapshots of an external store by identity).
 */
let answers = new Map<string, unknown>();

function remembered<T>(key: string, compute: () => T): T {
  if (!answers.has(key)) answers.set(key, compute());
  return answers.get(key) as T;
}

function changed(): void {
  answers = new Map();
  listeners.notify();
}

export function sectionOf(url: string): string {
  return sectionOfUrl(url, sectionNames);
}

async function sectionModule(section: string): Promise<SectionModule | undefined> {
  const cached = sections.get(section);
  if (cached) return cached;
  const load = loadSection[section];
  if (!load) return undefined;
  const module = await load();
  if (!sections.has(section)) {
    sections.set(section, module);
    changed();
  }
  return module;
}

function loaded(section: SectionModule, url: string): LoadedPage | undefined {
  const module = pages.get(url);
  const meta = section.nav.pages.find((page) => page.url === url);
  return module && meta ? { nav: section.nav, meta, Content: module.default } : undefined;
}

/** The navigation data of a route's section if already loaded. */
export function peekSection(url: string): SectionNav | undefined {
  return sections.get(sectionOf(url))?.nav;
}

/** Whether a route is a page of the site; loads its section's data to find out. */
export async function hasPage(url: string): Promise<boolean> {
  const section = await sectionModule(sectionOf(url));
  return Boolean(section?.pages[url]);
}

/** Loads a page's section data and content chunk; `undefined` when no page has that route. */
export async function loadPage(url: string): Promise<LoadedPage | undefined> {
  const section = await sectionModule(sectionOf(url));
  const load = section?.pages[url];
  if (!section || !load) return undefined;
  if (!pages.has(url)) {
    pages.set(url, await load());
    changed();
  }
  return loaded(section, url);
}

export interface LoadedSection {
  nav: SectionNav;
  pages: LoadedPage[];
}

/** Every page of a section, if all are loaded already. */
export function peekSectionPages(section: string): LoadedSection | undefined {
  return remembered(`section:${section}`, () => {
    const module = sections.get(section);
    if (!module) return undefined;
    const pages = module.nav.pages.map((meta) => loaded(module, meta.url));
    if (pages.some((page) => !page)) return undefined;
    return { nav: module.nav, pages: pages as LoadedPage[] };
  });
}

/** Loads a section's data and every one of its pages (the combined printable page). */
export async function loadSectionPages(section: string): Promise<void> {
  const module = await sectionModule(section);
  if (!module) throw new Error(`No section "${section}" in the content index`);
  await Promise.all(module.nav.pages.map((meta) => loadPage(meta.url)));
}

/** Loads whatever a route needs before its first render; unknown routes load their section only. */
export async function preloadRoute(url: string): Promise<void> {
  if (isAppRoute(url)) return;
  const printable = printableSectionOf(url);
  if (printable) await loadSectionPages(printable);
  else await loadPage(url);
}

/** Development only: a page module re-run by hot module replacement replaces the cached one. */
export function replacePageModule(url: string, module: MdxModule): void {
  pages.set(url, module);
  changed();
}

export type RouteState = { status: 'loaded'; page: LoadedPage } | { status: 'not-found' };

/** What a route shows if everything it needs is loaded already; `undefined` while that is unknown. */
export function peekRoute(url: string): RouteState | undefined {
  return remembered(`route:${url}`, () => {
    const section = sections.get(sectionOf(url));
    if (!section) return loadSection[sectionOf(url)] ? undefined : { status: 'not-found' };
    if (!section.pages[url]) return { status: 'not-found' };
    const page = loaded(section, url);
    return page && { status: 'loaded', page };
  });
}

export const subscribe = listeners.subscribe;

/** Content routes: a page of the index, or the not-found page. */
export const contentRoutes: Loadable<RouteState> = { peek: peekRoute, load: loadPage, subscribe };

/** Combined printable pages, by section name. */
export const printableSections: Loadable<LoadedSection> = {
  peek: peekSectionPages,
  load: loadSectionPages,
  subscribe,
};
