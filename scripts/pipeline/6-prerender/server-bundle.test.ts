import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * Jest's `createRequire` is its own module registry, not Node's, so the loads are counted in a Node
 * process of their own: it renders `urls` with a stand-in for the server bundle, which counts its
 * loads and its chunk's in `globalThis`, and prints what it rendered and the counts.
 */
const BUNDLE = `
globalThis.bundleLoads = (globalThis.bundleLoads ?? 0) + 1;
exports.render = async (url) => ({ html: require('./chunks/page.cjs').page(url), head: '' });
`;
const chunk = (tag: string) => `
globalThis.chunkLoads = (globalThis.chunkLoads ?? 0) + 1;
exports.page = (url) => '<${tag}>' + url + '</${tag}>';
`;

let dir: string;
let file: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-bundle-'));
  file = path.join(dir, 'server.cjs');
  fs.mkdirSync(path.join(dir, 'chunks'));
  fs.writeFileSync(file, BUNDLE);
  fs.writeFileSync(path.join(dir, 'chunks/page.cjs'), chunk('h1'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

interface Rendered {
  pages: string[];
  loads: [number, number];
}

/** `script` runs with `ServerBundle` and `file` in scope and leaves the pages it rendered in `pages`. */
function run(script: string): Rendered {
  const code = `
    import { ServerBundle } from './scripts/pipeline/6-prerender/server-bundle.ts';
    const file = ${JSON.stringify(file)};
    const pages = [];
    ${script}
    console.log(JSON.stringify({ pages, loads: [globalThis.bundleLoads ?? 0, globalThis.chunkLoads ?? 0] }));`;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    encoding: 'utf8',
  });
  return JSON.parse(output) as Rendered;
}

describe('the server bundle', () => {
  it('is loaded on the first render only, not before, and then kept', () => {
    expect(run('new ServerBundle(file);')).toEqual({ pages: [], loads: [0, 0] });
    const rendered = run(`
      const server = new ServerBundle(file);
      for (const url of ['/a/', '/b/']) pages.push((await server.render(url)).html);`);
    expect(rendered).toEqual({ pages: ['<h1>/a/</h1>', '<h1>/b/</h1>'], loads: [1, 1] });
  });

  it('is loaded anew, with the chunks it required, after every `pagesPerLoad` pages', () => {
    const rendered = run(`
      const server = new ServerBundle(file, 2);
      for (const url of ['/1/', '/2/', '/3/', '/4/', '/5/']) pages.push((await server.render(url)).html);`);
    expect(rendered.pages).toEqual(['/1/', '/2/', '/3/', '/4/', '/5/'].map((url) => `<h1>${url}</h1>`));
    expect(rendered.loads).toEqual([3, 3]);
  });

  it('counts every page a route shows, and gives a route of more pages than a load holds a load of its own', () => {
    const rendered = run(`
      const server = new ServerBundle(file, 3);
      for (const [url, shown] of [['/a/', 1], ['/b/', 1], ['/printable/', 5], ['/c/', 1], ['/d/', 2], ['/e/', 1]])
        pages.push((await server.render(url, shown)).html);`);
    expect(rendered.pages).toHaveLength(6);
    // Loads: /a/ and /b/; /printable/ alone; /c/ and /d/; /e/.
    expect(rendered.loads).toEqual([4, 4]);
  });

  it('renders what the files say when it is loaded, not what an earlier load of them said', () => {
    const next = JSON.stringify(chunk('h2'));
    const rendered = run(`
      pages.push((await new ServerBundle(file).render('/a/')).html);
      (await import('node:fs')).writeFileSync(${JSON.stringify(path.join(dir, 'chunks/page.cjs'))}, ${next});
      pages.push((await new ServerBundle(file).render('/a/')).html);`);
    expect(rendered).toEqual({ pages: ['<h1>/a/</h1>', '<h2>/a/</h2>'], loads: [2, 2] });
  });
});
