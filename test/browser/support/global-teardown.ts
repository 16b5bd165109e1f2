import type { Server } from 'node:http';

export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as { __siteServer?: Server }).__siteServer;
  await new Promise((resolve) => server?.close(resolve));
}
