import type { Query } from 'minisearch';
import { isStopWord, SEPARATORS, termOf, termsOfWord, wordsOf } from './tokenize';
import { LONGEST_SYNONYM, synonymsOf } from './synonyms';

/**
 * What a reader typed, as the engine searches it: groups of words, each matched by any of its
 * alternatives (the words as typed, an option path whole or as its pieces, a synonym). A pasted
 * error message is recognised by its length and searched without the paths, numbers and URLs in it.
 */

export interface QueryGroup {
  /** The phrase as typed, lower-case. */
  text: string;
  /**
   * Each alternative is a list of index terms that must all match: first the words as typed (an
   * option path whole, then by its pieces), then their synonyms, then guessed forms of a word
   * (`loading` for `load`) and, when needed, typos undone.
   */
  alternatives: string[][];
  /** How many of the alternatives, from the first, are the words as typed and their synonyms. */
  stated: number;
  /**
   * Words that say what kind of page or action is wanted ("plugin", "api", "config", "use", "set
   * up"), not what it is about: they rank hits, but a hit need not have them.
   */
  soft: boolean;
}

export interface QueryPlan {
  groups: QueryGroup[];
  /** A pasted message rather than typed words: matched exactly, ranked by how much of it a heading says. */
  pasted: boolean;
  /** Option paths and identifiers typed whole (`output.filename`, `__webpack_public_path__`). */
  compounds: string[];
  /** Terms of the last word, which may be unfinished: matched as the start of a word too, if need be. */
  prefixes: Set<string>;
  /** The query as phrases a heading may equal: as typed, and with synonyms put in (a few at most). */
  phrases: string[];
}

/** More words than anyone types into a search box: pasted from a terminal or a console. */
const PASTED_WORDS = 6;

/** Kinds of page, and the verbs of questions ("how do I use ..."): see `QueryGroup.soft`. */
const SOFT_WORDS = new Set([
  'add',
  'all',
  'api',
  'config',
  'configuration',
  'configure',
  'concept',
  'concepts',
  'create',
  'doc',
  'docs',
  'documentation',
  'enable',
  'every',
  'example',
  'examples',
  'get',
  'guide',
  'guides',
  'loader',
  'loaders',
  'make',
  'option',
  'options',
  'plugin',
  'plugins',
  'run',
  'set',
  'setup',
  'tutorial',
  'up',
  'use',
  'using',
  'way',
  'webpack',
  'work',
]);

/**
 * What a pasted message carries that no page can contain: URLs, file paths (`./src/a.js`,
 * `'/home/me/app'`, `C:\app`), positions and numbers (`3:0-28`, `(1:39)`, `244`).
 */
