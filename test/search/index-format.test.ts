import { expandIndex } from '../../src/shared/search/index-format.ts';
import { INDEX } from './fixtures.ts';

const docs = expandIndex(INDEX);

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
    expect(() => expandIndex({ ...INDEX, version: 1 as 3 })).toThrow('unsupported search index version 1');
  });
});
