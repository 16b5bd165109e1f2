import { createRequire } from 'node:module';
import { parse as parseBabel, type ParserPlugin } from '@babel/parser';
import { parse as parseJsonc, printParseErrorCode, type ParseError } from 'jsonc-parser';
import JSON5 from 'json5';
import type TypeScript from 'typescript';

/** The languages whose blocks are parsed, each by the parser that matches what webpack reads. */
export type ParsedLanguage = 'js' | 'ts' | 'tsx' | 'json' | 'json5';

const LANGUAGES: Record<string, ParsedLanguage> = {
  js: 'js',
  javascript: 'js',
  mjs: 'js',
  cjs: 'js',
  jsx: 'js',
  ts: 'ts',
  typescript: 'ts',
  mts: 'ts',
  cts: 'ts',
  tsx: 'tsx',
  json: 'json',
  jsonc: 'json',
  json5: 'json5',
};

export function parsedLanguage(lang: string): ParsedLanguage | undefined {
  return LANGUAGES[lang.toLowerCase()];
}

/** Where a block fails to parse: `line` is 1-based inside the block. */
export interface SyntaxProblem {
  line: number;
  message: string;
}

/**
 * How a block may be read besides a whole module: as what readers take for an excerpt of a larger
 * file. A bare expression (an object literal), the properties of an object, the items of an array,
 * the members of a class, and for TypeScript the members of an interface.
 */
interface Reading {
  prefix: string;
  suffix: string;
  /** Member readings: a statement keyword standing where a member name goes is a broken statement. */
  members?: true;
}

const EXCERPT_READINGS: Reading[] = [
  { prefix: '(\n', suffix: '\n)' },
  { prefix: '({\n', suffix: '\n})' },
  { prefix: '[\n', suffix: '\n]' },
  { prefix: '(class {\n', suffix: '\n})', members: true },
];
const TS_EXCERPT_READINGS: Reading[] = [
  ...EXCERPT_READINGS,
  { prefix: 'interface Excerpt {\n', suffix: '\n}', members: true },
];

/** `const = 1;` parses as a class field named `const`; no excerpt means that. */
const KEYWORD_MEMBER =
  /^[ \t]*(?:const|let|var|function|class|return|throw|import|export|if|for|while|switch|try|new|typeof|void|await|yield)[ \t]*[=;:?!]/m;

/**
 * Syntax webpack 5 reads in its JavaScript inputs besides ES2025: `import defer` (experiments.deferImport),
 * `import source`, import attributes and the older `assert` form, `using` declarations. JSX stays on for
 * React examples. Top-level await, `import.meta` and comments (magic comments) need no plugin.
 */
const WEBPACK_SYNTAX: ParserPlugin[] = [
  'deferredImportEvaluation',
  'sourcePhaseImports',
  ['importAttributes', { deprecatedAssertSyntax: true }],
  'explicitResourceManagement',
];

function babelProblem(code: string, plugins: ParserPlugin[]): SyntaxProblem | undefined {
  try {
    // `unambiguous`: a block with import/export is a module, anything else a script (CommonJS), as
    // webpack's `javascript/auto` reads files.
    parseBabel(code, {
      sourceType: 'unambiguous',
      allowAwaitOutsideFunction: true,
      allowReturnOutsideFunction: true,
      createImportExpressions: true,
      plugins,
    });
    return undefined;
  } catch (error) {
    const { loc, message } = error as { loc?: { line: number }; message: string };
    return { line: loc?.line ?? 1, message: message.replace(/ \(\d+:\d+\)$/, '') };
  }
}

let typescript: typeof TypeScript | undefined;
/** Loaded on the first TypeScript block: most pages have none, and the compiler is large. */
function ts(): typeof TypeScript {
  typescript ??= createRequire(import.meta.url)('typescript') as typeof TypeScript;
  return typescript;
}

function typescriptProblem(code: string, language: 'ts' | 'tsx'): SyntaxProblem | undefined {
  const compiler = ts();
  const kind = language === 'tsx' ? compiler.ScriptKind.TSX : compiler.ScriptKind.TS;
  const file = compiler.createSourceFile(`block.${language}`, code, compiler.ScriptTarget.Latest, false, kind);
  // The parser's own diagnostics: syntax only, no type checking.
  const [first] = (file as unknown as { parseDiagnostics: TypeScript.DiagnosticWithLocation[] }).parseDiagnostics;
  if (!first) return undefined;
  return {
    line: file.getLineAndCharacterOfPosition(first.start).line + 1,
    message: compiler.flattenDiagnosticMessageText(first.messageText, ' '),
  };
}

/** Tries the block as a module, then as each excerpt reading; the module's error is the one reported. */
function firstReading(
  code: string,
  readings: Reading[],
  problemOf: (text: string) => SyntaxProblem | undefined,
): SyntaxProblem | undefined {
  const asModule = problemOf(code);
  if (!asModule) return undefined;
  for (const { prefix, suffix, members } of readings) {
    if (members && KEYWORD_MEMBER.test(code)) continue;
    if (!problemOf(`${prefix}${code}${suffix}`)) return undefined;
  }
  return asModule;
}

function jsonProblem(code: string): SyntaxProblem | undefined {
  const errors: ParseError[] = [];
  parseJsonc(code, errors, { allowTrailingComma: true, allowEmptyContent: false });
  const [first] = errors;
  if (!first) return undefined;
  const words = printParseErrorCode(first.error)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return { line: code.slice(0, first.offset).split('\n').length, message: words };
}

function json5Problem(code: string): SyntaxProblem | undefined {
  try {
    JSON5.parse(code);
    return undefined;
  } catch (error) {
    const { lineNumber, message } = error as { lineNumber?: number; message: string };
    return { line: lineNumber ?? 1, message: message.replace(/^JSON5: /, '').replace(/ at \d+:\d+$/, '') };
  }
}

/** A line holding only `...` (or `…`), perhaps with a trailing comma: an elision, read as a blank line. */
const ELISION = /^[ \t]*(?:\.\.\.|…)[ \t]*,?[ \t]*$/gm;

/** Why a block does not parse in its language, or `undefined` when it does (in any accepted reading). */
export function syntaxProblem(language: ParsedLanguage, source: string): SyntaxProblem | undefined {
  const code = source.replace(ELISION, '');
  switch (language) {
    case 'json':
      return jsonProblem(code);
    case 'json5':
      return json5Problem(code);
    case 'js':
      return firstReading(code, EXCERPT_READINGS, (text) => babelProblem(text, ['jsx', ...WEBPACK_SYNTAX]));
    default: {
      const problem = firstReading(code, TS_EXCERPT_READINGS, (text) => typescriptProblem(text, language));
      // TypeScript's parser has no `import source` yet; webpack's does.
      const plugins: ParserPlugin[] = [['typescript', {}], ...(language === 'tsx' ? ['jsx' as const] : [])];
      return problem && babelProblem(code, [...plugins, ...WEBPACK_SYNTAX]) ? problem : undefined;
    }
  }
}
