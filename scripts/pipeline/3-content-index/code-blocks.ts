import { visit } from 'unist-util-visit';
import type { Root } from 'mdast';
import { parsedLanguage, syntaxProblem } from './code-syntax.ts';

/**
 * The fence flags, in one place: every piece of code that needs to know whether a block is partial
 * asks this module. A flag is a word in the fence's meta, after the language:
 * - `excerpt` (any language): part of a larger file; shown as written, never parsed.
 * - `signature` (`ts`, `tsx`, ...): type signatures printed as an API reference prints them.
 * - `fragment`: the older word for `excerpt`, still accepted.
 */
export const EXCERPT_FLAGS = ['excerpt', 'fragment'] as const;
export const SIGNATURE_FLAG = 'signature';

export interface CodeBlockProblem {
  line: number;
  message: string;
  /** How to fix it. */
  hint: string;
}

function parseHint(lang: string): string {
  const signature = isTypeScript(lang) ? ` (\`\`\`${lang} signature for type signatures)` : '';
  return `readers copy examples: fix the code, write an elided part as a line holding only \`...\`, or mark a real excerpt with \`\`\`${lang} excerpt${signature}`;
}

/** The bare words of a fence's meta: quoted values such as `title="an excerpt"` are not flags. */
export function fenceFlags(meta: string | null | undefined): Set<string> {
  const words = (meta ?? '').replace(/"[^"]*"|'[^']*'/g, ' ').split(/\s+/);
  return new Set(words.filter((word) => /^[a-z]+$/.test(word)));
}

/** Whether a block is marked partial, so that it is not parsed (`excerpt`, `fragment`, or `signature` on TypeScript). */
export function isExcerpt(meta: string | null | undefined, lang?: string | null): boolean {
  const flags = fenceFlags(meta);
  if (EXCERPT_FLAGS.some((flag) => flags.has(flag))) return true;
  return flags.has(SIGNATURE_FLAG) && isTypeScript(lang);
}

/** The name this check had before `excerpt` and `signature`. */
export const isFragment = isExcerpt;

function isTypeScript(lang: string | null | undefined): boolean {
  const language = parsedLanguage(lang ?? '');
  return language === 'ts' || language === 'tsx';
}

/**
 * Checks every fenced block of a page: it must name a language, and js/ts/json/json5 blocks must parse
 * (see code-syntax.ts for what each accepts) unless marked partial. Lines are 1-based lines of the
 * page file: the line where the parser stopped, or the fence for a missing language.
 */
export function checkCodeBlocks(tree: Root): CodeBlockProblem[] {
  const problems: CodeBlockProblem[] = [];
  visit(tree, 'code', (node) => {
    const line = node.position?.start.line ?? 1;
    const lang = node.lang ?? '';
    if (!lang) {
      problems.push({
        line,
        message: 'code block has no language',
        hint: 'name one after the fence, e.g. ```js, ```bash or ```text for output',
      });
      return;
    }
    if (fenceFlags(node.meta).has(SIGNATURE_FLAG) && !isTypeScript(lang)) {
      problems.push({
        line,
        message: `the "signature" flag is for TypeScript blocks, not ${lang}`,
        hint: `write \`\`\`${lang} excerpt for a partial ${lang} block`,
      });
      return;
    }
    const language = parsedLanguage(lang);
    if (!language || isExcerpt(node.meta, lang)) return;
    const problem = syntaxProblem(language, node.value);
    if (problem) {
      problems.push({
        // The code starts on the line after the opening fence.
        line: line + problem.line,
        message: `${lang} block (from line ${line}) does not parse: ${problem.message}`,
        hint: parseHint(lang),
      });
    }
  });
  return problems;
}
