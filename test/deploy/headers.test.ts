import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { HEADERS_FILE, contentSecurityPolicy, writeDeployHeaders } from '../../scripts/pipeline/9-headers/headers.ts';
import { headersFor, parseHeadersFile } from '../../scripts/pipeline/9-headers/headers-file.ts';
import { createStaticServer, listen } from '../../scripts/tools/server/static-server.ts';
import { ensureFixtureBuilt } from '../../scripts/tools/testing/fixture-site.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A built site's shape: pages, the worker, the manifest, hashed bundles, assets, the search index. */
function site(extra: string[] = []): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-headers-'));
  scratch.push(dir);
  for (const file of [
    'index.html',
    '404.html',
    'concepts/index.html',
    'concepts/modules/index.html',
    'app-shell/index.html',
    'sw.js',
    'manifest.webmanifest',
    'feed.xml',
    'runtime.0123abcd.js',
    'main.89abcdef.js',
    'main.89abcdef.css',
    '12.0123abcd.js',
    '4.abcdef01.js',
    '4.abcdef01.css',
    '905.deadbeef.js',
    'assets/graph.0badf00d.svg',
    'search-index.1234abcd.json',
    'icons/icon-192.png',
    ...extra,
  ]) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), file);
  }
  return dir;
}

function headersOf(dir: string) {
  const rules = parseHeadersFile(fs.readFileSync(path.join(dir, HEADERS_FILE), 'utf8'));
  return (url: string) => headersFor(rules, url);
}

describe('the _headers file', () => {
  it('caches hashed files for a year and revalidates everything else, as the hosts read it', () => {
    const dir = site();
    writeDeployHeaders(dir, {});
    const headers = headersOf(dir);
    for (const url of [
      '/runtime.0123abcd.js',
      '/main.89abcdef.js',
      '/main.89abcdef.css',
      '/12.0123abcd.js',
      '/4.abcdef01.css',
      '/905.deadbeef.js',
      '/assets/graph.0badf00d.svg',
      '/search-index.1234abcd.json',
    ]) {
      expect([url, headers(url).get('cache-control')]).toEqual([url, IMMUTABLE]);
    }
    for (const url of [
      '/',
      '/index.html',
      '/concepts/',
      '/concepts/modules/',
      '/404.html',
      '/sw.js',
      '/manifest.webmanifest',
    ]) {
      expect([url, headers(url).get('cache-control')]).toEqual([url, 'no-cache']);
    }
    for (const url of ['/', '/sw.js', '/main.89abcdef.js', '/concepts/modules/']) {
      expect(headers(url).get('content-security-policy')).toContain("default-src 'self'");
      expect(headers(url).get('x-content-type-options')).toBe('nosniff');
      expect(headers(url).get('x-frame-options')).toBe('DENY');
    }
  });

  it('fails the build when a rule would give a file the wrong cache policy', () => {
    // Not content-hashed, yet named like the chunks the `/4*.js` rule caches for a year.
    const dir = site(['4-legacy.js']);
    expect(() => writeDeployHeaders(dir, {})).toThrow(
      /\/4-legacy\.js: Cache-Control "[^"]*immutable", expected "no-cache"/,
    );
    expect(fs.existsSync(path.join(dir, HEADERS_FILE))).toBe(false);
  });
});

describe('the Content-Security-Policy', () => {
  const directive = (policy: string, name: string) =>
    policy
      .split('; ')
      .find((part) => part.startsWith(`${name} `))
      ?.split(' ')
      .slice(1);

  it('allows the site’s own scripts only, no inline script but by hash, and no other origin', () => {
    const policy = contentSecurityPolicy({ hosted: null });
    const scripts = directive(policy, 'script-src') ?? [];
    expect(scripts[0]).toBe("'self'");
    expect(scripts.slice(1).every((source) => source.startsWith("'sha256-"))).toBe(true);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('lets the hosted search and the analytics origins in only when they are configured', () => {
    const hosted = contentSecurityPolicy({ hosted: { appId: 'ABC123', apiKey: 'k', indexName: 'docs' } });
    expect(directive(hosted, 'connect-src')).toEqual([
      "'self'",
      'https://ABC123-dsn.algolia.net',
      'https://ABC123-1.algolianet.com',
      'https://ABC123-2.algolianet.com',
      'https://ABC123-3.algolianet.com',
    ]);
    const analytics = contentSecurityPolicy({ hosted: null, analyticsId: 'G-TEST1234' });
    expect(directive(analytics, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(analytics, 'script-src')).toHaveLength(4);
    expect(directive(analytics, 'connect-src')).toContain('https://*.google-analytics.com');
  });
});

describe('the fixture build', () => {
  let dist: string;
  beforeAll(() => {
    dist = ensureFixtureBuilt();
  }, 120000);

  it('writes _headers whose policy allows exactly the inline script every page starts with', () => {
    const inline = [
      ...fs.readFileSync(path.join(dist, 'concepts/index.html'), 'utf8').matchAll(/<script>([^<]*)<\/script>/g),
    ];
    expect(inline).toHaveLength(1);
    const policy = headersOf(dist)('/concepts/').get('content-security-policy') ?? '';
    expect(policy).toContain(`script-src 'self' ${sha256(inline[0][1])};`);
  });

  it('is served with those headers by npm run serve', async () => {
    const server = createStaticServer(dist);
    const base = await listen(server);
    try {
      const main = fs.readdirSync(dist).find((file) => /^main\.[0-9a-f]{8}\.js$/.test(file));
      const page = await fetch(`${base}/concepts/`);
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-");
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect((await fetch(`${base}/sw.js`)).headers.get('cache-control')).toBe('no-cache');
      expect((await fetch(`${base}/${main}`)).headers.get('cache-control')).toBe(IMMUTABLE);
    } finally {
      server.close();
    }
  });
});
