import fs from 'node:fs';
import path from 'node:path';
import { parseMarkdown } from '../../scripts/markdown/parse.ts';
import { checkCodeBlocks } from '../../scripts/content/code-blocks.ts';

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

describe('checkCodeBlocks', () => {
  const check = (md: string) => checkCodeBlocks(parseMarkdown(md, '.mdx'));

  it('accepts complete programs and fragments marked as such', () => {
    expect(check('```js\nmodule.exports = { mode: "none" };\n```\n\n```js fragment\n{ a: 1, b: 2 }\n```\n')).toEqual([]);
  });

  it('reports the file line of a block that does not parse', () => {
    expect(check('intro\n\n```js\nconst = 1;\n```\n')).toEqual([{ line: 3, message: expect.stringContaining('js block does not parse') }]);
  });

  it('reports invalid JSON and a missing language', () => {
    const problems = check('```json\n{"a": 1,}\n```\n\n```\nplain\n```\n');
    expect(problems.map((p) => p.line)).toEqual([1, 5]);
    expect(problems[1].message).toContain('no language');
  });
});
