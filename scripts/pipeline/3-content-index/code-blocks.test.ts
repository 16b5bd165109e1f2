import fs from 'node:fs';
import { visit } from 'unist-util-visit';
import type { Code, Root } from 'mdast';
import { parseMarkdown } from '../2-mdx/parse.ts';
import { checkCodeBlocks, fenceFlags, isExcerpt } from './code-blocks.ts';

const ACCEPTED = 'test/fixtures/accepted-forms/code-blocks.mdx';
const BROKEN = 'test/fixtures/broken-forms/code-blocks.mdx';

const check = (markdown: string) => checkCodeBlocks(parseMarkdown(markdown, '.mdx'));

/** Every fenced block of a fixture page as a page of its own, named by its fence and first line. */
function blocksOf(file: string): [string, string][] {
  const tree = parseMarkdown(fs.readFileSync(file, 'utf8'), '.mdx');
  const blocks: Code[] = [];
  visit(tree, 'code', (node) => {
    blocks.push(node);
  });
  return blocks.map((block) => {
    const fence = ['```' + (block.lang ?? ''), block.meta].filter(Boolean).join(' ');
    const name = `line ${block.position!.start.line}: ${fence} ${block.value.split('\n')[0]}`;
    return [name, `${fence}\n${block.value}\n\`\`\`\n`];
  });
}

describe('forms written for webpack 5 elsewhere', () => {
  const blocks = blocksOf(ACCEPTED);

  it('covers every form of the fixture page', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(20);
  });

  it.each(blocks)('accepts %s', (_name, block) => {
    expect(check(block)).toEqual([]);
  });
});

describe('blocks with real mistakes', () => {
  const blocks = blocksOf(BROKEN);

  it.each(blocks)('rejects %s', (_name, block) => {
    expect(check(block)).toHaveLength(1);
  });

  it('reports each at the line the parser stopped, with a fix hint', () => {
    const problems = checkCodeBlocks(parseMarkdown(fs.readFileSync(BROKEN, 'utf8'), '.mdx'));
    expect(problems).toHaveLength(blocks.length);
    expect(problems[0]).toEqual({
      line: 9,
      message: 'js block (from line 8) does not parse: Unexpected token',
      hint: expect.stringContaining('```js excerpt'),
    });
    expect(problems[1]).toMatchObject({ line: 15, message: expect.stringContaining('expected ","') });
    expect(problems.find((problem) => problem.message.startsWith('ts block'))?.hint).toContain('```ts signature');
    expect(problems.at(-2)).toMatchObject({ message: 'the "signature" flag is for TypeScript blocks, not js' });
    expect(problems.at(-1)).toMatchObject({ line: 65, message: 'code block has no language' });
  });
});

describe('partial snippets', () => {
  it('allows a line holding only ... anywhere, but not ... inside a line', () => {
    expect(check('```js\nconst config = {\n  ...\n};\n```\n')).toEqual([]);
    expect(check('```json\n{\n  "name": "app",\n  …,\n}\n```\n')).toEqual([]);
    expect(check('```js\nconst list = [...];\n```\n')).toHaveLength(1);
  });

  it('reads a block as a bare expression, object properties, array items or members, never a keyword as a member', () => {
    expect(check('```js\n{ a: 1, b: 2 }\n```\n')).toEqual([]);
    expect(check('```js\nstatic defaults = {};\nrun() {}\n```\n')).toEqual([]);
    expect(check('```js\nconst = 1;\n```\n')).toHaveLength(1);
    expect(check('```ts\nconst: string;\n```\n')).toHaveLength(1);
  });
});

describe('fence flags', () => {
  it('takes excerpt, fragment and signature from the meta, never from a quoted title', () => {
    expect(fenceFlags('title="an excerpt of it" excerpt')).toEqual(new Set(['excerpt']));
    expect(isExcerpt('excerpt', 'js')).toBe(true);
    expect(isExcerpt('fragment', 'json')).toBe(true);
    expect(isExcerpt('signature', 'ts')).toBe(true);
    expect(isExcerpt('signature', 'js')).toBe(false);
    expect(isExcerpt('title="excerpt.js"', 'js')).toBe(false);
  });

  it('leaves a flagged block unparsed and still requires a language', () => {
    const tree: Root = parseMarkdown('```js excerpt\nnot { code\n```\n\n```\nx\n```\n', '.mdx');
    expect(checkCodeBlocks(tree).map((problem) => problem.message)).toEqual(['code block has no language']);
  });
});
