import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { Compilation } from 'webpack';
// The plugin's own module: the package's index also loads GenerateSW, whose bundler (rollup, Babel,
// terser) took half a second of every build's start-up and is never used.
import { InjectManifest } from 'workbox-webpack-plugin/build/inject-manifest.js';
import { ROOT, SRC, WORK } from '../paths.ts';
import { ROUTE_CHUNKS } from '../../../src/shared/site.ts';
import { APP_SHELL_URL, HASHED_ASSET, type BuildFile } from '../../../src/shared/service-worker/config.ts';

/** What the worker fetches and when, for the `offline` phase to report (sizes in bytes). */
export const PRECACHE_REPORT = path.join(WORK, 'sw-precache.json');

export interface PrecacheReport {
  install: { files: number; bytes: number };
  idle: { files: number; bytes: number };
}

/**
 * Chunks the worker installs with the entry, by chunk name: whatever any page may need to start, so
 * every route renders offline from the app shell once the worker is installed. The route views
 * (`ROUTE_CHUNKS`), the home page's parts, which `/` renders from their chunks unless it is the page
 * first opened (`HOME_PARTS` in `Home.tsx`), and the mobile drawer, which every page loads right
 * after hydrating (`webpackChunkName` in `SidebarMobile.tsx`).
 */
const INSTALLED_CHUNKS: string[] = [...Object.values(ROUTE_CHUNKS), 'home-parts', 'home-sponsors', 'sidebar-mobile'];

/** The entry's files and those of the chunks above (with the chunks they share, and their stylesheets). */
function installedFiles(compilation: Compilation): Set<string> {
  const files = new Set(compilation.entrypoints.get('main')?.getFiles() ?? []);
  for (const name of INSTALLED_CHUNKS) {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) throw new Error(`service worker: no chunk named "${name}" to install`);
    for (const file of group.getFiles()) files.add(file);
  }
  return files;
}

/** Copied public files worth having offline: icons, the web app manifest, fonts (not the og image). */
const PUBLIC_PRECACHE = /^(?:favicon\.svg|manifest\.webmanifest|icons\/[^/]+\.png|.+\.woff2?)$/;

/**
 * The app shell's revision, known before the shell is rendered: the client build's hash (every module
 * the shell's markup and scripts come from) and the document template with the settings it reads.
 */
function appShellRevision(compilation: Compilation): string {
  return createHash('md5')
    .update(compilation.hash ?? '')
    .update(fs.readFileSync(path.join(ROOT, 'scripts/pipeline/6-prerender/html-document.ts')))
    .update(process.env.ANALYTICS_ID ?? '')
    .digest('hex');
}

type Entry = BuildFile & { size: number };

/**
 * Compiles `src/sw.ts` into `/sw.js` with the client build and gives it, up front, every file of the
 * build: the public files and the app shell to precache (revisioned), the hashed files any page needs
 * to start (installed with the worker), and every other hashed file (`idle`: fetched in the
 * background once a page has loaded and the browser is idle). Nothing changes `sw.js` afterwards.
 */
export function serviceWorkerPlugin(): InjectManifest {
  return new InjectManifest({
    swSrc: path.join(SRC, 'sw.ts'),
    swDest: 'sw.js',
    include: [
      ({ asset }: { asset: { name: string } }) =>
        HASHED_ASSET.test(`/${asset.name}`) || PUBLIC_PRECACHE.test(asset.name),
    ],
    // Hashed names are their own revision.
    dontCacheBustURLsMatching: HASHED_ASSET,
    maximumFileSizeToCacheInBytes: 10 * 2 ** 20,
    manifestTransforms: [
      (manifest, compilation) => {
        const build = compilation as Compilation;
        const installed = installedFiles(build);
        const files: Entry[] = manifest.map((entry) => {
          const file = entry.url.replace(/^\//, '');
          return HASHED_ASSET.test(`/${file}`) && !installed.has(file) ? { ...entry, idle: true } : entry;
        });
        const shell: Entry = { url: APP_SHELL_URL, revision: appShellRevision(build), size: 0 };
        const sum = (list: Entry[]) => ({
          files: list.length,
          bytes: list.reduce((total, file) => total + file.size, 0),
        });
        const report: PrecacheReport = {
          install: sum(files.filter((file) => !file.idle)),
          idle: sum(files.filter((file) => file.idle)),
        };
        fs.mkdirSync(path.dirname(PRECACHE_REPORT), { recursive: true });
        fs.writeFileSync(PRECACHE_REPORT, JSON.stringify(report));
        return { manifest: [...files, shell], warnings: [] };
      },
    ],
  });
}
