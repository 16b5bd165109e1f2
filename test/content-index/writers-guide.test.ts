import fs from 'node:fs';
import { EXCERPT_FLAGS, SIGNATURE_FLAG } from '../../scripts/pipeline/3-content-index/code-blocks.ts';

const guide = fs.readFileSync('content/contribute/writers-guide.mdx', 'utf8');

/** The first column of the first Markdown table after `afterText` in the guide. */
function firstColumn(afterText: string): string[] {
  const rest = guide.slice(guide.indexOf(afterText));
  const table = /\n((?:\|.*\|\n)+)/.exec(rest)![1].trim().split('\n').slice(2);
  return table.map((row) => row.split('|')[1].trim().replace(/`/g, ''));
}

describe("the writers' guide", () => {
  it('lists exactly the fence flags the code-block check knows', () => {
    expect(firstColumn('mark it with a flag after the language').sort()).toEqual(
      [...EXCERPT_FLAGS, SIGNATURE_FLAG].sort(),
    );
  });

  it('documents warn mode, its aliases and the import command', () => {
    for (const text of [
      'CONTENT_CHECKS=warn npm run build',
      'npm run build -- --warn',
      'LINKS=warn npm run build',
      'npm run import -- ',
      '--force',
      'needs a human',
    ]) {
      expect(guide).toContain(text);
    }
  });
});
