import { expandIndex, type SearchIndexFile } from '../../src/shared/search/index-format.ts';
import { createEngine, distinctPages, headingBoost, runSearch, type RankedHit } from '../../src/shared/search/rank.ts';
import { planQuery } from '../../src/shared/search/query.ts';
import { INDEX } from './fixtures.ts';

const engine = createEngine(expandIndex(INDEX));
const top = (query: string, count = 1) => runSearch(engine, query, count).map((hit) => hit.doc.url);

describe('ranking', () => {
  it.each([
    ['output.filename', '/configuration/output/#outputfilename'],
    ['splitChunks.chunks', '/configuration/optimization/#optimizationsplitchunkschunks'],
    ['devServer.proxy', '/configuration/dev-server/#devserverproxy'],
    ['output.publicPath', '/configuration/output/#outputpublicpath'],
  ])('puts the section of option %s first, above pages that only mention it', (query, url) => {
    expect(top(query)).toEqual([url]);
  });

  it('finds an option, or the page of that name, from the start of its name (prefix)', () => {
    expect(top('splitch', 3)).toContain('/configuration/optimization/#optimizationsplitchunks');
    expect(top('devser', 3)).toEqual([
      '/configuration/dev-server/',
      '/configuration/dev-server/#devserverhot',
      expect.any(String),
    ]);
  });

  it('reads a word written apart as the word run together too (dev-tool for devtool)', () => {
    expect(planQuery('dev-tool')?.groups[0].alternatives).toEqual([['dev-tool'], ['dev', 'tool'], ['devtool']]);
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
    expect(hit.terms).toContain('splitchunk');
  });
});

describe('an option named by a word of the query', () => {
  // Three options whose text says the same; only the names differ.
  const text = 'The name of each output file, with a [contenthash] for long-term caching.';
  const index: SearchIndexFile = {
    version: 3,
    sections: [['configuration', 'Configuration']],
    pages: [
      ['/configuration/output/', 'Output', 0],
      ['/configuration/optimization/', 'Optimization', 0],
    ],
    records: [
      [0, 2, 'output.assetModuleFilename', '', text, ''],
      [0, 2, 'output.filename', '', text, ''],
      [1, 3, 'optimization.splitChunks.filename', '', text, ''],
    ],
  };
  const options = createEngine(expandIndex(index));

  it('outranks options whose names only contain the word, and the same name deeper down', () => {
    expect(runSearch(options, 'hash in file names').map((hit) => hit.doc.url)).toEqual([
      '/configuration/output/#outputfilename',
      '/configuration/optimization/#optimizationsplitchunksfilename',
      '/configuration/output/#outputassetmodulefilename',
    ]);
  });
});

describe('distinctPages', () => {
  const docs = expandIndex(INDEX);
  const hit = (url: string, named = false): RankedHit => ({
    doc: docs.find((doc) => doc.url === url)!,
    score: 1,
    terms: [],
    named,
  });

  it('keeps two hits per page, the page above its sections unless a section names the query', () => {
    const ranked = [
      hit('/configuration/output/#outputfilename'),
      hit('/configuration/output/#outputpublicpath'),
      hit('/configuration/output/'),
      hit('/guides/public-path/#on-the-fly', true),
      hit('/guides/public-path/'),
      hit('/guides/code-splitting/'),
    ];
    expect(distinctPages(ranked).map((kept) => kept.doc.url)).toEqual([
      '/configuration/output/#outputfilename',
      '/configuration/output/#outputpublicpath',
      '/guides/public-path/#on-the-fly',
      '/guides/public-path/',
      '/guides/code-splitting/',
    ]);
    expect(distinctPages(ranked.slice(0, 1).concat(ranked[2])).map((kept) => kept.doc.url)).toEqual([
      '/configuration/output/',
      '/configuration/output/#outputfilename',
    ]);
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
