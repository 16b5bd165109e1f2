import type { ComponentType } from 'react';
import { loadSection, sectionNames } from '@generated/sections';
import { listenerSet, type Loadable } from '../routes/use-loaded';
import { printableSectionOf, printableUrl, sectionOfUrl } from '../shared/content/navigation';
import { isAppRoute } from '../shared/content/routes';
import type { PageMeta, RouteData, SectionNav } from '../shared/content/types';

/** A page's compiled MDX, as its chunk exports it. */
export interface MdxModule {
  default: ComponentType;
}

/** A page's content, ready to render: its MDX with the site's components provided (`mdx-runtime`). */
export type MdxContent = ComponentType;

/**
 * The site's MDX components (`MDX_RUNTIME_CHUNK`), loaded with the first page content; the first page
 * opened needs only their stylesheet, which its HTML links.
 */
const mdxRuntime = () => import(/* webpackChunkName: "mdx-runtime" */ '../mdx-runtime');

/** A section's module (`scripts/pipeline/3-content-index/generate.ts`), loaded by client-side navigation. */
export interface SectionModule {
  nav: SectionNav;
  metas: Record<string, PageMeta>;
  pages: Record<string, () => Promise<MdxModule>>;
}

/**
 * A page ready to render. Without `Content`, its article is the one already in the document: the
 * first page a browser opens hydrates from its HTML and route data, and never loads its own chunk.
 */
export interface LoadedPage {
  nav: SectionNav;
  meta: PageMeta;
  Content?: MdxContent;
}

export type RouteState = { status: 'loaded'; page: LoadedPage } | { status: 'not-found' };

export interface LoadedSection {
  nav: SectionNav;
  /** Every page of the section, in sidebar order, each with its content unless it is in the document. */
  pages: { url: string; title: string; Content?: MdxContent }[];
}

/**
 * What is known, kept so that whatever was loaded before a render (on the server, and in the browser
 * before hydration) renders synchronously and the first client render matches the prerendered HTML.
 */
const navs = new Map<string, SectionNav>();
const metas = new Map<string, PageMeta>();
const modules = new Map<string, SectionModule>();
const contents = new Map<string, MdxContent>();
/** The route whose markup is in the document, until its article leaves the screen. */
let documentRoute: { url: string; notFound: boolean } | undefined;

const listeners = listenerSet();
export const subscribe = listeners.subscribe;

/**
 * What the `peek…` functions answered, so they answer with the same object until something new is
 * known (React compares the snapshots of an external store by identity).
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

/** The navigation of a route's section, if known. */
export function peekSection(url: string): SectionNav | undefined {
  return navs.get(sectionOf(url));
}

/** A page's own data (title, anchors, ...), if known. */
export function peekMeta(url: string): PageMeta | undefined {
  return metas.get(url);
}

async function sectionModule(section: string): Promise<SectionModule | undefined> {
  const known = modules.get(section);
  if (known) return known;
  const load = loadSection[section];
  if (!load) return undefined;
  const module: SectionModule = await load();
  if (!modules.has(section)) {
    modules.set(section, module);
    navs.set(section, module.nav);
    for (const [url, meta] of Object.entries(module.metas)) metas.set(url, meta);
    changed();
  }
  return module;
}

/** Loads the data of a route's section: its navigation and every page's own data. */
export async function loadSectionOf(url: string): Promise<void> {
  await sectionModule(sectionOf(url));
}

/** Loads a page's section data and content chunk; resolves quietly when no page has that route. */
export async function loadPage(url: string): Promise<void> {
  const load = (await sectionModule(sectionOf(url)))?.pages[url];
  if (!load || contents.has(url)) return;
  const [module, { withMdxComponents }] = await Promise.all([load(), mdxRuntime()]);
  if (!contents.has(url)) {
    contents.set(url, withMdxComponents(module.default));
    changed();
  }
}

/** What a route shows if everything it needs is known already; `undefined` while that is unknown. */
export function peekRoute(url: string): RouteState | undefined {
  return remembered(`route:${url}`, (): RouteState | undefined => {
    const section = sectionOf(url);
    const inDocument = documentRoute?.url === url;
    if (inDocument && documentRoute?.notFound) return { status: 'not-found' };
    const module = modules.get(section);
    if ((module && !module.pages[url]) || !loadSection[section]) return { status: 'not-found' };
    const nav = navs.get(section);
    const meta = metas.get(url);
    const Content = contents.get(url);
    if (!nav || !meta || (!Content && !inDocument)) return undefined;
    return { status: 'loaded', page: { nav, meta, Content: inDocument ? undefined : Content } };
  });
}

/** Every page of a printable section, if all are known (their content loaded, or in the document). */
export function peekSectionPages(section: string): LoadedSection | undefined {
  return remembered(`section:${section}`, () => {
    const nav = navs.get(section);
    if (!nav) return undefined;
    const inDocument = documentRoute?.url === printableUrl(section);
    const pages = nav.pages.map(({ url, title }) => ({ url, title, Content: inDocument ? undefined : contents.get(url) }));
    return inDocument || pages.every((page) => page.Content) ? { nav, pages } : undefined;
  });
}

/** Loads a section's data and every one of its pages (the combined printable page). */
export async function loadSectionPages(section: string): Promise<void> {
  const module = await sectionModule(section);
  if (!module) throw new Error(`No section "${section}" in the content index`);
  await Promise.all(module.nav.pages.map((page) => loadPage(page.url)));
}

/** Loads whatever a route renders, for a render with nothing from the document (server, app shell). */
export async function preloadRoute(url: string): Promise<void> {
  if (isAppRoute(url)) return;
  const printable = printableSectionOf(url);
  if (printable) await loadSectionPages(printable);
  else await loadPage(url);
}

/** The data the server rendered a route with, for its HTML (see `RouteData`). */
export function routeDataOf(url: string): RouteData | undefined {
  if (isAppRoute(url)) return undefined;
  const printable = printableSectionOf(url);
  if (printable) return { url, nav: navs.get(printable) };
  const route = peekRoute(url);
  if (route?.status === 'loaded') return { url, nav: route.page.nav, meta: route.page.meta };
  return { url, notFound: true };
}

/**
 * Takes what a prerendered page carries before hydration: its route data, and its article, which
 * stays the document's own until it leaves the screen (`releaseDocument`). `location` is where the
 * HTML is shown: the not-found page is one file, served at any unknown path.
 */
export function adoptDocument(data: RouteData, location: string): void {
  if (data.nav) navs.set(data.nav.section, data.nav);
  if (data.meta) metas.set(data.meta.url, data.meta);
  documentRoute = data.notFound ? { url: location, notFound: true } : { url: data.url, notFound: false };
  changed();
}

/** The document's article left the screen (or never was hydrated): the route now needs its chunk. */
export function releaseDocument(): void {
  if (!documentRoute) return;
  documentRoute = undefined;
  changed();
}

/** Development only: a page module re-run by hot module replacement replaces the cached one. */
export async function replacePageModule(url: string, module: MdxModule): Promise<void> {
  const { withMdxComponents } = await mdxRuntime();
  contents.set(url, withMdxComponents(module.default));
  changed();
}

/** Content routes: a page of the index, or the not-found page. */
export const contentRoutes: Loadable<RouteState> = { peek: peekRoute, load: loadPage, subscribe };

/** Combined printable pages, by section name. */
export const printableSections: Loadable<LoadedSection> = {
  peek: peekSectionPages,
  load: loadSectionPages,
  subscribe,
};
