import fs from 'node:fs';
import path from 'node:path';
import type { Compilation } from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import { SRC, WORK } from '../webpack/paths.ts';
import { ROUTE_CHUNKS } from '../../src/site.ts';
import { HASHED_ASSET } from '../../src/service-worker/config.ts';

/** What the client build precaches, for the `offline` phase to report (sizes in bytes). */
export const PRECACHE_REPORT = path.join(WORK, 'sw-precache.json');

export interface PrecacheReport {
  entries: { url: string; size: number }[];
}

/**
 * Lazy chunks precached with the entry, by chunk name: the route views (`ROUTE_CHUNKS`), so `/`,
 * `/vote/` and the others open offline once any page has installed the worker. The search modal and its index are cached when
 * search is first used (or by "Save for offline"): readers who never search never download them.
 */
export const PRECACHED_CHUNKS: string[] = Object.values(ROUTE_CHUNKS);

/**
 * Files precached at install: the entry's scripts and stylesheets, which every page needs, and those
 * of the chunks above (with the chunks they share, and their stylesheets).
 */
const precached = new WeakMap<Compilation, Set<string>>();
function precachedFiles(compilation: Compilation): Set<string> {
  const known = precached.get(compilation);
  if (known) return known;
  const files = new Set(compilation.entrypoints.get('main')?.getFiles() ?? []);
  for (const name of PRECACHED_CHUNKS) {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) throw new Error(`service worker: no chunk named "${name}" to precache`);
    for (const file of group.getFiles()) files.add(file);
  }
  precached.set(compilation, files);
  return files;
}

/** Copied public files worth having offline: icons, the web app manifest, fonts (not the og image). */
const PUBLIC_PRECACHE = /^(?:favicon\.svg|manifest\.webmanifest|icons\/[^/]+\.png|.+\.woff2?)$/;

/**
 * Compiles `src/sw.ts` into `/sw.js` with the client build and injects the precache list of the
 * client's own files. The HTML does not exist yet: the build's `offline` phase adds the app shell
 * (see `offline-files.ts`).
 */
export function serviceWorkerPlugin(): InjectManifest {
  return new InjectManifest({
    swSrc: path.join(SRC, 'sw.ts'),
    swDest: 'sw.js',
    include: [
      ({ asset, compilation }: { asset: { name: string }; compilation: Compilation }) =>
        precachedFiles(compilation).has(asset.name) || PUBLIC_PRECACHE.test(asset.name),
    ],
    // Hashed names are their own revision.
    dontCacheBustURLsMatching: HASHED_ASSET,
    manifestTransforms: [
      (manifest) => {
        const report: PrecacheReport = { entries: manifest.map(({ url, size }) => ({ url, size })) };
        fs.mkdirSync(path.dirname(PRECACHE_REPORT), { recursive: true });
        fs.writeFileSync(PRECACHE_REPORT, JSON.stringify(report));
        return { manifest, warnings: [] };
      },
    ],
  });
}
