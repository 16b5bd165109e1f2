import fs from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import { createStaticServer, listen } from '../../../scripts/server/static-server.ts';

/**
 * Serves the two builds the browser tests drive on 127.0.0.1: the fixture site (engine behaviour on
 * known content) and the real site (`dist/`, crawled page by page).
 */
export default async function globalSetup(): Promise<void> {
  const builds = {
    FIXTURE_ORIGIN: process.env.FIXTURE_DIST ?? '.build/fixture/dist',
    SITE_ORIGIN: process.env.SITE_DIST ?? 'dist',
  };
  const servers: Server[] = [];
  for (const [variable, dir] of Object.entries(builds)) {
    const root = path.resolve(dir);
    // Tests that need a build nobody made fail with this message (see siteOrigin()/origin()).
    if (!fs.existsSync(path.join(root, '404.html'))) continue;
    const server = createStaticServer(root);
    process.env[variable] = await listen(server);
    servers.push(server);
  }
  (globalThis as { __siteServers?: Server[] }).__siteServers = servers;
}
