import { parse as parseJs, type ParserPlugin } from '@babel/parser';
import { visit } from 'unist-util-visit';
import type { Root } from 'mdast';

export interface CodeBlockProblem {
  line: number;
  message: string;
}

const JS_LANGS = new Set(['js', 'javascript', 'mjs', 'cjs', 'jsx']);
const TS_LANGS = new Set(['ts', 'typescript', 'mts', 'cts', 'tsx']);

/** A fence whose meta holds the word `fragment` is an intentional excerpt and is not parsed. */
export function isFragment(meta: string | null | undefined): boolean {
  return /(^|\s)fragment(\s|$)/.test(meta ?? '');
}

function babelPlugins(lang: string): ParserPlugin[] {
  if (lang === 'tsx') return ['typescript', 'jsx'];
  if (TS_LANGS.has(lang)) return ['typescript'];
  return ['jsx'];
}

function syntaxError(lang: string, code: string): string | undefined {
  try {
    if (lang === 'json') {
      JSON.parse(code);
    } else {
      parseJs(code, {
        sourceType: 'module',
        allowAwaitOutsideFunction: true,
        allowReturnOutsideFunction: true,
        plugins: babelPlugins(lang),
      });
    }
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * Checks every fenced block of a page: it must name a language, and js/ts/json blocks must parse
 * unless marked `fragment`. Lines are 1-based lines of the page file.
 */
export function checkCodeBlocks(tree: Root): CodeBlockProblem[] {
  const problems: CodeBlockProblem[] = [];
  visit(tree, 'code', (node) => {
    const line = node.position?.start.line ?? 1;
    const lang = (node.lang ?? '').toLowerCase();
    if (!lang) {
      problems.push({ line, message: 'code block has no language; name one after the fence, e.g. ```js or ```text' });
      return;
    }
    const parsed = lang === 'json' || JS_LANGS.has(lang) || TS_LANGS.has(lang);
    if (!parsed || isFragment(node.meta)) return;
    const error = syntaxError(lang, node.value);
    if (error) {
      problems.push({
        line,
        message: `${lang} block does not parse (${error}); fix it, or add "fragment" to the fence meta if it is an excerpt`,
      });
    }
  });
  return problems;
}
