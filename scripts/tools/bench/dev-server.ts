import fs from 'node:fs';
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, ensureChromium } from '../browser/chromium.ts';

export interface DevServerFigures {
  /** From `npm start` to the first page answered. */
  startMs: number;
  /** From saving a page to the open browser showing the change. */
  hotUpdateMs: number;
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

/** Starts `npm start`, times the first answer, then times a hot update of one page in Chromium. */
export async function measureDevServer(work: string, pageFile: string, route: string): Promise<DevServerFigures> {
  const port = 3917;
  const started = performance.now();
  const server = spawn('npx', ['webpack', 'serve', '-c', 'webpack.config.ts'], {
    env: { ...process.env, NODE_OPTIONS: '--import=tsx', PORT: String(port), WORK_DIR: work },
    stdio: 'ignore',
    detached: true,
  });
  const original = fs.readFileSync(pageFile, 'utf8');
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS });
  try {
    const url = `http://127.0.0.1:${port}${route}`;
    await waitForServer(url, 180000);
    const startMs = Math.round(performance.now() - started);
    const page = await browser.newPage();
    await page.goto(url);
    await page.waitForSelector('.page__body');
    const marker = `Hot update check ${Date.now()}`;
    const saved = performance.now();
    fs.writeFileSync(pageFile, `${original}\n${marker}\n`);
    await page.waitForSelector(`text=${marker}`, { timeout: 60000 });
    return { startMs, hotUpdateMs: Math.round(performance.now() - saved) };
  } finally {
    fs.writeFileSync(pageFile, original);
    await browser.close();
    if (server.pid) process.kill(-server.pid);
  }
}
