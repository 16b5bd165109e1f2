import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import {
  APP_SHELL_URL,
  HASHED_ASSET,
  OFFLINE_MANIFEST_URL,
  SEARCH_INDEX,
  type OfflineManifest,
} from '../../../src/shared/service-worker/config.ts';
import { PRECACHE_REPORT, type PrecacheReport } from './service-worker-plugin.ts';
import { isPrintableUrl } from '../../../src/shared/content/navigation.ts';

/**
 * The build's `offline` phase, after prerendering and the search index: it only adds
 * `offline-manifest.json`, every route and every hashed file, for "Save for offline". The worker
 * itself got the list of the build's files when the client build compiled it.
 */

export interface OfflineFilesResult {
  /** Files and bytes every visitor's worker downloads on install. */
  installFiles: number;
  installBytes: number;
  /** Files and bytes it fetches in the background once a page is idle (unless the reader saves data). */
  idleFiles: number;
  idleBytes: number;
  /** What "Save for offline" fetches: routes, hashed files and their bytes. */
  pages: number;
  assets: number;
  offlineBytes: number;
}

function walk(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(file, base) : [`/${path.relative(base, file).split(path.sep).join('/')}`];
  });
}

const md5 = (data: Buffer | string) => createHash('md5').update(data).digest('hex');

/**
 * `/concepts/index.html` → `/concepts/`. Not saved: the app shell (precached), the not-found page, and
 * the combined printable copies (a third of the HTML bytes; opened by link they still work offline,
 * built from the saved page chunks).
 */
function routeOf(file: string): string | undefined {
  if (!file.endsWith('/index.html') || file === APP_SHELL_URL) return undefined;
  const route = file.slice(0, -'index.html'.length);
  return isPrintableUrl(route) ? undefined : route;
}

/** Lists what "Save for offline" fetches from a built site. */
export function offlineManifestOf(outDir: string): OfflineManifest {
  const files = walk(outDir).sort();
  const pages = files.map(routeOf).filter((url): url is string => url !== undefined);
  const assets = files.filter((file) => HASHED_ASSET.test(file) || SEARCH_INDEX.test(file));
  const size = (file: string) => fs.statSync(path.join(outDir, file)).size;
  const bytes = [...pages.map((url) => `${url}index.html`), ...assets].reduce((sum, file) => sum + size(file), 0);
  const version = md5(JSON.stringify([pages, assets])).slice(0, 12);
  return { version, pages, assets, bytes };
}

export function writeOfflineFiles(outDir: string): OfflineFilesResult {
  const manifest = offlineManifestOf(outDir);
  fs.writeFileSync(path.join(outDir, OFFLINE_MANIFEST_URL), JSON.stringify(manifest));
  const report = JSON.parse(fs.readFileSync(PRECACHE_REPORT, 'utf8')) as PrecacheReport;
  return {
    installFiles: report.install.files,
    installBytes: report.install.bytes,
    idleFiles: report.idle.files,
    idleBytes: report.idle.bytes,
    pages: manifest.pages.length,
    assets: manifest.assets.length,
    offlineBytes: manifest.bytes,
  };
}

export function formatOfflineFiles(result: OfflineFilesResult): string {
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  return (
    `offline: the worker installs ${result.installFiles} files (${kb(result.installBytes)}) and fetches ` +
    `${result.idleFiles} more (${kb(result.idleBytes)}) once a page is idle; ` +
    `"Save for offline" fetches ${result.pages} pages and ${result.assets} files (${kb(result.offlineBytes)})`
  );
}
