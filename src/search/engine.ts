import MiniSearch, { type Query, type SearchResult } from 'minisearch';

/**
 * The local search engine: the index file format the build writes, the tokenizer that knows webpack's
 * option paths and code identifiers, and the ranking on top of MiniSearch. Pure and DOM-free, so the
 * build, the benchmark, the unit tests and the browser share one implementation.
 */

/** 1: a page's opening text (before its first `##`), 2: a `##` section, 3: a `###` section. */
export type RecordLevel = 1 | 2 | 3;

/**
 * What `scripts/search` writes to `search-index.<hash>.json`: compact tuples, no repeated keys, and no
 * section's full text. A record ships the opening words of its section (what a result shows) and the
 * section's other words once each (searchable, never shown), about 60% of the full text gzipped.
 */
export interface SearchIndexFile {
  version: 2;
  /**
   * lvl0 of the pages: `[top-level folder, title]` (`['api', 'Introduction']`: its index page's title,
   * else the folder's name capitalized), or `['', title]` for a page at the content root. The client
   * names a folder as the navigation does (`API`); see `expandIndex`.
   */
  sections: [string, string][];
  /** `[url, title, index into sections]`, url with a trailing slash. */
  pages: [string, string, number][];
  /**
   * `[index into pages, level, heading, anchor, snippet, words]`, in page order. `heading` is `''` for a
   * page's opening text (level 1, titled by the page); a level 3 record's `##` parent is the level 2
   * record before it. `anchor` is `''` when it is `slugOf(heading)` (or for level 1: none). `snippet`
   * is the section's opening prose, cut at a word with `…`. `words` holds each other word of the
   * section (prose and code) once, those whose index terms the snippet and earlier words lack.
   */
  records: [number, RecordLevel, string, string, string, string][];
}

/** One searchable section of a page, expanded from the index file. */
export interface SearchDoc {
  id: number;
  /** Page URL plus `#anchor` for a section. */
  url: string;
  level: RecordLevel;
  lvl0: string;
  lvl1: string;
  lvl2: string;
  lvl3: string;
  /** The record's own heading: the page title for level 1, else the `##`/`###` text. */
  heading: string;
  /** The headings above it (page title, parent `##`). */
  trail: string;
  /** The section's opening words, shown (and searched). */
  content: string;
  /** The rest of its words, searched with `content` but never shown. */
  words: string;
}

export const SEARCH_INDEX_VERSION = 2;

/**
 * The anchor a heading gets (`output.filename` → `outputfilename`, `Step 1` → `step-1`), as
 * github-slugger makes it for plain headings. The build stores the anchors it does not predict
 * (duplicates, headings with markup), so an imperfect guess costs bytes, never a wrong link.
 */
export function slugOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** How a hit names its top-level section: the site passes the header's `sectionLabel`. */
export type SectionNamer = (folder: string, title: string) => string;

export function expandIndex(file: SearchIndexFile, nameSection: SectionNamer = (_, title) => title): SearchDoc[] {
  if (file.version !== SEARCH_INDEX_VERSION)
    throw new Error(`unsupported search index version ${String(file.version)}`);
  const sections = file.sections.map(([folder, title]) => nameSection(folder, title));
  let lastPage = -1;
  let lvl2 = '';
  return file.records.map(([pageIndex, level, ownHeading, anchor, content, words], id) => {
    const [pageUrl, title, sectionIndex] = file.pages[pageIndex];
    if (pageIndex !== lastPage) {
      lastPage = pageIndex;
      lvl2 = '';
    }
    if (level === 2) lvl2 = ownHeading;
    const heading = level === 1 ? title : ownHeading;
    const hash = level === 1 ? '' : anchor || slugOf(ownHeading);
    const trail = level === 1 ? '' : level === 2 ? title : `${title} ${lvl2}`;
    return {
      id,
      url: hash ? `${pageUrl}#${hash}` : pageUrl,
      level,
      lvl0: sections[sectionIndex] ?? '',
      lvl1: title,
      lvl2: level >= 2 ? lvl2 : '',
      lvl3: level === 3 ? ownHeading : '',
      heading,
      trail,
      content,
      words,
    };
  });
}

