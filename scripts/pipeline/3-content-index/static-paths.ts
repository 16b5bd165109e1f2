import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC } from '../paths.ts';
import { namesAFile } from '../../../src/shared/content/routes.ts';
import { WEB_MANIFEST_PATH } from '../../../src/shared/site.ts';

/** Files the build writes beside the pages; links to them are valid. */
const GENERATED_FILES = new Set(['/feed.xml', '/sitemap.xml', '/robots.txt', '/llms.txt', WEB_MANIFEST_PATH, '/sw.js']);

/** Whether a site path names a file the site serves (generated, or copied from `public/`). */
export function isStaticPath(pathname: string): boolean {
  if (GENERATED_FILES.has(pathname)) return true;
  if (pathname.endsWith('/index.md')) return true;
  return namesAFile(pathname) && fs.existsSync(path.join(PUBLIC, pathname));
}