const NOISE = [
  /\b[a-z][a-z0-9+.-]*:\/\/\S*/gi,
  /(?:^|[\s'"(])(?:[.~]{0,2}[\w@.-]*[/\\][^\s'")]*)/g,
  /\b\d+(?:[:.,-]\d+)*\b/g,
];

function withoutNoise(text: string): string {
  return NOISE.reduce((rest, pattern) => rest.replace(pattern, ' '), text);
}

/**
 * Other forms of a plain word that headings use: `load` → `loading`, `write` → `writing`, `split` →
 * `splitting`, and back (`caching` → `cache`), `globally` → `global`.
 */
export function formsOf(word: string): string[] {
  if (!/^[a-z]{4,}$/.test(word) || word.endsWith('s')) return [];
  if (word.endsWith('ing') && word.length > 5) {
    const stem = word.slice(0, -3);
    return [stem, `${stem}e`, ...(stem.at(-1) === stem.at(-2) ? [stem.slice(0, -1)] : [])];
  }
  if (word.endsWith('ly') && word.length > 5) return [word.slice(0, -2)];
  if (word.endsWith('e')) return [`${word.slice(0, -1)}ing`];
  if (word.endsWith('y')) return [];
  return [`${word}ing`, ...(/[^aeiou][aeiou][bdglmnprt]$/.test(word) ? [`${word}${word.at(-1)}ing`] : [])];
}

/**
 * The index terms a typed word must match: the word whole, or (for `output.filename`) all its pieces,
 * or its pieces run together; a version for a digit.
 */
function alternativesOfWord(word: string): string[][] {
  const whole = word.toLowerCase();
  // A lone digit in a query is a version: `webpack 3 to 4` is about `v3` and `v4`.
  if (/^\d$/.test(whole)) return [[`v${whole}`]];
  const pieces = whole.split(SEPARATORS).filter((piece) => piece.length > 0);
  // Written apart, meant together (`dev-tool` for `devtool`): the pieces run together count as well.
  if (pieces.length > 1) return [[whole], pieces.map(termOf), [termOf(pieces.join(''))]];
  return whole.length < 2 ? [] : [[termOf(whole)]];
}

/** Every adjacent swap of a word's letters (`bable` → `abble`, `balbe`, `babel`, ...): the commonest typo. */
function transpositionsOf(term: string): string[] {
  if (!/^[a-z]{4,}$/.test(term)) return [];
  const swaps = new Set<string>();
  for (let at = 0; at < term.length - 1; at += 1)
    if (term[at] !== term[at + 1]) swaps.add(term.slice(0, at) + term[at + 1] + term[at] + term.slice(at + 2));
  return [...swaps];
}

/** The plan with swapped letters allowed in each typed word the index does not know. */
export function withTranspositions(plan: QueryPlan, known: ReadonlySet<string>): QueryPlan {
  const groups = plan.groups.map((group) => ({
    ...group,
    alternatives: [
      ...group.alternatives,
      ...group.alternatives
        .slice(0, group.stated)
        .filter(([term, ...more]) => more.length === 0 && !known.has(term))
        .flatMap(([term]) => transpositionsOf(term).map((swapped) => [swapped])),
    ],
  }));
  return { ...plan, groups };
}

/** The phrases a heading may equal: every combination of each group as typed or as a synonym, up to 8. */
function phrasesOf(groups: QueryGroup[]): string[] {
  let phrases = [''];
  for (const group of groups) {
    const options = [group.text, ...synonymsOf(group.text)];
    phrases = phrases.flatMap((phrase) => options.map((option) => `${phrase} ${option}`.trim())).slice(0, 8);
  }
  return phrases;
}

/** The terms of a phrase for an alternative: every meaningful word must match. */
function termsOfPhrase(phrase: string): string[] {
  return wordsOf(phrase)
    .map((word) => word.text.toLowerCase())
    .filter((word) => termsOfWord(word).length > 0)
    .map(termOf);
}

function groupOf(words: string[]): QueryGroup | null {
  const text = words.join(' ').toLowerCase();
  const own = words.length === 1 ? alternativesOfWord(words[0]) : [termsOfPhrase(text)];
  const stated = [...own, ...synonymsOf(text).map(termsOfPhrase)].filter((terms) => terms.length > 0);
  if (stated.length === 0) return null;
  const forms = words.length === 1 ? formsOf(text).map((form) => [termOf(form)]) : [];
  const soft = words.every((word) => SOFT_WORDS.has(word.toLowerCase()));
  return { text, alternatives: [...stated, ...forms], stated: stated.length, soft };
}

/** Splits the words into groups, taking the longest phrase the synonym table knows at each step. */
function groupsOf(words: string[]): QueryGroup[] {
  const groups: QueryGroup[] = [];
  for (let at = 0; at < words.length;) {
    let length = Math.min(LONGEST_SYNONYM, words.length - at);
    while (length > 1 && synonymsOf(words.slice(at, at + length).join(' ')).length === 0) length -= 1;
    const group = groupOf(words.slice(at, at + length));
    if (group) groups.push(group);
    at += length;
  }
  return groups;
}

export function planQuery(input: string): QueryPlan | null {
  const typed = wordsOf(input).map((word) => word.text);
  const pasted = typed.length > PASTED_WORDS;
  const all = pasted ? wordsOf(withoutNoise(input)).map((word) => word.text) : typed;
  const meaningful = all.filter((word) => !isStopWord(word));
  // A query of stop words only ("how to") still searches for them.
  const groups = groupsOf(meaningful.length > 0 ? meaningful : all);
  if (groups.length === 0) return null;
  const compounds = typed.filter((word) => SEPARATORS.test(word)).map((word) => word.toLowerCase());
  const last = groups[groups.length - 1];
  const prefixes = new Set(
    pasted
      ? []
      : last.alternatives
          .slice(0, last.stated)
          .flat()
          .filter((term) => term.length > 1),
  );
  return { groups, pasted, compounds, prefixes, phrases: phrasesOf(groups) };
}

const all = (terms: string[]): Query => (terms.length === 1 ? terms[0] : { combineWith: 'AND', queries: terms });
const any = (queries: Query[]): Query => (queries.length === 1 ? queries[0] : { combineWith: 'OR', queries });

/** The MiniSearch query: any group may match; ranking then prefers sections that match them all. */
export function searchQueryOf(plan: QueryPlan): Query {
  return any(plan.groups.map((group) => any(group.alternatives.map(all))));
}