// ---------------------------------------------------------------------------------------------------
// Tokenizing

/**
 * A word of documentation text: starts with a letter, digit, `_` or `$` and may carry `.`, `-`, `_`
 * and `$` inside, so `output.filename`, `__webpack_public_path__`, `import.meta.webpackHot` and
 * `css-loader` stay whole.
 */
const WORD = /[\p{L}\p{N}_$][\p{L}\p{N}_$.-]*/gu;
const SEPARATORS = /[._$-]+/;
const CAMEL = /\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{N}+/gu;

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

/** Every index term of one word: the whole word and its pieces. */
export function termsOfWord(word: string): string[] {
  const lower = word.toLowerCase();
  // `The` is as common as `the`.
  if (STOP_WORDS.has(lower)) return [];
  // Most words are plain lower-case words: nothing to split.
  if (lower === word && PLAIN.test(word)) return lower.length > 1 ? [lower] : [];
  const terms = new Set<string>();
  if (lower.length > 1) terms.add(lower);
  const trimmed = lower.replace(/^_+|_+$/g, '');
  if (trimmed.length > 1) terms.add(trimmed);
  for (const part of partsOf(word)) terms.add(part.term);
  return [...terms];
}

const PLAIN = /^[\p{Ll}\p{N}]+$/u;

/**
 * Words too common to tell sections apart; left out of the index and out of queries. Small on
 * purpose: `this`, `default`, `new`... are identifiers in webpack's docs.
 */
const STOP_WORDS = new Set([
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'how',
  'in',
  'into',
  'is',
  'it',
  'its',
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

/** The tokenizer MiniSearch indexes with: every term of every word. */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const word of wordsOf(text)) for (const term of termsOfWord(word.text)) terms.push(term);
  return terms;
}

/**
 * Headings are also indexed run together, the way code spells them: `Public Path` is found as
 * `publicPath` (and the typo `publicpth`), `Hot Module Replacement` as `hotmodulereplacement`.
 */
export function tokenizeField(text: string, field?: string): string[] {
  const terms = tokenize(text);
  if (field === 'heading') {
    const words = wordsOf(text);
    const joined = words.map((word) => word.text.toLowerCase()).join('');
    if (words.length > 1 && words.length <= 4 && PLAIN.test(joined)) terms.push(joined);
  }
  return terms;
}

// ---------------------------------------------------------------------------------------------------
// Searching

export interface SearchEngine {
  index: MiniSearch<SearchDoc>;
  docs: SearchDoc[];
  /** How many sections share each normalized heading (`publicpath` is an option of many plugins). */
  headingCounts: Map<string, number>;
}

const FIELDS = ['heading', 'trail', 'content'];
const FIELD_BOOST = { heading: 5, trail: 5, content: 1 };

function emptyEngine(docs: SearchDoc[]): SearchEngine {
  const index = new MiniSearch<SearchDoc>({
    fields: FIELDS,
    storeFields: [],
    // The shown opening words and the rest of the section are one field.
    extractField: (doc, field) =>
      field === 'content' ? `${doc.content} ${doc.words}` : (doc[field as keyof SearchDoc] as string),
    tokenize: tokenizeField,
    processTerm: (term) => term,
  });
  const headingCounts = new Map<string, number>();
  for (const doc of docs) {
    const key = compact(doc.heading);
    headingCounts.set(key, (headingCounts.get(key) ?? 0) + 1);
  }
  return { index, docs, headingCounts };
}

export function createEngine(docs: SearchDoc[]): SearchEngine {
  const engine = emptyEngine(docs);
  engine.index.addAll(docs);
  return engine;
}

/** The same, indexing in slices that yield to the browser, so typing stays smooth meanwhile. */
export async function createEngineAsync(docs: SearchDoc[], chunkSize = 200): Promise<SearchEngine> {
  const engine = emptyEngine(docs);
  await engine.index.addAllAsync(docs, { chunkSize });
  return engine;
}

