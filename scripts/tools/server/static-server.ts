import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { slashRedirect } from '../../pipeline/5-bundle/trailing-slash.ts';
import { HASHED_ASSET } from '../../../src/shared/service-worker/config.ts';
import { headersFor, parseHeadersFile } from '../../pipeline/9-headers/headers-file.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Text is compressed on the wire by every real host; images and fonts already are. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.xml', '.txt', '.md', '.svg']);

/** The deploy's header rules: a file of the host's, never served. */
const HEADERS_FILE = '_headers';

type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

class BadRequest extends Error {}

export function decodePath(pathname: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    throw new BadRequest('malformed escape in the path');
  }
  if (decoded.includes('\0')) throw new BadRequest('NUL in the path');
  return decoded;
}

/** The file a decoded request path names inside `root`, if any: `/route/` is `/route/index.html`. */
export function fileFor(root: string, decoded: string): string | undefined {
  const candidate = path.join(root, decoded.endsWith('/') ? `${decoded}index.html` : decoded);
  // Inside the root, whatever `..`, `%2F` or `\` the path held: compared as resolved paths, not strings.
  const relative = path.relative(root, candidate);
  if (relative.startsWith('..') || path.isAbsolute(relative) || relative === HEADERS_FILE) return undefined;
  const stat = fs.statSync(candidate, { throwIfNoEntry: false });
  return stat?.isFile() ? candidate : undefined;
}

/** Brotli when the client takes it, else gzip; nothing for binary files or clients that take neither. */
function encodingFor(request: http.IncomingMessage, file: string): Encoding | undefined {
  if (!COMPRESSIBLE.has(path.extname(file))) return undefined;
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/**
 * The body in an encoding: the file compressed ahead of time when the build wrote one beside it
 * (`x.js.br`), else the whole file compressed now. A streaming compressor flushes small pieces, and
 * the browser then paints a page cut off mid-header.
 */
async function encoded(file: string, encoding: Encoding | undefined): Promise<Buffer> {
  if (!encoding) return fs.promises.readFile(file);
  const precompressed = `${file}${SUFFIX[encoding]}`;
  if (fs.existsSync(precompressed)) return fs.promises.readFile(precompressed);
  const bytes = await fs.promises.readFile(file);
  // Quality 5: what hosts use when compressing on the fly (11 is for files compressed ahead of time).
  if (encoding === 'br') return brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  return gzip(bytes);
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` of a file of `size` bytes; `null` when it cannot be served. */
function byteRange(header: string, size: number): { start: number; end: number } | null | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined; // several ranges, or not bytes: send it all
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

/** A strong tag per file version and encoding: the same bytes always carry the same tag. */
function entityTag(stat: fs.Stats, encoding: Encoding | undefined): string {
  return `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;
}

function matchesTag(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === tag;
  });
}

function deployHeaders(root: string, pathname: string): Map<string, string> {
  const file = path.join(root, HEADERS_FILE);
  if (!fs.existsSync(file)) return new Map();
  return headersFor(parseHeadersFile(fs.readFileSync(file, 'utf8')), pathname);
}

export interface Reply {
  request: http.IncomingMessage;
  response: http.ServerResponse;
  root: string;
  pathname: string;
  /** Off for the dev server: compressing its megabytes of scripts costs more than sending them locally. */
  compress?: boolean;
}

export async function send(reply: Reply, status: 200 | 404, file: string): Promise<void> {
  const { request, response, root, pathname, compress = true } = reply;
  const stat = await fs.promises.stat(file);
  const rangeHeader = status === 200 ? request.headers.range : undefined;
  const headers: Record<string, string | number> = {
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': HASHED_ASSET.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
    'Accept-Ranges': 'bytes',
    ...(COMPRESSIBLE.has(path.extname(file)) && { Vary: 'Accept-Encoding' }),
  };
  // Ranges are of the file's own bytes, so a range request gets them uncompressed.
  const encoding = rangeHeader || !compress ? undefined : encodingFor(request, file);
  headers.ETag = entityTag(stat, encoding);
  for (const [name, value] of deployHeaders(root, pathname)) headers[name] = value;
  const write = (code: number, extra: Record<string, string | number>, body?: Buffer) => {
    const all = { ...headers, ...extra };
    for (const name of Object.keys(all)) response.setHeader(name, all[name]);
    response.writeHead(code);
    response.end(request.method === 'HEAD' ? undefined : body);
  };
  if (status === 200 && matchesTag(request.headers['if-none-match'], String(headers.ETag))) return write(304, {});
  const ifRange = request.headers['if-range'];
  const range = rangeHeader && (!ifRange || ifRange === headers.ETag) ? byteRange(rangeHeader, stat.size) : undefined;
  if (range === null) return write(416, { 'Content-Range': `bytes */${stat.size}`, 'Content-Length': 0 });
  const bytes = await encoded(file, range ? undefined : encoding);
  if (range) {
    const part = bytes.subarray(range.start, range.end + 1);
    const contentRange = `bytes ${range.start}-${range.end}/${stat.size}`;
    return write(206, { 'Content-Range': contentRange, 'Content-Length': part.length }, part);
  }
  write(status, { 'Content-Length': bytes.length, ...(encoding && { 'Content-Encoding': encoding }) }, bytes);
}

/** Only reading is served: anything but GET and HEAD gets a 405. Whether it answered so. */
export function refusedMethod(request: http.IncomingMessage, response: http.ServerResponse): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  response.writeHead(405, { Allow: 'GET, HEAD' }).end();
  return true;
}

/** The answer when there is no file, and no page to show instead. */
export function notFound(response: http.ServerResponse): void {
  response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
}

async function handle(root: string, request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  if (refusedMethod(request, response)) return;
  const url = new URL(request.url ?? '/', 'http://localhost');
  const decoded = decodePath(url.pathname);
  const reply: Reply = { request, response, root, pathname: decoded };
  const file = fileFor(root, decoded);
  if (file) return send(reply, 200, file);
  const redirect = decoded === `/${HEADERS_FILE}` ? undefined : slashRedirect(`${url.pathname}${url.search}`);
  if (redirect) {
    response.writeHead(301, { Location: redirect }).end();
    return;
  }
  const notFoundPage = path.join(root, '404.html');
  if (fs.existsSync(notFoundPage)) return send(reply, 404, notFoundPage);
  notFound(response);
}

/**
 * Serves a built site the way its production host does: `/route/` → `/route/index.html`, a path
 * without its trailing slash gets a 301, anything else `404.html` with status 404; text is compressed
 * (brotli or gzip, as the client accepts, or the build's own `.br`/`.gz` file); GET and HEAD, byte
 * ranges, ETags and 304; and the headers of the `_headers` file in the folder it serves. A path that
 * leaves the folder is not found; a malformed one is a 400, never a crash.
 */
export function createStaticServer(root: string): http.Server {
  const base = path.resolve(root);
  return http.createServer((request, response) => {
    handle(base, request, response).catch((error: unknown) => replyWithError(response, error));
  });
}

/** A malformed path is the client's error (400); anything else, such as a file that cannot be read, a 500. */
export function replyWithError(response: http.ServerResponse, error: unknown): void {
  if (response.headersSent) return void response.destroy();
  const bad = error instanceof BadRequest;
  response.writeHead(bad ? 400 : 500, { 'Content-Type': 'text/plain; charset=utf-8' });
  response.end(bad ? `Bad request: ${error.message}` : 'Could not read the file');
}

/** Starts a server on 127.0.0.1 (port 0 picks a free one) and resolves with its base URL. */
export function listen(server: http.Server, port = 0): Promise<string> {
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}
