import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { slashRedirect } from '../webpack/trailing-slash.ts';

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

function fileFor(root: string, pathname: string): string | undefined {
  const decoded = decodeURIComponent(pathname);
  const candidate = path.join(root, decoded.endsWith('/') ? `${decoded}index.html` : decoded);
  if (!candidate.startsWith(root)) return undefined;
  return fs.existsSync(candidate) && fs.statSync(candidate).isFile() ? candidate : undefined;
}

/** Text is compressed on the wire by every real host; images and fonts already are. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.xml', '.txt', '.md', '.svg']);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli when the client takes it, else gzip; nothing for binary files or clients that take neither. */
function encodingFor(request: http.IncomingMessage, file: string): 'br' | 'gzip' | undefined {
  if (!COMPRESSIBLE.has(path.extname(file))) return undefined;
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/**
 * The whole file, compressed as a whole, like the pre-compressed files static hosts send. A streaming
 * compressor flushes small pieces, and the browser then paints a page cut off mid-header.
 */
function encode(bytes: Buffer, encoding: 'br' | 'gzip' | undefined): Promise<Buffer> {
  // Quality 5: what hosts use when compressing on the fly (11 is for files compressed ahead of time).
  if (encoding === 'br') return brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return gzip(bytes);
  return Promise.resolve(bytes);
}

async function send(request: http.IncomingMessage, response: http.ServerResponse, status: number, file: string) {
  const hashed = /\.[0-9a-f]{8}\.(js|css)$/.test(file);
  const encoding = encodingFor(request, file);
  let body: Buffer;
  try {
    body = await encode(await fs.promises.readFile(file), encoding);
  } catch {
    response.writeHead(500).end('Could not read the file');
    return;
  }
  response.writeHead(status, {
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Content-Length': body.length,
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(encoding && { 'Content-Encoding': encoding }),
    Vary: 'Accept-Encoding',
  });
  response.end(body);
}

/**
 * Serves a built site the way its production host does: `/route/` → `/route/index.html`, a path
 * without its trailing slash gets a 301, anything else gets `404.html` with status 404, and text is
 * compressed (brotli or gzip, as the client accepts).
 */
export function createStaticServer(root: string): http.Server {
  const base = path.resolve(root);
  return http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const redirect = slashRedirect(`${url.pathname}${url.search}`);
    if (redirect && !fileFor(base, url.pathname)) {
      response.writeHead(301, { Location: redirect });
      response.end();
      return;
    }
    const file = fileFor(base, url.pathname);
    if (file) return void send(request, response, 200, file);
    const notFound = path.join(base, '404.html');
    if (fs.existsSync(notFound)) return void send(request, response, 404, notFound);
    response.writeHead(404).end('Not found');
  });
}

/** Starts a server on 127.0.0.1 (port 0 picks a free one) and resolves with its base URL. */
export function listen(server: http.Server, port = 0): Promise<string> {
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}
