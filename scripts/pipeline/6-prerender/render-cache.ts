import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PageEntry, RouteData } from '../../../src/shared/content/types.ts';
import { codeFingerprint, contentAssetsFingerprint } from '../0-check/fingerprint.ts';
import type { RouteNeeds } from './prerender.ts';
import { INDEX_CACHE_FILE } from '../3-content-index/index-content.ts';

export interface RenderedRoute {
  html: string;
  head: string;
  routeData?: RouteData;
}

interface Inputs {
  /** Where the rendered markup of earlier builds is kept. */
  cacheDir: string;
  /** The generated modules the app imports (`sections.js`, `sections/<name>.js`). */
  generatedDir: string;
  contentDir: string;
  pages: PageEntry[];
}

const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0));

/** What the build works from rather than the app imports: it changes with every page edited. */
const BUILD_ONLY = new Set(['content-index.json', INDEX_CACHE_FILE]);

/**
 * The generated files every route may render from (`sections.js`, the page list, the supporters),
 * the section modules aside.
 */
function generatedData(dir: string): string {
  const hash = createHash('sha256');
  const names = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  for (const name of names.filter((entry) => !BUILD_ONLY.has(entry))) {
    const file = path.join(dir, name);
    if (fs.statSync(file).isFile()) hash.update(`${name}\0`).update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

/**
 * The markup a route rendered to in an earlier build, reused while nothing it renders from has
 * changed: the app's and the build's code (with the lockfile and settings), the generated data (the
 * list of sections, the page list, the supporters), its
 * own section's navigation module, the source of each page it shows, and every other content file
 * (images and partials a page may import). A route that shows no section (home, app shell) depends
 * on every generated module. Only the document around the markup is written anew, with the client
 * build's current file names. Editing one page's body re-renders that page and its printable section.
 */
export class RenderCache {
  private readonly shared: string;
  private readonly sourceOf: Map<string, string>;
  private readonly used = new Set<string>();

  constructor(private readonly inputs: Inputs) {
    const files = new Map(inputs.pages.map((page) => [page.url, path.join(inputs.contentDir, page.path)]));
    this.sourceOf = files;
    this.shared = createHash('sha256')
      .update(codeFingerprint())
      .update(contentAssetsFingerprint(inputs.contentDir, new Set(files.values())))
      .update(generatedData(inputs.generatedDir))
      .digest('hex');
    fs.mkdirSync(inputs.cacheDir, { recursive: true });
  }

  private sectionModules(route: RouteNeeds): string[] {
    const dir = path.join(this.inputs.generatedDir, 'sections');
    if (route.section !== undefined) return [path.join(dir, `${route.section || 'root'}.js`)];
    return fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .sort()
          .map((name) => path.join(dir, name))
      : [];
  }

  private keyOf(route: RouteNeeds): string {
    const hash = createHash('sha256').update(`${this.shared}\0${route.url}\0${(route.chunks ?? []).join(',')}\0`);
    for (const file of this.sectionModules(route)) hash.update(`${path.basename(file)}\0`).update(read(file));
    for (const url of route.pageUrls) hash.update(`${url}\0`).update(read(this.sourceOf.get(url) ?? ''));
    return hash.digest('hex');
  }

  async render(route: RouteNeeds, renderRoute: () => Promise<RenderedRoute>): Promise<RenderedRoute> {
    const key = this.keyOf(route);
    this.used.add(`${key}.json`);
    const file = path.join(this.inputs.cacheDir, `${key}.json`);
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as RenderedRoute;
    const rendered = await renderRoute();
    fs.writeFileSync(file, JSON.stringify(rendered));
    return rendered;
  }

  /** Forgets the markup no route of this build used. */
  prune(): void {
    for (const name of fs.readdirSync(this.inputs.cacheDir))
      if (!this.used.has(name)) fs.rmSync(path.join(this.inputs.cacheDir, name));
  }
}
