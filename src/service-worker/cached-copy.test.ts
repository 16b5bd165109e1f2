import { jest } from '@jest/globals';
import { openCachedCopy } from './cached-copy';
import { PAGES_CACHE } from '../shared/service-worker/config';

const reload = jest.fn();

/** A browser state: online or not, a controlling worker or not, and the pages its cache holds. */
function given({ online, controlled, cached }: { online: boolean; controlled: boolean; cached: string[] }) {
  reload.mockClear();
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { controller: controlled ? {} : null },
    configurable: true,
  });
  const open = jest.fn(async (name: string) => ({
    match: async (url: string) => (name === PAGES_CACHE && cached.includes(url) ? ({} as Response) : undefined),
  }));
  Object.assign(globalThis, { caches: { open } });
  window.history.replaceState(null, '', '/concepts/');
}

it('reloads offline when the worker has the page’s HTML', async () => {
  given({ online: false, controlled: true, cached: ['/concepts/'] });
  await expect(openCachedCopy('/concepts/', reload)).resolves.toBe(true);
  expect(reload).toHaveBeenCalledTimes(1);
});

it('does nothing online, without a worker, or when the page is not cached', async () => {
  given({ online: true, controlled: true, cached: ['/concepts/'] });
  await expect(openCachedCopy('/concepts/', reload)).resolves.toBe(false);
  given({ online: false, controlled: false, cached: ['/concepts/'] });
  await expect(openCachedCopy('/concepts/', reload)).resolves.toBe(false);
  given({ online: false, controlled: true, cached: ['/guides/'] });
  await expect(openCachedCopy('/concepts/', reload)).resolves.toBe(false);
  expect(reload).not.toHaveBeenCalled();
});
