/**
 * How text becomes index terms: words that keep webpack's option paths and identifiers whole
 * (`output.filename`, `__webpack_public_path__`, `css-loader`) and also index their pieces
 * (`output`, `filename`, camel-case `webpack`, `hot`). The build (to pack records), the engine (to
 * index and to query) and the highlighter share these rules.
 */

/**
 * A word of documentation text: starts with a letter, digit, `_` or `$` and may carry `.`, `-`, `_`
 * and `$` inside, so `output.filename`, `__webpack_public_path__`, `import.meta.webpackHot` and
 * `css-loader` stay whole.
 */
const WORD = /[\p{L}\p{N}_$][\p{L}\p{N}_$.-]*/gu;
export const SEPARATORS = /[._$-]+/;
const CAMEL = /\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{N}+/gu;
const PLAIN = /^[\p{Ll}\p{N}]+$/u;

export interface WordSpan {
  /** As written, with trailing `.`/`-` removed. */
  text: string;
  start: number;
}

/** The raw words of a text with their offsets. */
export function wordsOf(text: string): WordSpan[] {
  const words: WordSpan[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0].replace(/[.-]+$/, '');
    if (word) words.push({ text: word, start: match.index });
  }
  return words;
}

export interface PartSpan {
  /** Lower-cased term. */
  term: string;
  start: number;
  end: number;
}

/**
 * The pieces of one word that are indexed on their own, with offsets inside the word: the pieces
 * between separators (`output`, `filename`) and their camel-case pieces (`webpack`, `hot`).
 */
export function partsOf(word: string): PartSpan[] {
  const parts: PartSpan[] = [];
  let offset = 0;
  for (const piece of word.split(SEPARATORS)) {
    const start = word.indexOf(piece, offset);
    offset = start + piece.length;
    if (!piece) continue;
    if (piece !== word) parts.push({ term: piece.toLowerCase(), start, end: start + piece.length });
    const camel = [...piece.matchAll(CAMEL)];
    if (camel.length > 1) {
      for (const match of camel) {
        parts.push({
          term: match[0].toLowerCase(),
          start: start + match.index,
          end: start + match.index + match[0].length,
        });
      }
    }
  }
  return parts.filter((part) => part.term.length > 1);
}

/** A word without the `_` that wraps identifiers such as `__dirname` (`dirname`). */
export const trimUnderscores = (word: string): string => word.replace(/^_+|_+$/g, '');

/**
 * Words too common to tell sections apart, and the filler of questions ("how do I ..."); left out of
 * the index and out of queries. Small on purpose: `this`, `default`, `new`... are identifiers in
 * webpack's docs.
 */
const STOP_WORDS = new Set([
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'can',
  'do',
  'does',
  'for',
  'from',
  'how',
  'in',
  'into',
  'is',
  'it',
  'its',
  'me',
  'my',
  'of',
  'on',
  'or',
  'so',
  'than',
  'that',
  'the',
  'their',
  'then',
  'there',
  'these',
  'they',
  'to',
  'was',
  'were',
  'what',
  'when',
  'which',
  'with',
  'you',
  'your',
]);

export const isStopWord = (word: string): boolean => STOP_WORDS.has(word.toLowerCase());

/**
 * One form for a word and its plural, so `library` finds `Authoring Libraries` and `chunk` finds
 * `chunks` as well as the other way round: `-ies` → `-y`, a final `s` dropped (not from `-ss`, `-us`,
 * `-is` or `-as`: `process`, `status`, `analysis`, `alias`). Only plain words of four letters or more;
 * option paths and identifiers stay as written. The index and queries both go through it.
 */
export function termOf(word: string): string {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s') && !/(ss|us|is|as)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Every index term of one word: the whole word and its pieces. */
export function termsOfWord(word: string): string[] {
  const lower = word.toLowerCase();
  // `The` is as common as `the`.
  if (STOP_WORDS.has(lower)) return [];
  // Most words are plain lower-case words: nothing to split.
  if (lower === word && PLAIN.test(word)) return lower.length > 1 ? [termOf(lower)] : [];
  const terms = new Set<string>();
  if (lower.length > 1) terms.add(termOf(lower));
  const trimmed = trimUnderscores(lower);
  if (trimmed.length > 1) terms.add(termOf(trimmed));
  for (const part of partsOf(word)) terms.add(termOf(part.term));
  return [...terms];
}

/** The tokenizer MiniSearch indexes with: every term of every word. */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const word of wordsOf(text)) for (const term of termsOfWord(word.text)) terms.push(term);
  return terms;
}

/** A heading's text run together as code spells it (`Public Path` → `publicpath`), when short and plain. */
export function joinedHeading(text: string): string | null {
  const words = wordsOf(text);
  const joined = words.map((word) => word.text.toLowerCase()).join('');
  return words.length > 1 && words.length <= 4 && PLAIN.test(joined) ? joined : null;
}

/**
 * Headings are also indexed run together, the way code spells them: `Public Path` is found as
 * `publicPath` (and the typo `publicpth`), `Hot Module Replacement` as `hotmodulereplacement`.
 */
export function tokenizeField(text: string, field?: string): string[] {
  const terms = tokenize(text);
  if (field === 'heading') {
    const joined = joinedHeading(text);
    if (joined) terms.push(termOf(joined));
  }
  return terms;
}

/** Lower-case letters and digits only: `SplitChunksPlugin` and `split-chunks plugin` compare equal. */
export function compact(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}
