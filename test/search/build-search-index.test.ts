import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseMarkdown } from '../../scripts/pipeline/2-mdx/parse.ts';
import { analyseMarkdown } from '../../scripts/pipeline/3-content-index/analyse.ts';
import { searchRecordsOf, type SearchRecord } from '../../scripts/pipeline/4-search/records.ts';
import {
  buildSearchIndexFile,
  isIndexableUrl,
  sectionOf,
  writeSearchIndex,
} from '../../scripts/pipeline/4-search/build-search-index.ts';
import { packSection } from '../../scripts/pipeline/4-search/pack.ts';
import { expandIndex } from '../../src/shared/search/index-format.ts';
import { createEngine, runSearch } from '../../src/shared/search/rank.ts';
import { sectionLabel } from '../../src/components/Header/links.tsx';

const recordsOf = (source: string) => searchRecordsOf(parseMarkdown(source, '.mdx'));

const OUTPUT_PAGE = `---
title: Output
description: Where and how webpack writes the bundles.
---
import Thing from './_thing.mdx';

The \`output\` options. {/* a comment */}

T> Set \`output.path\` to an absolute path.

## output.filename

\`string\` <Badge text="5.0.0+" />

\`\`\`js
filename: '[name].js'; // <script>
\`\`\`

## output.library

Library options & more, see ![A diagram](./diagram.svg).

### output.library.type

- one
- two

#### Deeper

stays in type {props.hidden}

> [!NOTE]
> An alert.

## output.library

A second heading of the same name.
`;

describe('searchRecordsOf', () => {
  it("splits a page's parse tree at ##/### headings, with the ids the HTML gets, as a reader sees it", () => {
    const records = recordsOf(OUTPUT_PAGE);
    expect(records.map(({ level, heading, id }) => [level, heading, id])).toEqual([
      [1, '', ''],
      [2, 'output.filename', 'outputfilename'],
      [2, 'output.library', 'outputlibrary'],
      [3, 'output.library.type', 'outputlibrarytype'],
      [2, 'output.library', 'outputlibrary-1'],
    ]);
    const text = (record: SearchRecord) => `${record.snippet} ${record.words}`;
    // No frontmatter, import, comment or expression; the aside's marker is not text.
    expect(records[0].snippet).toBe('The output options. Set output.path to an absolute path.');
    expect(text(records[0])).not.toMatch(/Thing|comment|title|T>/);
    // A badge shows its text; code is searchable but not the snippet.
    expect(records[1].snippet).toBe('string 5.0.0+');
    expect(records[1].words.split(' ')).toEqual(expect.arrayContaining(['filename', 'name', 'script']));
    // An image's alt text is what a reader reads.
    expect(records[2].snippet).toBe('Library options & more, see A diagram.');
    // A #### heading stays in its section; an alert's label is not text; expressions are not text.
    expect(records[3].snippet).toBe('one two Deeper stays in type An alert.');
  });

  it('is what the content analysis gives each page (the MDX workers parse once)', () => {
    const analysis = analyseMarkdown(OUTPUT_PAGE, '.mdx');
    expect(analysis.ok && analysis.analysis.search).toEqual(recordsOf(OUTPUT_PAGE));
  });

  it('has no opening record for a page that starts with a heading', () => {
    expect(recordsOf('## First\n\nText.').map((record) => record.level)).toEqual([2]);
  });
});

