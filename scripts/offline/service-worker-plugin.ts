import fs from 'node:fs';
import path from 'node:path';
import type { Compilation } from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import { SRC, WORK } from '../webpack/paths.ts';

/** What the client build precaches, for the `offline` phase to report (sizes in bytes). */
export const PRECACHE_REPORT = path.join(WORK, 'sw-precache.json');

export interface PrecacheReport {
  entries: { url: string; size: number }[];
}

/** Files every page needs, precached at install: the entry's scripts and stylesheets. */
function entryFiles(compilation: Compilation): Set<string> {
  return new Set(compilation.entrypoints.get('main')?.getFiles() ?? []);
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
        entryFiles(compilation).has(asset.name) || PUBLIC_PRECACHE.test(asset.name),
    ],
    // Hashed names are their own revision.
    dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.(?:js|css)$/,
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
