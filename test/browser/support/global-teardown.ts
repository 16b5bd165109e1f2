import type { BrowserTestsState } from './global-setup.ts';

export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as { __browserTests?: BrowserTestsState }).__browserTests;
  if (!state) return;
  await state.browser.close();
  await Promise.all(state.servers.map((server) => new Promise((resolve) => server.close(resolve))));
}
