import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { HASHED_ASSET, SEARCH_INDEX } from '../../../src/shared/service-worker/config.ts';
import { ANALYTICS_LOADER, HEAD_SCRIPT, analyticsScript } from '../6-prerender/html-document.ts';
import { hostedSearchFromEnv, type HostedSearchConfig } from '../../../src/shared/search/hosted.ts';
import { headersFor, parseHeadersFile } from './headers-file.ts';

/**
 * `dist/_headers`, in the format Netlify and Cloudflare Pages read (and `npm run serve` applies):
 *
 * - every response: a strict Content-Security-Policy (scripts from the site itself only, the inline
 *   head script by its hash, the hosted search and analytics origins only when they are configured)
 *   and the usual hardening headers;
 * - content-hashed files: cached for a year, immutable; everything else (HTML, `sw.js`, the web app
 *   manifest, ...): `no-cache`, revalidated on every use.
 *
 * When several rules match a path, hosts join their values: the cache rules never overlap. Hashed
 * files at the root are named `{chunk id}.{hash}.{ext}`, so one rule per first character of their
 * names covers them without matching `sw.js` or `404.html`; the build checks every file against the
 * written rules (`checkHeaders`).
 */

export const HEADERS_FILE = '_headers';
/** Cloudflare Pages reads at most this many rules. */
const MAX_RULES = 100;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Files named by their content: the bundles' output and the search index. */
const isHashed = (url: string) => HASHED_ASSET.test(url) || SEARCH_INDEX.test(url);

export interface PolicyOptions {
  hosted: HostedSearchConfig | null;
  /** The analytics id the build was given (`ANALYTICS_ID`), if any. */
  analyticsId?: string;
}

/** `'sha256-…'`: allows exactly this inline script. */
function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
}

/** The hosts DocSearch queries for an application (its reads, then its fallbacks). */
function searchHosts(appId: string): string[] {
  return [`https://${appId}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`)];
}

/** Where Google's tag loads from and reports to. */
const ANALYTICS_ORIGINS = [
  'https://*.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];

export function contentSecurityPolicy({ hosted, analyticsId }: PolicyOptions): string {
  const analytics = analyticsScript(analyticsId ?? '');
  const analyticsInline = /^<script>([\s\S]*)<\/script>$/.exec(analytics)?.[1];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      scriptHash(HEAD_SCRIPT),
      ...(analyticsInline ? [scriptHash(analyticsInline), new URL(ANALYTICS_LOADER).origin] : []),
    ],
    // Highlighted code and a few components set style attributes: inline styles, never scripts.
    ['style-src', "'self'", "'unsafe-inline'"],
    // Contributor avatars and sponsor logos come from their own hosts.
    ['img-src', "'self'", 'data:', 'https:'],
    ['font-src', "'self'"],
    [
      'connect-src',
      "'self'",
      ...(hosted ? searchHosts(hosted.appId) : []),
      ...(analyticsInline ? ANALYTICS_ORIGINS : []),
    ],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

function securityHeaders(options: PolicyOptions): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(options)],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Strict-Transport-Security', 'max-age=31536000'],
  ];
}

interface Rule {
  path: string;
  headers: [string, string][];
}

/**
 * The cache rule of each root file: a hashed one by the first character of its chunk id and its
 * extension (`/1*.js`), or by its name (`/main.*.css`); any other file by its exact path.
 */
function rootFileRule(name: string): Rule {
  if (!isHashed(`/${name}`)) return { path: `/${name}`, headers: [['Cache-Control', REVALIDATE]] };
  const [id, , extension] = name.split('.');
  const pattern = /^\d/.test(id) ? `/${id[0]}*.${extension}` : `/${id}.*.${extension}`;
  return { path: pattern, headers: [['Cache-Control', IMMUTABLE]] };
}

/** The rules for a built site: security headers everywhere, then one cache rule per kind of path. */
export function headerRules(outDir: string, options: PolicyOptions): Rule[] {
  const entries = fs.readdirSync(outDir, { withFileTypes: true }).filter((entry) => entry.name !== HEADERS_FILE);
  const directories = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const cacheRules = [
    { path: '/', headers: [['Cache-Control', REVALIDATE]] },
    ...directories.map((name): Rule => {
      const hashed = isHashed(`/${name}/file`);
      return { path: `/${name}/*`, headers: [['Cache-Control', hashed ? IMMUTABLE : REVALIDATE]] };
    }),
    ...entries.filter((entry) => entry.isFile()).map((entry) => rootFileRule(entry.name)),
  ] as Rule[];
  const unique = [...new Map(cacheRules.map((rule) => [rule.path, rule])).values()];
  return [{ path: '/*', headers: securityHeaders(options) }, ...unique.sort((a, b) => a.path.localeCompare(b.path))];
}

export function formatHeaders(rules: Rule[]): string {
  return `${rules.map((rule) => [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n\n')}\n`;
}

/** Every path a browser asks the site for: each file, and each page by its route (`/concepts/`). */
function requestPaths(outDir: string, dir = outDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return requestPaths(outDir, file);
    const url = `/${path.relative(outDir, file).split(path.sep).join('/')}`;
    return url.endsWith('/index.html') ? [url, url.slice(0, -'index.html'.length)] : [url];
  });
}

/**
 * The written file, read as a host reads it, gives every path of the site the cache policy it needs
 * and the security headers; anything else is a mistake in the rules, reported with the path.
 */
export function checkHeaders(outDir: string, text: string): string[] {
  const rules = parseHeadersFile(text);
  const problems: string[] = [];
  if (rules.length > MAX_RULES) problems.push(`${rules.length} rules: Cloudflare Pages reads ${MAX_RULES} at most`);
  for (const url of requestPaths(outDir)) {
    if (url === `/${HEADERS_FILE}`) continue;
    const headers = headersFor(rules, url);
    const expected = isHashed(url) ? IMMUTABLE : REVALIDATE;
    if (headers.get('cache-control') !== expected)
      problems.push(`${url}: Cache-Control "${headers.get('cache-control') ?? ''}", expected "${expected}"`);
    if (!headers.has('content-security-policy')) problems.push(`${url}: no Content-Security-Policy`);
  }
  return problems;
}

/** The build's `headers` phase: writes `_headers` for the site in `outDir` and checks it. */
export function writeDeployHeaders(outDir: string, env: NodeJS.ProcessEnv = process.env): number {
  const rules = headerRules(outDir, { hosted: hostedSearchFromEnv(env), analyticsId: env.ANALYTICS_ID });
  const text = formatHeaders(rules);
  const problems = checkHeaders(outDir, text);
  if (problems.length > 0) throw new Error(`${HEADERS_FILE} would be wrong:\n  ${problems.join('\n  ')}`);
  fs.writeFileSync(path.join(outDir, HEADERS_FILE), text);
  return rules.length;
}
