import { termsOfWord, trimUnderscores, wordsOf } from '../../../src/shared/search/tokenize.ts';

/**
 * How a section's text goes into the index file. A result shows one line of a hit's text, so a
 * record ships its opening words to show and, to search the rest, each other word once: the
 * browser's tokenizer makes the same index terms from them. Repeats and word order, most of a
 * full-text index's bytes, are not needed to find a section (measured on the real site: the same
 * hits for sampled one- and two-word queries, at 63% of the gzip size of the text).
 */

/**
 * Words of a section's opening text kept to show in results: the modal's hit line holds about ten
 * (DocSearch asks for a 15-word snippet, which then is all of it).
 */
export const SNIPPET_WORDS = 10;

/**
 * A text this short is kept whole: cutting it would save few bytes (its other words ship anyway) and
 * its results show all of it, as DocSearch's 15-word snippet would.
 */
export const WHOLE_SNIPPET_WORDS = 20;

/** The first `count` words of a text, with `…` when it goes on; all of a short text. */
export function snippetOf(text: string, count = SNIPPET_WORDS, whole = WHOLE_SNIPPET_WORDS): string {
  const tokens = text.split(/\s+/).filter(Boolean);
  return tokens.length <= Math.max(count, whole) ? tokens.join(' ') : `${tokens.slice(0, count).join(' ')}…`;
}

/** Pieces of a word between `.`, `-`, `_` and `$`: `output.filename` has 2. */
const piecesOf = (word: string) => word.split(/[._$-]+/).filter(Boolean).length;

/**
 * A compound of more pieces than this (`no-module-parser-css-custom-selectors`, a CLI flag) is kept
 * only for pieces nothing else gives: nobody types it whole, and a query of it still matches all its
 * pieces. Option paths and identifiers (`output.library.type`, `import.meta.webpackHot`) stay whole.
 */
const MAX_WHOLE_PIECES = 3;

/**
 * The words of `text` whose index terms `shown` and the words before them do not already give,
 * each once, sorted (sorted lists compress better). Longer words go first: `output.filename` gives
 * `output` and `filename` too, so those are not repeated.
 */
export function extraWords(text: string, shown: string): string {
  const covered = new Set<string>();
  for (const word of wordsOf(shown)) for (const term of termsOfWord(word.text)) covered.add(term);
  const candidates = new Map<string, string[]>();
  for (const { text: word } of wordsOf(text)) {
    if (candidates.has(word)) continue;
    const terms = termsOfWord(word);
    if (terms.length > 0) candidates.set(word, terms);
  }
  const long = ([word]: [string, string[]]) => piecesOf(word) > MAX_WHOLE_PIECES;
  const byReach = [...candidates].sort(
    (a, b) =>
      Number(long(a)) - Number(long(b)) || b[1].length - a[1].length || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0),
  );
  const kept: string[] = [];
  for (const candidate of byReach) {
    const [word, terms] = candidate;
    // A long compound's own terms (the whole word, trimmed of `_`) are not worth keeping it for.
    const needed = long(candidate)
      ? terms.filter((term) => trimUnderscores(term) !== trimUnderscores(word.toLowerCase()))
      : terms;
    if (needed.every((term) => covered.has(term))) continue;
    kept.push(word);
    for (const term of terms) covered.add(term);
  }
  return kept
    .map((word) => [word.toLowerCase(), word] as const)
    .sort(([a, wordA], [b, wordB]) => (a < b ? -1 : a > b ? 1 : wordA < wordB ? -1 : wordA > wordB ? 1 : 0))
    .map(([, word]) => word)
    .join(' ');
}

export interface PackedText {
  snippet: string;
  words: string;
}

/** A section's prose and code as a record ships them. Code is searched, not shown (unless alone). */
export function packSection(prose: string, code = ''): PackedText {
  const snippet = snippetOf(prose || code);
  return { snippet, words: extraWords(`${prose} ${code}`, snippet) };
}
