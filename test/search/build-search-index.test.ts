import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractPage, decodeEntities } from '../../scripts/search/extract-html.ts';
import {
  buildSearchIndexFile,
  isIndexableUrl,
  sectionOf,
  withIndexMeta,
  writeSearchIndex,
} from '../../scripts/search/build-search-index.ts';
import { hostedSearchFromEnv } from '../../src/search/hosted.ts';
import { packSection } from '../../scripts/search/pack.ts';
import { expandIndex } from '../../src/search/index-format.ts';
import { createEngine, runSearch } from '../../src/search/rank.ts';
import { sectionLabel } from '../../src/components/Header/links.tsx';

/** A page as the prerenderer writes it: header chrome, sidebar, title, body with anchored headings. */
function pageHtml(title: string, body: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>' +
    title +
    ' | webpack</title><script>var x = "<h2 id=\\"fake\\">not a heading</h2>";</script></head><body><div id="root">' +
    '<header class="header"><button type="button" aria-label="Search webpack documentation">Search</button></header>' +
    '<main><nav class="sidebar"><a href="/configuration/">Configuration</a></nav><article class="page" id="main-content">' +
    `<h1 class="page__title">${title}</h1><div class="page__body">${body}</div>` +
    '<div class="page-actions"><a href="https://github.com/">Edit this page</a></div></article>' +
    '<nav class="toc"><h2 class="toc__title" id="toc-title">On this page</h2></nav></main></div></body></html>'
  );
}

const heading = (level: 2 | 3, id: string, text: string) =>
  `<h${level} id="${id}">${text}<a href="#${id}" class="heading-anchor" aria-label="Link to this section: ${text}">#</a></h${level}>`;

const OUTPUT_BODY =
  '<p>The <code>output</code> options.</p>' +
  heading(2, 'outputfilename', 'output.filename') +
  '<p><code>string</code> <span class="badge">5.0.0+</span></p>' +
  '<div class="code-block"><pre class="shiki"><code><span class="line"><span>filename: </span><span>&#x27;[name].js&#x27;</span></span>\n<span class="line"><span>&lt;script&gt;</span></span></code></pre><button type="button" class="code-block__copy">Copy</button></div>' +
  heading(2, 'outputlibrary', 'output.library') +
  '<p>Library&nbsp;options &amp; more.</p>' +
  heading(3, 'outputlibrarytype', 'output.library.type') +
  '<ul><li>one</li><li>two</li></ul><h4 id="deep">Deeper</h4><p>stays in type</p>' +
  '<div hidden>hidden text</div><svg><text>icon</text></svg><img src="a.png" alt="A diagram">';

describe('extractPage', () => {
  it('splits the body at anchored h2/h3 headings and keeps only what readers see', () => {
    const page = extractPage(pageHtml('Output', OUTPUT_BODY));
    expect(page).toEqual({
      title: 'Output',
      sections: [
        { id: '', level: 1, heading: '', text: 'The output options.', code: '' },
        {
          id: 'outputfilename',
          level: 2,
          heading: 'output.filename',
          // Code blocks are kept apart: searched, not shown.
          text: 'string 5.0.0+',
          code: "filename: '[name].js' <script>",
        },
        { id: 'outputlibrary', level: 2, heading: 'output.library', text: 'Library options & more.', code: '' },
        {
          id: 'outputlibrarytype',
          level: 3,
          heading: 'output.library.type',
          text: 'one two Deeper stays in type A diagram',
          code: '',
        },
      ],
    });
  });

  it('returns null for pages without a content body (home, app shell, not found)', () => {
    expect(extractPage('<html><body><main><h1>Page Not Found</h1></main></body></html>')).toBeNull();
  });

  it('decodes named and numeric entities', () => {
    expect(decodeEntities('&lt;a&gt; &amp;&#39;&#x3C;&quot;&unknown;')).toBe(`<a> &'<"&unknown;`);
  });
});

