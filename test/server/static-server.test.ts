import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createStaticServer, listen } from '../../scripts/tools/server/static-server.ts';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw request: Node's fetch would decompress, follow redirects and normalise the path. */
function request(url: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject)
      .end();
  });
}

/** A request line exactly as written, for paths an HTTP client would clean up first. */
function rawRequest(origin: string, target: string): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`);
    });
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('the static server', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
  const root = path.join(scratch, 'dist');
  const script = 'console.log("a line long enough to be worth compressing");\n'.repeat(50);
  const files: Record<string, string | Buffer> = {
    'guides/index.html': '<!doctype html><title>Guides</title>',
    'main.0123abcd.js': script,
    'icon.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    '404.html': '<!doctype html><title>Page Not Found</title>',
    'feed.xml': '<rss/>',
    'pre.txt': 'the plain text of a file compressed ahead of time '.repeat(20),
    'pre.txt.br': zlib.brotliCompressSync('the plain text of a file compressed ahead of time '.repeat(20)),
    _headers: [
      '# deploy headers',
      '/*',
      '  X-Frame-Options: DENY',
      '  Link: </a.css>; rel=preload',
      '/*.js',
      '  ! Link',
      '  Cache-Control: public, max-age=31536000, immutable',
      '/:section/',
      '  X-Section: yes',
      '  Link: </b.css>; rel=preload',
      '/feed.xml',
      '  Content-Type: application/rss+xml',
      '',
    ].join('\n'),
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  // A folder beside the served one, which no URL may reach.
  fs.mkdirSync(path.join(scratch, 'dist-secret'));
  fs.writeFileSync(path.join(scratch, 'dist-secret/key.txt'), 'secret');
  const server = createStaticServer(root);
  let origin = '';

  beforeAll(async () => {
    origin = await listen(server);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('compresses text with brotli when the client takes it, as production hosts do', async () => {
    const answer = await request(`${origin}/main.0123abcd.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.body.length).toBeLessThan(script.length / 4);
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('falls back to gzip, and sends plain bytes to a client that takes neither', async () => {
    const gzipped = await request(`${origin}/main.0123abcd.js`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(script);
    const plain = await request(`${origin}/main.0123abcd.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('sends a file compressed ahead of time as it is', async () => {
    const answer = await request(`${origin}/pre.txt`, { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body).toEqual(files['pre.txt.br']);
  });

  it('leaves images as they are', async () => {
    const answer = await request(`${origin}/icon.png`, { 'accept-encoding': 'gzip, br' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toEqual(files['icon.png']);
  });

  it('redirects a route without its trailing slash and serves 404.html for unknown paths', async () => {
    const redirect = await request(`${origin}/guides?x=1`);
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('/guides/?x=1');
    const missing = await request(`${origin}/nowhere/`, { 'accept-encoding': 'gzip' });
    expect(missing.status).toBe(404);
    expect(zlib.gunzipSync(missing.body).toString()).toContain('Page Not Found');
  });

  it('never serves a file outside its folder, however the path is written', async () => {
    for (const target of [
      '/..%2Fdist-secret/key.txt',
      '/../dist-secret/key.txt',
      '/%2e%2e/dist-secret/key.txt',
      '/..%5Cdist-secret%5Ckey.txt',
      '/guides/..%2F..%2Fdist-secret%2Fkey.txt',
    ]) {
      const answer = await rawRequest(origin, target);
      expect({ target, leaked: answer.includes('secret\r\n') || answer.endsWith('secret') }).toEqual({
        target,
        leaked: false,
      });
    }
  });

  it('answers a malformed escape with 400 and keeps serving', async () => {
    expect(await rawRequest(origin, '/%E0%A4%A')).toMatch(/^HTTP\/1\.1 400 /);
    expect(await rawRequest(origin, '/guides/%')).toMatch(/^HTTP\/1\.1 400 /);
    expect((await request(`${origin}/guides/`)).status).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await request(`${origin}/guides/`);
    const head = await request(`${origin}/guides/`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it('refuses other methods', async () => {
    const post = await request(`${origin}/guides/`, {}, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('serves byte ranges of the file', async () => {
    const first = await request(`${origin}/main.0123abcd.js`, { range: 'bytes=0-9' });
    expect(first.status).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-9/${script.length}`);
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.body.toString()).toBe(script.slice(0, 10));
    const last = await request(`${origin}/main.0123abcd.js`, { range: 'bytes=-5', 'accept-encoding': 'br' });
    expect(last.status).toBe(206);
    expect(last.body.toString()).toBe(script.slice(-5));
    const outside = await request(`${origin}/main.0123abcd.js`, { range: `bytes=${script.length}-` });
    expect(outside.status).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${script.length}`);
  });

  it('tags each file and answers a matching If-None-Match with 304', async () => {
    const first = await request(`${origin}/guides/`, { 'accept-encoding': 'br' });
    expect(first.headers.etag).toMatch(/^(W\/)?"[^"]+"$/);
    const again = await request(`${origin}/guides/`, { 'accept-encoding': 'br', 'if-none-match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const stale = await request(`${origin}/guides/`, { 'if-none-match': '"something-else"' });
    expect(stale.status).toBe(200);
  });

  it('sends the headers of the _headers file in the folder it serves', async () => {
    const script = await request(`${origin}/main.0123abcd.js`);
    expect(script.headers['x-frame-options']).toBe('DENY');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers.link).toBeUndefined();
    const page = await request(`${origin}/guides/`);
    expect(page.headers['x-section']).toBe('yes');
    expect(page.headers.link).toBe('</a.css>; rel=preload, </b.css>; rel=preload');
    expect(page.headers['cache-control']).toBe('no-cache');
    const feed = await request(`${origin}/feed.xml`);
    expect(feed.headers['content-type']).toBe('application/rss+xml');
    expect(feed.headers['x-section']).toBeUndefined();
    const missing = await request(`${origin}/nowhere/`);
    expect(missing.headers['x-frame-options']).toBe('DENY');
  });

  it('does not serve the _headers file itself', async () => {
    expect((await request(`${origin}/_headers`)).status).toBe(404);
  });
});
