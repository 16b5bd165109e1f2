import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { FIXTURE_CONTENT } from '../../scripts/tools/testing/fixture-site.ts';
import { CHROMIUM_FLAGS, ensureChromium } from '../../scripts/tools/browser/chromium.ts';

/**
 * `npm start` on the fixture site with one page whose frontmatter has a typo, linked from another:
 * the writer sees exactly that one problem (no false broken link), and later edits keep compiling
 * without errors, so the dev server keeps sending hot updates. The server starts without parsing
 * the pages (a fresh work folder has no analyses of them): they are parsed in the background, and the
 * compilation after that brings their headings and link checks. Then, what a writer's browser gets
 * from it: any route as the app, and a saved page updated in place.
 */

let scratch: string;
let server: ChildProcess;
let output = '';

/** How long a wait for the dev server may take before the test fails with what the server printed. */
const WAIT_MS = 300000;

/** Resolves with the first compilation printed after `offset` in the output that `accept`s. */
function compilation(offset: number, accept: (text: string) => boolean = () => true): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const done = output
        .slice(offset)
        .split(/^webpack compiled.*$/m)
        .slice(0, -1);
      const found = done.find(accept);
      if (found === undefined) return;
      clearTimeout(timer);
      server.stdout!.off('data', check);
      resolve(found);
    };
    const timer = setTimeout(
      () =>
        reject(
          new Error(`no such compilation in ${WAIT_MS} ms; the dev server printed after it:\n${output.slice(offset)}`),
        ),
      WAIT_MS,
    );
    server.stdout!.on('data', check);
    server.once('exit', (code) => reject(new Error(`dev server exited (${code}):\n${output}`)));
    check();
  });
}

/** Resolves with the offset in the output just after the first line matching `pattern`. */
function printed(pattern: RegExp): Promise<number> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = pattern.exec(output);
      if (!match) return;
      server.stdout!.off('data', check);
      resolve(match.index + match[0].length);
    };
    server.stdout!.on('data', check);
    server.once('exit', (code) => reject(new Error(`dev server exited (${code}):\n${output}`)));
    check();
  });
}

/** The content problems a compilation printed: `file:line: message` of each warning or error. */
function problems(compilation: string): string[] {
  return [...compilation.matchAll(/^(WARNING|ERROR) in \S*?(content\/\S+?:\d+: [^\n]*)/gm)].map(
    (match) => `${match[1]} ${match[2]}`,
  );
}

beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-server-'));
  const content = path.join(scratch, 'content');
  fs.cpSync(FIXTURE_CONTENT, content, { recursive: true });
  fs.writeFileSync(path.join(content, 'guides/typo.mdx'), '---\ntitle: Typo\ntitel: x\n---\n\n## Section\n');
  fs.writeFileSync(
    path.join(content, 'guides/linking.mdx'),
    '---\ntitle: Linking\n---\n\nRead [the typo page](/guides/typo/#section).\n',
  );
  server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      CONTENT_DIR: content,
      WORK_DIR: path.join(scratch, 'work'),
      PORT: '0',
      CONTENT_CHECKS: 'strict',
    },
    detached: true,
  });
  server.stdout!.setEncoding('utf8');
  server.stderr!.setEncoding('utf8');
  server.stdout!.on('data', (chunk: string) => (output += chunk));
  server.stderr!.on('data', (chunk: string) => (output += chunk));
});

afterAll(async () => {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('close', resolve));
    process.kill(-server.pid!, 'SIGTERM');
    await exited;
  }
  fs.rmSync(scratch, { recursive: true, force: true });
}, 60000);

describe('the dev server with a page whose frontmatter fails', () => {
  it('reports exactly that one problem, and no broken link to the page', async () => {
    const typo = 'WARNING content/guides/typo.mdx:3: unknown frontmatter key "titel"';
    expect(problems(await compilation(0))).toEqual([typo]);
    const complete = await compilation(await printed(/^Content index: \d+ pages parsed in the background.*$/m));
    expect(problems(complete)).toEqual([typo]);
    expect(complete).not.toMatch(/broken (link|anchor)/);
    const index = JSON.parse(fs.readFileSync(path.join(scratch, 'work/generated/content-index.json'), 'utf8')) as {
      pages: { url: string; anchors: { id: string }[] }[];
    };
    expect(index.pages.find((page) => page.url === '/guides/typo/')?.anchors).toEqual([
      { title: 'Section', id: 'section', level: 2 },
    ]);
  }, 600000);

  it('keeps compiling without errors when another page breaks, so other pages still update', async () => {
    const offset = output.length;
    fs.writeFileSync(path.join(scratch, 'content/guides/broken.mdx'), '---\ntitle: Broken\n---\n\nBroken <div here\n');
    const next = await compilation(offset, (text) => text.includes('broken.mdx'));
    expect(problems(next)).toEqual([
      expect.stringMatching(/^WARNING content\/guides\/broken\.mdx:5: MDX syntax error/),
      'WARNING content/guides/typo.mdx:3: unknown frontmatter key "titel"',
    ]);
    expect(output).not.toMatch(/^ERROR/m);
    expect(output).not.toContain('compiled with errors');
  }, 600000);
});

describe('the dev server in a browser', () => {
  const base = async () => {
    await printed(/^Content index: \d+ pages parsed in the background.*$/m);
    return /^Dev server: (http:\S+)\/$/m.exec(output)![1];
  };

  it('answers any route with the app, public files as they are, a path without its slash with a 301', async () => {
    const url = await base();
    const page = await fetch(`${url}/guides/caching/`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<script defer src="\/main\.js">/);
    expect((await fetch(`${url}/no/such/page/`, { headers: { Accept: 'text/html' } })).status).toBe(200);
    const favicon = await fetch(`${url}/favicon.svg`);
    expect([favicon.status, favicon.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    expect((await fetch(`${url}/no-such-script.js`, { headers: { Accept: 'application/javascript' } })).status).toBe(
      404,
    );
    const redirect = await fetch(`${url}/guides/caching`, { redirect: 'manual' });
    expect([redirect.status, redirect.headers.get('location')]).toEqual([301, '/guides/caching/']);
  }, 600000);

  it('shows a saved page in the open browser without reloading it', async () => {
    const url = await base();
    const file = path.join(scratch, 'content/guides/caching.mdx');
    const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS });
    try {
      const page = await browser.newPage();
      await page.goto(`${url}/guides/caching/`);
      await page.getByRole('heading', { level: 1, name: 'Caching' }).waitFor({ timeout: 120000 });
      await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
      fs.appendFileSync(file, '\nA sentence saved while the page is open.\n');
      await page.getByText('A sentence saved while the page is open.').waitFor({ timeout: 120000 });
      expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    } finally {
      await browser.close();
    }
  }, 600000);
});

describe('the dev server when its port is taken', () => {
  it('stops with a message that names the port and the fix', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as net.AddressInfo;
    try {
      const start = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
        env: {
          ...process.env,
          CONTENT_DIR: FIXTURE_CONTENT,
          WORK_DIR: path.join(scratch, 'work-taken'),
          PORT: String(port),
        },
      });
      let printed = '';
      start.stderr!.setEncoding('utf8').on('data', (chunk: string) => (printed += chunk));
      const code = await new Promise((resolve) => start.once('close', resolve));
      expect({ code, printed: printed.trim() }).toEqual({
        code: 1,
        printed: `npm start: port ${port} is in use on 127.0.0.1: stop what serves it, or set PORT`,
      });
    } finally {
      taken.close();
    }
  }, 600000);
});
