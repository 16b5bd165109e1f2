import fs from 'node:fs';
import path from 'node:path';
import { parseMarkdown } from '../../scripts/pipeline/2-mdx/parse.ts';
import { checkCodeBlocks } from '../../scripts/pipeline/3-content-index/code-blocks.ts';

function pages(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pages(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

describe('code blocks in content/', () => {
  const files = pages('content');

  it('finds pages to check', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s: every block names a language and js/ts/json blocks parse', (file) => {
    const extension = file.endsWith('.md') ? '.md' : '.mdx';
    const problems = checkCodeBlocks(parseMarkdown(fs.readFileSync(file, 'utf8'), extension));
    expect(problems.map((p) => `${file}:${p.line}: ${p.message}`)).toEqual([]);
  });
});
