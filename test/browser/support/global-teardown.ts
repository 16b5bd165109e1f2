import type { Server } from 'node:http';

export default async function globalTeardown(): Promise<void> {
  const servers = (globalThis as { __siteServers?: Server[] }).__siteServers ?? [];
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
}
