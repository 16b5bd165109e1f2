import { grammarFor } from './highlight.ts';

/** A diff line's marker column: `+`, `-`, a space, or nothing (an empty line, a line without one). */
export type DiffMarker = '+' | '-' | ' ' | '';

/** Splits each line of a diff into its marker and the code after it. */
export function splitDiffMarkers(text: string): { markers: DiffMarker[]; code: string } {
  const lines = text.split('\n');
  const markers = lines.map((line): DiffMarker => (/^[+\- ]/.test(line) ? (line[0] as DiffMarker) : ''));
  return { markers, code: lines.map((line, index) => line.slice(markers[index].length)).join('\n') };
}

const LOOKS_LIKE_JS = /\b(?:module\.exports|require\(|import |export |const |let |new |function\b)|=>/;

function isJson(code: string): boolean {
  try {
    JSON.parse(code);
    return true;
  } catch {
    return false;
  }
}

/**
 * The language of the code a `diff` block changes, to colour it as that language: from the block's
 * title (`webpack.config.js`, `package.json`), else from the code itself (JSON, or JavaScript by its
 * keywords). `undefined` for anything else, such as a tree of files: it keeps the diff colours.
 */
export function diffCodeLanguage(title: string | undefined, code: string): string | undefined {
  const extension = title && /\.([\w-]+)$/.exec(title)?.[1];
  if (extension) return grammarFor(extension) ? extension : undefined;
  if (title) return undefined;
  if (isJson(code)) return 'json';
  return LOOKS_LIKE_JS.test(code) ? 'js' : undefined;
}
