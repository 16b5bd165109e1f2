import { termsOfWord, tokenize } from '../../src/shared/search/tokenize.ts';

describe('tokenize', () => {
  it('keeps option paths whole and also indexes their pieces, plain pieces in their singular form', () => {
    expect(termsOfWord('output.filename')).toEqual(['output.filename', 'output', 'filename']);
    expect(termsOfWord('splitChunks.chunks')).toEqual(
      expect.arrayContaining(['splitchunks.chunks', 'splitchunk', 'chunk', 'split']),
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