export interface RankedHit {
  doc: SearchDoc;
  score: number;
  /** Index terms that matched, for highlighting. */
  terms: string[];
}

const fuzzyOf = (term: string): number | boolean => (term.length < 4 ? false : term.length < 8 ? 1 : 2);

/**
 * The MiniSearch query for what a reader typed. Every word must match (AND); a compound word such as
 * `output.filename` matches either as a whole or as all of its pieces.
 */
export function buildQuery(input: string): Query | null {
  const all = wordsOf(input);
  const meaningful = all.filter((word) => !STOP_WORDS.has(word.text.toLowerCase()));
  const words = meaningful.length > 0 ? meaningful : all;
  if (words.length === 0) return null;
  const perWord: Query[] = words.map(({ text }) => {
    const whole = text.toLowerCase();
    const pieces = whole.split(SEPARATORS).filter((piece) => piece.length > 0);
    if (pieces.length < 2) return whole;
    return { combineWith: 'OR', queries: [whole, { combineWith: 'AND', queries: pieces }] };
  });
  return perWord.length === 1 ? perWord[0] : { combineWith: 'AND', queries: perWord };
}

function normalize(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

function compact(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * How much an exact heading match lifts a hit: a heading that is the query (`output.filename`), ends
 * with it as an option path (`optimization.splitChunks.chunks` for `splitChunks.chunks`), or spells it
 * without punctuation (`SplitChunksPlugin` for `split chunks plugin`). `terms` are the index terms a
 * one-word query matched (`publicpath` for the typo `publicpth`), which count like the query itself.
 */
export function headingBoost(heading: string, input: string, terms: readonly string[] = []): number {
  const query = normalize(input);
  const own = normalize(heading);
  if (!query || !own) return 1;
  if (own === query) return 8;
  if (own.endsWith(`.${query}`)) return 5;
  const compactQuery = compact(query);
  const compactOwn = compact(own);
  if (compactQuery && compactOwn === compactQuery) return 6;
  // Only a plain one-word query owns all its matched terms (a compound's pieces match terms of their own).
  if (!SEPARATORS.test(query) && !query.includes(' ')) {
    for (const term of terms) {
      if (own === term || compactOwn === compact(term)) return 4;
      if (term.length > 3 && own.endsWith(`.${term}`)) return 3;
    }
  }
  if (compactQuery.length > 3 && compactOwn.startsWith(compactQuery)) return 1.5;
  return 1;
}

/** Configuration options are what readers look up most: their sections win ties. */
function sectionPrior(url: string): number {
  return url.startsWith('/configuration/') ? 1.2 : 1;
}

const SEARCH_OPTIONS = {
  fields: FIELDS,
  boost: FIELD_BOOST,
  prefix: (term: string) => term.length > 1,
  fuzzy: fuzzyOf,
  maxFuzzy: 2,
  // Each word was already split into terms by buildQuery.
  tokenize: (text: string) => [text],
  processTerm: (term: string) => term,
};

/** Searches, then re-ranks with the heading boost and how distinctive the heading is. */
export function runSearch(engine: SearchEngine, input: string, limit = Infinity): RankedHit[] {
  const query = buildQuery(input);
  if (!query) return [];
  const compounds = wordsOf(input)
    .map((word) => word.text.toLowerCase())
    .filter((word) => SEPARATORS.test(word));
  let results: SearchResult[] = engine.index.search(query, SEARCH_OPTIONS);
  if (results.length === 0 && wordsOf(input).length > 1) {
    // No section holds every word: fall back to any of them.
    results = engine.index.search({ ...(query as object), combineWith: 'OR' } as Query, SEARCH_OPTIONS);
  }
  return results
    .map((result) => {
      const doc = engine.docs[result.id as number];
      // Page titles are unique enough; a section heading shared by many pages is not.
      const shared = doc.level === 1 ? 1 : (engine.headingCounts.get(compact(doc.heading)) ?? 1);
      // A heading many pages share (`sourceMap`, `Options`) says less about the page than a unique one.
      const exact = headingBoost(doc.heading, input, result.terms);
      // A page titled with the query (`TypeScript`, `Module Federation`) beats sections of that name.
      const title = doc.level === 1 && exact >= 4 ? 1.5 : 1;
      const boost = ((1 + (exact - 1) / Math.sqrt(shared)) / shared ** 0.2) * title;
      // `__webpack_public_path__` written out beats a section that merely has `webpack`, `public`, `path`.
      const whole = compounds.length > 0 && compounds.every((word) => result.terms.includes(word)) ? 3 : 1;
      return { doc, terms: result.terms, score: result.score * boost * whole * sectionPrior(doc.url) };
    })
    .sort((a, b) => b.score - a.score || a.doc.level - b.doc.level || a.doc.id - b.doc.id)
    .slice(0, limit);
}

// ---------------------------------------------------------------------------------------------------
// Highlighting: every value handed to the DocSearch modal is HTML (it renders it as such), so the
// page text is escaped first and only our own tags are added.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

export interface Highlighted {
  value: string;
  matchedWords: string[];
}

interface Range {
  start: number;
  end: number;
}

/** The spans of `text` that match one of `terms` (whole words first, else their pieces). */
export function matchRanges(text: string, terms: ReadonlySet<string>): Range[] {
  const ranges: Range[] = [];
  for (const word of wordsOf(text)) {
    const lower = word.text.toLowerCase();
    if (terms.has(lower) || terms.has(lower.replace(/^_+|_+$/g, ''))) {
      ranges.push({ start: word.start, end: word.start + word.text.length });
      continue;
    }
    let covered = -1;
    for (const part of partsOf(word.text)) {
      if (part.start < covered || !terms.has(part.term)) continue;
      ranges.push({ start: word.start + part.start, end: word.start + part.end });
      covered = part.end;
    }
  }
  return ranges;
}

function markRanges(text: string, ranges: Range[], pre: string, post: string): string {
  let html = '';
  let at = 0;
  for (const range of ranges) {
    html += escapeHtml(text.slice(at, range.start)) + pre + escapeHtml(text.slice(range.start, range.end)) + post;
    at = range.end;
  }
  return html + escapeHtml(text.slice(at));
}

export function highlight(text: string, terms: ReadonlySet<string>, pre = '<mark>', post = '</mark>'): Highlighted {
  const ranges = matchRanges(text, terms);
  return {
    value: markRanges(text, ranges, pre, post),
    matchedWords: [...new Set(ranges.map((range) => text.slice(range.start, range.end).toLowerCase()))],
  };
}

/**
 * A window of about `words` words around the first match, escaped and marked, with `ellipsis` where
 * the text was cut.
 */
export function snippet(
  text: string,
  terms: ReadonlySet<string>,
  words = 15,
  ellipsis = '…',
  pre = '<mark>',
  post = '</mark>',
): Highlighted {
  const tokens = [...text.matchAll(/\S+/g)];
  const ranges = matchRanges(text, terms);
  if (tokens.length <= words) return highlight(text, terms, pre, post);
  const firstMatch = ranges[0]?.start ?? 0;
  let first = tokens.findIndex((token) => token.index + token[0].length > firstMatch);
  first = Math.max(0, Math.min(first - Math.floor(words / 3), tokens.length - words));
  const last = first + words - 1;
  const start = tokens[first].index;
  const end = tokens[last].index + tokens[last][0].length;
  const inside = ranges
    .filter((range) => range.start >= start && range.end <= end)
    .map((range) => ({ start: range.start - start, end: range.end - start }));
  const body = markRanges(text.slice(start, end), inside, pre, post);
  return {
    value: `${first > 0 ? escapeHtml(ellipsis) : ''}${body}${last < tokens.length - 1 ? escapeHtml(ellipsis) : ''}`,
    matchedWords: [...new Set(inside.map((range) => text.slice(start + range.start, start + range.end).toLowerCase()))],
  };
}
