import {
  buildQuery,
  createEngine,
  escapeHtml,
  expandIndex,
  headingBoost,
  highlight,
  runSearch,
  snippet,
  termsOfWord,
  tokenize,
} from '../../src/search/engine.ts';
import { INDEX } from './fixtures.ts';

const docs = expandIndex(INDEX);
const engine = createEngine(docs);
const top = (query: string, count = 1) => runSearch(engine, query, count).map((hit) => hit.doc.url);

describe('tokenize', () => {
  it('keeps option paths whole and also indexes their pieces', () => {
    expect(termsOfWord('output.filename')).toEqual(['output.filename', 'output', 'filename']);
    expect(termsOfWord('splitChunks.chunks')).toEqual(
      expect.arrayContaining(['splitchunks.chunks', 'splitchunks', 'chunks', 'split']),
    );
  });

  it('keeps code identifiers whole, trimmed of underscores, and split', () => {
    expect(termsOfWord('__webpack_public_path__')).toEqual([
      '__webpack_public_path__',
      'webpack_public_path',
      'webpack',
      'public',
      'path',
    ]);
    expect(termsOfWord('import.meta.webpackHot')).toEqual(
      expect.arrayContaining(['import.meta.webpackhot', 'import', 'meta', 'webpackhot', 'webpack', 'hot']),
    );
  });

  it('drops trailing punctuation, one-letter words and common English words', () => {
    expect(tokenize('Set it to output.path. A value, then the css-loader!')).toEqual([
      'set',
      'output.path',
      'output',
      'path',
      'value',
      'css-loader',
      'css',
      'loader',
    ]);
  });
});

describe('buildQuery', () => {
  it('matches a compound word whole or by all of its pieces, and every word of the query', () => {
    expect(buildQuery('output.filename')).toEqual({
      combineWith: 'OR',
      queries: ['output.filename', { combineWith: 'AND', queries: ['output', 'filename'] }],
    });
    expect(buildQuery('the code splitting')).toEqual({ combineWith: 'AND', queries: ['code', 'splitting'] });
    expect(buildQuery('  ')).toBeNull();
  });
});

describe('ranking', () => {
  it.each([
    ['output.filename', '/configuration/output/#outputfilename'],
    ['splitChunks.chunks', '/configuration/optimization/#optimizationsplitchunkschunks'],
    ['devServer.proxy', '/configuration/dev-server/#devserverproxy'],
    ['output.publicPath', '/configuration/output/#outputpublicpath'],
  ])('puts the section of option %s first, above pages that only mention it', (query, url) => {
    expect(top(query)).toEqual([url]);
  });

  it('finds an option from the start of its name (prefix)', () => {
    expect(top('splitch', 3)).toContain('/configuration/optimization/#optimizationsplitchunks');
    expect(top('devser', 3)).toContain('/configuration/dev-server/#devserverproxy');
  });

  it('forgives small typos', () => {
    expect(top('publicpth', 3)).toEqual(expect.arrayContaining(['/guides/public-path/']));
    expect(top('optimizaton', 1)[0]).toMatch(/^\/configuration\/optimization\//);
    expect(top('devsever.proxy')).toEqual(['/configuration/dev-server/#devserverproxy']);
  });

  it('finds code identifiers written out', () => {
    expect(top('__webpack_public_path__')).toEqual(['/guides/public-path/#on-the-fly']);
    expect(top('import.meta.webpackHot')).toEqual(['/api/hot-module-replacement/']);
    expect(top('webpackHot')).toEqual(['/api/hot-module-replacement/']);
  });

  it('finds pages by their title and words of their text', () => {
    expect(top('code splitting')).toEqual(['/guides/code-splitting/']);
    expect(top('backend server', 2)).toContain('/configuration/dev-server/#devserverproxy');
  });

  it('falls back to any word when no section has them all', () => {
    expect(top('proxy zebra', 1)).toEqual(['/configuration/dev-server/#devserverproxy']);
  });

  it('returns the index terms that matched, for highlighting', () => {
    const [hit] = runSearch(engine, 'splitch', 1);
    expect(hit.terms).toContain('splitchunks');
  });
});

describe('headingBoost', () => {
  it('lifts exact, option-path suffix and unpunctuated matches', () => {
    expect(headingBoost('output.filename', 'output.filename')).toBeGreaterThan(
      headingBoost('optimization.splitChunks.chunks', 'splitChunks.chunks'),
    );
    expect(headingBoost('optimization.splitChunks.chunks', 'splitChunks.chunks')).toBeGreaterThan(1);
    expect(headingBoost('SplitChunksPlugin', 'split chunks plugin')).toBeGreaterThan(1);
    expect(headingBoost('Hot updates', 'output.filename')).toBe(1);
  });
});

describe('highlight and snippet', () => {
  const terms = new Set(['script', 'alert', 'output.filename', 'filename']);

  it('escapes page text and marks only the matches', () => {
    expect(highlight('Run <script>alert(1)</script> & "quotes"', terms).value).toBe(
      'Run &lt;<mark>script</mark>&gt;<mark>alert</mark>(1)&lt;/<mark>script</mark>&gt; &amp; &quot;quotes&quot;',
    );
    expect(escapeHtml(`<img src=x onerror='x'>`)).toBe('&lt;img src=x onerror=&#039;x&#039;&gt;');
  });

  it('marks a whole option path, or just the matching piece of it', () => {
    expect(highlight('see output.filename', terms).value).toBe('see <mark>output.filename</mark>');
    expect(highlight('see output.filenameTemplate', new Set(['filename'])).value).toBe(
      'see output.<mark>filename</mark>Template',
    );
  });

  it('cuts a window of words around the first match with ellipses', () => {
    const text = `${'word '.repeat(30)}the output.filename option ${'more '.repeat(30)}`.trim();
    const result = snippet(text, terms, 10);
    expect(result.value).toMatch(/^… *word .*<mark>output\.filename<\/mark> option more .*…$/);
    expect(result.value.split(' ').length).toBeLessThanOrEqual(11);
    expect(result.matchedWords).toEqual(['output.filename']);
  });
});

describe('expandIndex', () => {
  it('gives every section its URL, level and heading trail', () => {
    const chunks = docs.find((doc) => doc.url === '/configuration/optimization/#optimizationsplitchunkschunks');
    expect(chunks).toMatchObject({
      level: 3,
      lvl0: 'Configuration',
      lvl1: 'Optimization',
      lvl2: 'optimization.splitChunks',
      lvl3: 'optimization.splitChunks.chunks',
      heading: 'optimization.splitChunks.chunks',
      trail: 'Optimization optimization.splitChunks',
    });
    expect(docs[0]).toMatchObject({ url: '/configuration/output/', level: 1, heading: 'Output', lvl2: '', lvl3: '' });
  });

  it('refuses an index of another version', () => {
    expect(() => expandIndex({ ...INDEX, version: 1 as 2 })).toThrow('unsupported search index version 1');
  });
});
