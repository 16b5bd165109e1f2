import fs from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, ensureChromium } from '../browser/chromium.ts';

export interface DevServerFigures {
  /** From `npm start` in a fresh work folder (no caches) to the first page answered. */
  startMs: number;
  /** From saving a page to the open browser showing the change: each save, then median and p95. */
  hotUpdateSamplesMs: number[];
  hotUpdateMedianMs: number;
  hotUpdateP95Ms: number;
}

/** Saves timed, after one that warms the server's caches up. */
const SAVES = 10;

/**
 * Run in the page before a save (a string: this project has no DOM types): notes the wall-clock time
 * of the first frame after `marker` is added to the page, as `window.__shownAt`. Timed in the page
 * because a test-side text query polls a long page too slowly to time it (a few hundred ms late).
 */
function watchFor(marker: string): string {
  return `delete window.__shownAt;
new MutationObserver((records, observer) => {
  const added = records.some((record) => [...record.addedNodes].some((node) => node.textContent?.includes(${JSON.stringify(marker)})));
  if (!added) return;
  observer.disconnect();
  requestAnimationFrame(() => { window.__shownAt = Date.now(); });
}).observe(document.body, { childList: true, subtree: true, characterData: true });`;
}

function percentile(samples: number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`dev server did not answer ${url} within ${timeoutMs} ms`);
}

/**
 * Resolves once the server has printed `pattern` and then finished a compilation: the first index of
 * a fresh work folder parses the pages in the background and recompiles with them (a full reload of
 * an open page), which would land in the middle of the timed saves.
 */
function compiledAfter(server: ChildProcess, pattern: RegExp): Promise<void> {
  let output: string | undefined = '';
  return new Promise((resolve) => {
    // Read to the end (a pipe left unread would hold the server's writes back).
    server.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      if (output === undefined) return;
      output += chunk;
      const match = pattern.exec(output);
      if (!match || !/webpack compiled/.test(output.slice(match.index))) return;
      output = undefined;
      resolve();
    });
  });
}

/** Starts `npm start`, times the first answer, then times hot updates of one page in Chromium. */
export async function measureDevServer(work: string, pageFile: string, route: string): Promise<DevServerFigures> {
  const port = 3917;
  fs.rmSync(work, { recursive: true, force: true });
  const started = performance.now();
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, PORT: String(port), WORK_DIR: work },
    stdio: ['ignore', 'pipe', 'ignore'],
    detached: true,
  });
  const indexed = compiledAfter(server, /^Content index: .*$/m);
  const original = fs.readFileSync(pageFile, 'utf8');
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS });
  try {
    const url = `http://127.0.0.1:${port}${route}`;
    await waitForServer(url, 180000);
    const startMs = Math.round(performance.now() - started);
    await indexed;
    const page = await browser.newPage();
    await page.goto(url);
    await page.waitForSelector('.page__body');
    const samples: number[] = [];
    for (let save = 0; save <= SAVES; save++) {
      const marker = `Hot update check ${save} ${Date.now()}`;
      await page.evaluate(watchFor(marker));
      const saved = Date.now();
      fs.writeFileSync(pageFile, `${original}\n${marker}\n`);
      const shownAt = await page.waitForFunction('window.__shownAt', undefined, { timeout: 60000 });
      if (save > 0) samples.push(Number(await shownAt.jsonValue()) - saved);
    }
    return {
      startMs,
      hotUpdateSamplesMs: samples,
      hotUpdateMedianMs: percentile(samples, 0.5),
      hotUpdateP95Ms: percentile(samples, 0.95),
    };
  } finally {
    fs.writeFileSync(pageFile, original);
    await browser.close();
    if (server.pid) process.kill(-server.pid);
  }
}
