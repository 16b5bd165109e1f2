import fs from 'node:fs';
import path from 'node:path';
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { markdownBody, markdownBodyOf, markdownCopy } from '../../scripts/pipeline/7-outputs/markdown-copy.ts';
import { parseMarkdown } from '../../scripts/pipeline/2-mdx/parse.ts';
import { walkContent } from '../../scripts/pipeline/3-content-index/walk.ts';

function codeBlocks(tree: Root): Pick<Code, 'lang' | 'value'>[] {
  const blocks: Pick<Code, 'lang' | 'value'>[] = [];
  visit(tree, 'code', (node) => {
    blocks.push({ lang: node.lang, value: node.value });
  });
  return blocks;
}

/** Read back as plain markdown, the way a reader's tool reads the copy. */
const readCopy = (copy: string) => parseMarkdown(copy, '.md');

describe('the markdown copy of a page', () => {
  it('keeps every code block of every real page, import and export lines included', () => {
    const pages = walkContent(path.resolve('content'));
    expect(pages.length).toBeGreaterThan(100);
    for (const page of pages) {
      const tree = parseMarkdown(fs.readFileSync(page.absolute, 'utf8'), page.extension);
      const expected = codeBlocks(tree);
      const copy = markdownCopy(markdownBody(tree), 'Title');
      expect({ page: page.relative, code: codeBlocks(readCopy(copy)) }).toEqual({
        page: page.relative,
        code: expected,
      });
    }
  });

  it('drops the frontmatter, MDX imports, exports and comments, and spells out components', () => {
    const source = [
      '---',
      'title: X',
      '---',
      "import Y from './y.mdx';",
      'export const z = 1;',
      '',
      '## Part <Badge text="5.1.0+" />',
      '',
      '{/* a note for writers */}',
      'Text with <kbd>Ctrl</kbd> and <span style={{ color: "red" }} />.',
      '',
      '<Badge text="deprecated" />',
      '',
    ].join('\n');
    expect(markdownCopy(markdownBodyOf(source, '.mdx'), 'X', 'About X.')).toBe(
      '# X\n\n> About X.\n\n## Part `5.1.0+`\n\nText with Ctrl and .\n\n`deprecated`\n',
    );
  });

  it('writes asides and GitHub alerts as GitHub alerts', () => {
    const source = [
      '---',
      'title: X',
      '---',
      'T> Cache the **output**.',
      '',
      'W> Line one',
      'W> line two.',
      '',
      '?> Explain this.',
      '',
      '> [!CAUTION]',
      '> Careful.',
      '',
    ].join('\n');
    expect(markdownCopy(markdownBodyOf(source, '.mdx'), 'X')).toBe(
      [
        '# X',
        '',
        '> [!TIP]',
        '> Cache the **output**.',
        '',
        '> [!WARNING]',
        '> Line one',
        '> line two.',
        '',
        '> [!NOTE]',
        '> **To do:** Explain this.',
        '',
        '> [!CAUTION]',
        '> Careful.',
        '',
      ].join('\n'),
    );
  });
});