describe('buildSearchIndexFile', () => {
  const sections = [
    { section: 'configuration', title: 'Configuration' },
    { section: 'guides', title: 'guides' },
  ];
  const sources: Record<string, string> = {
    '/configuration/': 'All the options.',
    '/configuration/output/': OUTPUT_PAGE,
    '/configuration/printable/': '## output.filename',
    '/guides/caching/': '## Step 1\n\nHashes.',
    '/glossary/': '## A\n\nAsset.',
    '/': 'bundle your',
    '/404/': 'Oops',
    '/app-shell/': '',
  };
  const pages = Object.keys(sources).map((url) => ({
    url,
    title: url === '/configuration/output/' ? 'Output' : url,
    ...(url === '/configuration/output/' && { description: 'Where and how webpack writes the bundles.' }),
  }));
  const file = buildSearchIndexFile([...pages, { url: '/missing/', title: 'Missing' }], sections, (url) =>
    url in sources ? recordsOf(sources[url]) : undefined,
  );

  it('indexes content pages only: no printable copies, home, not-found page, app shell or unparsed page', () => {
    expect(file.pages.map(([url]) => url)).toEqual([
      '/configuration/',
      '/configuration/output/',
      '/guides/caching/',
      '/glossary/',
    ]);
  });

  it('gives every page a record of its own, and each section its anchor and lvl0 > lvl1 > lvl2 > lvl3 trail', () => {
    const records = expandIndex(file).map(({ lvl0, lvl1, url, level, lvl2, lvl3 }) => [
      lvl0,
      lvl1,
      url,
      level,
      lvl2,
      lvl3,
    ]);
    expect(records).toEqual([
      ['Configuration', '/configuration/', '/configuration/', 1, '', ''],
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
      ['Configuration', 'Output', '/configuration/output/#outputlibrary-1', 2, 'output.library', ''],
      // A section without an index page is named after its folder; a page starting with a heading
      // still has its own record.
      ['Guides', '/guides/caching/', '/guides/caching/', 1, '', ''],
      ['Guides', '/guides/caching/', '/guides/caching/#step-1', 2, 'Step 1', ''],
      // A page at the content root is its own section.
      ['/glossary/', '/glossary/', '/glossary/', 1, '', ''],
      ['/glossary/', '/glossary/', '/glossary/#a', 2, 'A', ''],
    ]);
    // Only the anchor the heading does not predict is stored.
    expect(file.records.map((record) => record[3]).filter(Boolean)).toEqual(['outputlibrary-1']);
  });

  it("shows a page's description for the page, and keeps its opening words searchable", () => {
    const [, , , , snippet, words] = file.records[1];
    expect(snippet).toBe('Where and how webpack writes the bundles.');
    expect(words.split(' ')).toEqual(expect.arrayContaining(['output.path', 'absolute']));
    const engine = createEngine(expandIndex(file));
    expect(runSearch(engine, 'absolute path', 1).map((hit) => hit.doc.url)).toEqual(['/configuration/output/']);
  });

  it('names lvl0 as the navigation names the section: API, not the title of api/index.mdx', () => {
    const api = buildSearchIndexFile(
      [{ url: '/api/cli/', title: 'Command Line Interface' }],
      [{ section: 'api', title: 'Introduction' }],
      () => recordsOf('## Flags\n\n`--mode`'),
    );
    expect(api.sections).toEqual([['api', 'Introduction']]);
    // The site names sections with the header's sectionLabel (see local-client.ts).
    expect(expandIndex(api, sectionLabel).map((doc) => `${doc.lvl0} > ${doc.lvl1}`)).toEqual([
      'API > Command Line Interface',
      'API > Command Line Interface',
    ]);
  });

  it('ships the opening words of a section and its other words once, not its text; all stay searchable', () => {
    const filler = Array.from({ length: 400 }, (_, at) => `sentence ${at % 7} about chunks and modules.`).join(' ');
    const long = buildSearchIndexFile([{ url: '/guides/caching/', title: 'Caching' }], sections, () =>
      recordsOf(
        '## Hashes\n\n' +
          `Name files with a content hash so browsers keep them. ${filler} The rare word zeppelin ends it.\n\n` +
          '```js\nmodule.exports = { output: { filename: "[contenthash].js", hashFunction: "xxhash64" } };\n```\n',
      ),
    );
    const hashes = long.records[1];
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
  it('adds a hashed index file, replaces an older one, and touches nothing else', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
    try {
      fs.writeFileSync(path.join(dir, 'search-index.0123abcd.json'), '{}');
      fs.writeFileSync(path.join(dir, 'index.html'), '<html><head></head></html>');
      const result = writeSearchIndex({
        outDir: dir,
        pages: [{ url: '/configuration/output/', title: 'Output' }],
        sections: [],
        recordsOf: () => recordsOf(OUTPUT_PAGE),
      });
      expect(result).toMatchObject({ pages: 1, records: 5, url: `/${result.file}` });
      expect(result.file).toMatch(/^search-index\.[0-9a-f]{8}\.json$/);
      expect(fs.readdirSync(dir).sort()).toEqual(['index.html', result.file]);
      expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe('<html><head></head></html>');
      expect(result.gzipBytes).toBeLessThan(result.bytes);
      expect(JSON.parse(fs.readFileSync(path.join(dir, result.file), 'utf8')).version).toBe(3);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