describe('buildSearchIndexFile', () => {
  const sections = [
    { section: 'configuration', title: 'Configuration' },
    { section: 'guides', title: 'guides' },
  ];
  const html: Record<string, string> = {
    '/configuration/': pageHtml('Configuration', '<p>All the options.</p>'),
    '/configuration/output/': pageHtml('Output', OUTPUT_BODY),
    '/configuration/printable/': pageHtml('Combined printable page', heading(2, 'x', 'output.filename')),
    '/guides/caching/': pageHtml('Caching', heading(2, 'step-1', 'Step 1') + '<p>Hashes.</p>'),
    '/glossary/': pageHtml('Glossary', heading(2, 'a', 'A') + '<p>Asset.</p>'),
    '/': '<html><body><main><h1>bundle your</h1></main></body></html>',
    '/404/': pageHtml('Page Not Found', '<p>Oops</p>'),
    '/app-shell/': pageHtml('', ''),
  };
  const pages = Object.keys(html).map((url) => ({ url, title: url }));
  const file = buildSearchIndexFile(
    [...pages, { url: '/missing/', title: 'Missing' }],
    sections,
    (url) => html[url] ?? null,
  );

  it('indexes content pages only: no printable copies, home, not-found page or app shell', () => {
    expect(file.pages.map(([url]) => url)).toEqual([
      '/configuration/',
      '/configuration/output/',
      '/guides/caching/',
      '/glossary/',
    ]);
  });

  it('gives each section its anchor and the lvl0 > lvl1 > lvl2 > lvl3 trail', () => {
    const records = expandIndex(file).map(({ lvl0, lvl1, url, level, lvl2, lvl3 }) => [
      lvl0,
      lvl1,
      url,
      level,
      lvl2,
      lvl3,
    ]);
    expect(records).toEqual([
      ['Configuration', 'Configuration', '/configuration/', 1, '', ''],
      ['Configuration', 'Output', '/configuration/output/', 1, '', ''],
      ['Configuration', 'Output', '/configuration/output/#outputfilename', 2, 'output.filename', ''],
      ['Configuration', 'Output', '/configuration/output/#outputlibrary', 2, 'output.library', ''],
      [
        'Configuration',
        'Output',
        '/configuration/output/#outputlibrarytype',
        3,
        'output.library',
        'output.library.type',
      ],
      // A section without an index page is named after its folder.
      ['Guides', 'Caching', '/guides/caching/', 1, '', ''],
      ['Guides', 'Caching', '/guides/caching/#step-1', 2, 'Step 1', ''],
      // A page at the content root is its own section.
      ['Glossary', 'Glossary', '/glossary/', 1, '', ''],
      ['Glossary', 'Glossary', '/glossary/#a', 2, 'A', ''],
    ]);
    // Anchors that are the heading slugged are not stored.
    expect(file.records.map((record) => record[3])).toEqual(['', '', '', '', '', '', '', '', '']);
  });

  it('stores an anchor the heading does not predict', () => {
    const duplicate = buildSearchIndexFile([{ url: '/configuration/output/', title: 'Output' }], sections, () =>
      pageHtml('Output', heading(2, 'import', 'import()') + heading(2, 'import-1', 'import()')),
    );
    expect(expandIndex(duplicate).map((doc) => doc.url)).toEqual([
      '/configuration/output/',
      '/configuration/output/#import',
      '/configuration/output/#import-1',
    ]);
  });

  it('names lvl0 as the navigation names the section: API, not the title of api/index.mdx', () => {
    const api = buildSearchIndexFile(
      [{ url: '/api/cli/', title: 'Command Line Interface' }],
      [{ section: 'api', title: 'Introduction' }],
      () => pageHtml('Command Line Interface', heading(2, 'flags', 'Flags') + '<p>--mode</p>'),
    );
    expect(api.sections).toEqual([['api', 'Introduction']]);
    // The site names sections with the header's sectionLabel (see local-client.ts).
    expect(expandIndex(api, sectionLabel).map((doc) => `${doc.lvl0} > ${doc.lvl1}`)).toEqual([
      'API > Command Line Interface',
      'API > Command Line Interface',
    ]);
    expect(expandIndex(file, sectionLabel).map((doc) => doc.lvl0)).toContain('Glossary');
  });

  it('ships the opening words of a section and its other words once, not its text; all stay searchable', () => {
    const filler = Array.from({ length: 400 }, (_, at) => `sentence ${at % 7} about chunks and modules.`).join(' ');
    const long = buildSearchIndexFile([{ url: '/guides/caching/', title: 'Caching' }], sections, () =>
      pageHtml(
        'Caching',
        heading(2, 'hashes', 'Hashes') +
          `<p>Name files with a content hash so browsers keep them. ${filler} The rare word zeppelin ends it.</p>` +
          '<pre class="shiki"><code>module.exports = { output: { filename: "[contenthash].js", hashFunction: "xxhash64" } };</code></pre>',
      ),
    );
    const [, hashes] = long.records;
    const [, , , , snippet, words] = hashes;
    expect(snippet).toBe('Name files with a content hash so browsers keep them.…');
    // Each word once, and only when the snippet and longer words lack its terms.
    expect(words.split(' ')).toEqual([...new Set(words.split(' '))]);
    expect(words).not.toMatch(/\bsentence\b.*\bsentence\b/);
    expect(JSON.stringify(hashes).length).toBeLessThan(300);
    expect(words).toContain('zeppelin');
    expect(words).toContain('module.exports');
    expect(words).toContain('hashFunction');
    // ...and the tail of the text and its code still find the section.
    const engine = createEngine(expandIndex(long));
    for (const query of ['zeppelin', 'hashFunction', 'xxhash64', 'module.exports', 'browsers'])
      expect(runSearch(engine, query, 1).map((hit) => hit.doc.url)).toEqual(['/guides/caching/#hashes']);
  });

  it('knows which URLs are documentation', () => {
    expect(['/', '/vote/', '/app-shell/', '/404/', '/api/printable/'].filter(isIndexableUrl)).toEqual([]);
    expect(isIndexableUrl('/guides/printable-css/')).toBe(true);
    expect(sectionOf('/license/', 'License', sections)).toEqual(['', 'License']);
  });
});

