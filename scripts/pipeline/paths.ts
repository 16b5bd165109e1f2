import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where things live; every build step resolves paths from here. `CONTENT_DIR`, `OUT_DIR` and
 * `WORK_DIR` let a test build a fixture site without touching the real one.
 */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SRC = path.join(ROOT, 'src');
export const PUBLIC = path.join(ROOT, 'public');
export const CONTENT = path.resolve(process.env.CONTENT_DIR ?? path.join(ROOT, 'content'));
export const DIST = path.resolve(process.env.OUT_DIR ?? path.join(ROOT, 'dist'));
/** Intermediate files of a build: generated modules, the staging folder, the server bundle. */
export const WORK = path.resolve(process.env.WORK_DIR ?? path.join(ROOT, '.build'));
export const GENERATED = path.join(WORK, 'generated');
/** Where a build writes before it replaces the output folder. */
export const STAGING = path.join(WORK, 'dist-next');
export const CLIENT_MANIFEST = path.join(WORK, 'client-manifest.json');
/** The server bundle (`webpack.ssg.ts`), which the prerender renders every route with. */
export const SERVER_BUNDLE = path.join(WORK, 'ssg', 'server.cjs');
/** Prerendered markup of routes, reused while what they render from is unchanged. */
export const RENDER_CACHE = path.join(WORK, 'render-cache');
/** Compiled MDX pages, shared by the precompile phase and both bundles. */
export const MDX_CACHE = path.join(WORK, 'mdx');
