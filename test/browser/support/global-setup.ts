import fs from 'node:fs';
import path from 'node:path';
import { createStaticServer, listen } from '../../../scripts/server/static-server.ts';

/** Serves the built `dist/` on 127.0.0.1 for every browser test. */
export default async function globalSetup(): Promise<void> {
  const dist = path.resolve(process.env.SITE_DIST ?? 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${dist} has no build: run the browser tests through npm test, which builds it first.`);
  }
  const server = createStaticServer(dist);
  process.env.SITE_ORIGIN = await listen(server);
  (globalThis as { __siteServer?: typeof server }).__siteServer = server;
}