describe('packSection', () => {
  it('keeps a short text whole, cuts a long one after ten words, and ships code as words only', () => {
    const short =
      'Serves files from a folder. A page can show markup as text: <script>alert("search")</script> must never run.';
    expect(packSection(short)).toEqual({ snippet: short, words: '' });
    const long = `${'One two three four five six seven eight nine ten. '.repeat(3)}Eleven.`;
    expect(packSection(long).snippet).toBe('One two three four five six seven eight nine ten.…');
    expect(packSection(long).words).toBe('Eleven');
    expect(packSection('', 'const config = { mode: "production" };')).toEqual({
      snippet: 'const config = { mode: "production" };',
      words: '',
    });
    expect(packSection('Set the mode.', 'module.exports = { mode: "production" };').words).toBe(
      'module.exports production',
    );
  });

  it('keeps option paths whole but not a long compound whose pieces are all there', () => {
    const text =
      'The module parser of css has options, custom selectors too, and the no prefix turns each off again: ' +
      'module.parser.css, --no-module-parser-css-custom-selectors and output.library.type.';
    const { snippet, words } = packSection(text);
    expect(words.split(' ')).toEqual(expect.arrayContaining(['module.parser.css', 'output.library.type']));
    expect(words).not.toContain('no-module-parser-css-custom-selectors');
    // Its pieces still find the section.
    const engine = createEngine(
      expandIndex({
        version: 3,
        sections: [['', 'CLI']],
        pages: [['/cli/', 'CLI', 0]],
        records: [[0, 1, '', '', snippet, words]],
      }),
    );
    expect(runSearch(engine, 'no-module-parser-css-custom-selectors').map((hit) => hit.doc.url)).toEqual(['/cli/']);
  });
});

describe('writeSearchIndex', () => {
  it('writes a hashed index and points every HTML file at it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
    fs.mkdirSync(path.join(dir, 'configuration/output'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'app-shell'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'configuration/output/index.html'), pageHtml('Output', OUTPUT_BODY));
    fs.writeFileSync(path.join(dir, '404.html'), pageHtml('Page Not Found', ''));
    fs.writeFileSync(path.join(dir, 'app-shell/index.html'), '<html><head></head><body></body></html>');
    fs.writeFileSync(path.join(dir, 'search-index.0123abcd.json'), '{}');

    const result = writeSearchIndex({
      outDir: dir,
      pages: [{ url: '/configuration/output/', title: 'Output' }],
      sections: [],
    });
    expect(result).toMatchObject({ pages: 1, records: 4 });
    expect(result.file).toMatch(/^search-index\.[0-9a-f]{8}\.json$/);
    expect(fs.readdirSync(dir).filter((name) => name.startsWith('search-index'))).toEqual([result.file]);
    expect(result.gzipBytes).toBeLessThan(result.bytes);
    for (const file of ['configuration/output/index.html', '404.html', 'app-shell/index.html']) {
      expect(fs.readFileSync(path.join(dir, file), 'utf8')).toContain(
        `<meta name="search-index" content="/${result.file}"></head>`,
      );
    }
    // A second run replaces the meta instead of adding another.
    writeSearchIndex({ outDir: dir, pages: [], sections: [] });
    expect(fs.readFileSync(path.join(dir, '404.html'), 'utf8').match(/name="search-index"/g)).toHaveLength(1);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('adds the meta before </head>', () => {
    expect(withIndexMeta('<html><head><title>x</title></head></html>', '/s.json')).toBe(
      '<html><head><title>x</title><meta name="search-index" content="/s.json"></head></html>',
    );
  });
});

describe('hostedSearchFromEnv', () => {
  it('uses the hosted index only when app id, search key and index name are all set', () => {
    expect(hostedSearchFromEnv({})).toBeNull();
    expect(hostedSearchFromEnv({ DOCSEARCH_APP_ID: 'APP', DOCSEARCH_API_KEY: 'key' })).toBeNull();
    expect(
      hostedSearchFromEnv({ DOCSEARCH_APP_ID: 'APP', DOCSEARCH_API_KEY: 'key', DOCSEARCH_INDEX_NAME: 'webpack' }),
    ).toEqual({ appId: 'APP', apiKey: 'key', indexName: 'webpack' });
  });
});
