import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createStaticServer, listen } from '../../scripts/server/static-server.ts';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw request: Node's fetch would decompress and hide the encoding. */
function get(url: string, acceptEncoding?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

describe('the static server', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
  const script = 'console.log("a line long enough to be worth compressing");\n'.repeat(50);
  fs.mkdirSync(path.join(root, 'guides'));
  fs.writeFileSync(path.join(root, 'guides/index.html'), '<!doctype html><title>Guides</title>');
  fs.writeFileSync(path.join(root, 'main.0123abcd.js'), script);
  fs.writeFileSync(path.join(root, 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  fs.writeFileSync(path.join(root, '404.html'), '<!doctype html><title>Page Not Found</title>');
  const server = createStaticServer(root);
  let origin = '';

  beforeAll(async () => {
    origin = await listen(server);
  });
  afterAll(() => server.close());

  it('compresses text with brotli when the client takes it, as production hosts do', async () => {
    const answer = await get(`${origin}/main.0123abcd.js`, 'gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['cache-control']).toContain('immutable');
    expect(answer.body.length).toBeLessThan(script.length / 4);
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('falls back to gzip, and sends plain bytes to a client that takes neither', async () => {
    const gzipped = await get(`${origin}/main.0123abcd.js`, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(script);
    const plain = await get(`${origin}/main.0123abcd.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('leaves images as they are', async () => {
    const answer = await get(`${origin}/icon.png`, 'gzip, br');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  it('redirects a route without its trailing slash and serves 404.html for unknown paths', async () => {
    const redirect = await get(`${origin}/guides`);
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('/guides/');
    const missing = await get(`${origin}/nowhere/`, 'gzip');
    expect(missing.status).toBe(404);
    expect(zlib.gunzipSync(missing.body).toString()).toContain('Page Not Found');
  });
});
