import { jest } from '@jest/globals';
import { failedChunkUrl, reloadIfDeployed } from './stale-chunks';

function chunkError(request: string, code?: string): Error {
  return Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError', type: 'error', request, code });
}

const reload = jest.fn();
beforeEach(() => {
  reload.mockClear();
  window.sessionStorage.clear();
});

function answer(status: number | 'offline') {
  globalThis.fetch = jest.fn(() =>
    status === 'offline' ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve({ status } as Response),
  ) as typeof fetch;
}

it('reads the address of script and stylesheet chunk failures only', () => {
  expect(failedChunkUrl(chunkError('http://x/12.abcd1234.js'))).toBe('http://x/12.abcd1234.js');
  expect(failedChunkUrl(chunkError('http://x/12.abcd1234.css', 'CSS_CHUNK_LOAD_FAILED'))).toBe(
    'http://x/12.abcd1234.css',
  );
  expect(failedChunkUrl(new Error('Cannot find module'))).toBeUndefined();
  expect(failedChunkUrl(undefined)).toBeUndefined();
});

it('reloads once when the chunk is gone (404), and not again within the guard time', async () => {
  answer(404);
  await expect(reloadIfDeployed(chunkError('/12.abcd1234.js'), reload)).resolves.toBe(true);
  await expect(reloadIfDeployed(chunkError('/13.abcd1234.js'), reload)).resolves.toBe(false);
  expect(reload).toHaveBeenCalledTimes(1);
  expect(globalThis.fetch).toHaveBeenCalledWith('/12.abcd1234.js', { method: 'HEAD', cache: 'no-store' });
});

it('does not reload for a chunk that still exists or a network failure', async () => {
  answer(200);
  await expect(reloadIfDeployed(chunkError('/12.abcd1234.js'), reload)).resolves.toBe(false);
  answer('offline');
  await expect(reloadIfDeployed(chunkError('/12.abcd1234.js'), reload)).resolves.toBe(false);
  expect(reload).not.toHaveBeenCalled();
});
