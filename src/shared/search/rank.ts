import MiniSearch, { type SearchResult } from 'minisearch';
import type { SearchDoc } from './index-format';
import { planQuery, searchQueryOf, withTranspositions, type QueryGroup, type QueryPlan } from './query';
import { compact, SEPARATORS, termOf, tokenizeField, wordsOf } from './tokenize';

/**
 * The local search engine: MiniSearch over the expanded index, and the ranking on top of it. A hit
 * that matches more of the query's words comes first; among those, what its heading, title and place
 * in the site say about the query decides. Pure and DOM-free: the build, the benchmark, the unit tests
 * and the browser share it.
 */

export interface SearchEngine {
  index: MiniSearch<SearchDoc>;
  docs: SearchDoc[];
  /** How many sections share each normalized heading (`publicpath` is an option of many plugins). */
  headingCounts: Map<string, number>;
}

/** `content` is what a hit shows (a page's description, a section's opening words), `words` the rest. */
type Field = 'heading' | 'trail' | 'route' | 'content' | 'words';
const FIELDS: Field[] = ['heading', 'trail', 'route', 'content', 'words'];
const FIELD_BOOST: Record<Field, number> = { heading: 5, trail: 2, route: 1.5, content: 1.2, words: 1 };

function emptyEngine(docs: SearchDoc[]): SearchEngine {
  const index = new MiniSearch<SearchDoc>({
    fields: FIELDS,
    storeFields: [],
    extractField: (doc, field) => doc[field as Field],
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
  /**
   * Its heading is what was searched for (`output.filename`, or `Loading Images` for `load images`),
   * or it has the identifiers typed written out (`__webpack_public_path__`): it stays above its page.
   */
  named: boolean;
}

/** Typed words get one typo from 4 letters and two from 8; pasted text is matched as written. */
const fuzzyOf = (term: string): number | boolean => (term.length < 4 ? false : term.length < 8 ? 1 : 2);

function normalize(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
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
    const last = compact(own.split('.').pop() ?? own);
    for (const term of terms) {
      if (own === term || compactOwn === compact(term) || termOf(compactOwn) === term) return 4;
      if (term.length > 3 && own.includes('.') && (last === term || termOf(last) === term)) return 3;
    }
  }
  if (compactQuery.length > 3 && compactOwn.startsWith(compactQuery)) return 1.5;
  return 1;
}

/**
 * Whether every word of a heading is one the query matched (`resolve.alias` for `resolv alias`,
 * `Loading Images` for `load images`): a piece of an option path or a camel-case part counts only if
 * all its siblings do too.
 */
function headingSaysOnly(heading: string, matched: ReadonlySet<string>): boolean {
  const words = wordsOf(heading);
  const has = (part: string) => matched.has(termOf(part.toLowerCase()));
  return (
    words.length > 0 &&
    words.every(
      ({ text }) =>
        has(text) ||
        text
          .split(SEPARATORS)
          .filter(Boolean)
          .every((piece) => has(piece) || (piece.match(CAMEL_PART) ?? []).every(has)),
    )
  );
}

const CAMEL_PART = /\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{N}+/gu;

/**
 * How much a heading says about the query when it is an option path whose last name is a word of the
 * query as typed or a synonym (`output.filename` for "hash in file names"): that option is the topic,
 * unlike one whose name only contains the word (`output.assetModuleFilename`). A top-level option
 * says it most; the same name deeper (`optimization.splitChunks.filename`) is a special case of it.
 */
function optionNamed(heading: string, groups: readonly QueryGroup[]): number {
  const path = heading.trim().split('.');
  if (path.length < 2 || /\s/.test(heading.trim())) return 1;
  const last = termOf(compact(path[path.length - 1]));
  const named = groups.some((group) =>
    group.alternatives.slice(0, group.stated).some((terms) => terms.length === 1 && last === terms[0]),
  );
  return named && last.length > 3 ? 1 + 2 / (path.length - 1) : 1;
}

/** Configuration options are what readers look up most: their sections win ties. */
function sectionPrior(url: string): number {
  return url.startsWith('/configuration/') ? 1.2 : 1;
}

/** Levenshtein distance of two short words is at most `limit`. */
function within(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1)
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    if (Math.min(...current) > limit) return false;
    previous = current;
  }
  return previous[b.length] <= limit;
}

/**
 * Which of the query's groups each matched index term stands for, worked out once per query: a term
 * is found by a query term equal to it, beginning it (for the word being typed) or one typo away.
 */
class GroupMatcher {
  private readonly tokens: Map<string, Set<string>> = new Map();

  constructor(private readonly plan: QueryPlan) {}

  private tokensOf(term: string): Set<string> {
    let found = this.tokens.get(term);
    if (found) return found;
    found = new Set();
    for (const group of this.plan.groups)
      for (const alternative of group.alternatives)
        for (const token of alternative) {
          const fuzzy = this.plan.pasted ? false : fuzzyOf(token);
          if (
            term === token ||
            (this.plan.prefixes.has(token) && term.startsWith(token)) ||
            (typeof fuzzy === 'number' && within(term, token, fuzzy))
          )
            found.add(token);
        }
    this.tokens.set(term, found);
    return found;
  }

  /** The query terms a result matched, by field. */
  tokensByField(result: SearchResult): Map<Field, Set<string>> {
    const byField = new Map<Field, Set<string>>(FIELDS.map((field) => [field, new Set()]));
    for (const [term, fields] of Object.entries(result.match)) {
      const tokens = this.tokensOf(term);
      for (const field of fields) for (const token of tokens) byField.get(field as Field)?.add(token);
    }
    return byField;
  }

  /** The groups whose terms all appear in the given fields. */
  groups(byField: Map<Field, Set<string>>, fields: readonly Field[]): QueryGroup[] {
    const has = (token: string) => fields.some((field) => byField.get(field)!.has(token));
    return this.plan.groups.filter((group) => group.alternatives.some((alternative) => alternative.every(has)));
  }
}

/**
 * How much of the query some groups say. Soft words (kinds of page, verbs of a question) count a
 * quarter: having them helps a hit a little, lacking them costs it little.
 */
function weightOf(groups: readonly QueryGroup[]): number {
  return groups.reduce((sum, group) => sum + (group.soft ? 0.25 : 1), 0);
}

function scoreResult(engine: SearchEngine, result: SearchResult, plan: QueryPlan, matcher: GroupMatcher): RankedHit {
  const doc = engine.docs[result.id as number];
  const { groups, pasted } = plan;
  const whole = weightOf(groups);
  const hard = groups.filter((group) => !group.soft);
  const byField = matcher.tokensByField(result);
  const found = matcher.groups(byField, FIELDS);
  // A hit that lacks words of the query ranks far below one that has them all.
  let boost = (weightOf(found) / whole) ** 3;
  // Page titles are unique enough; a section heading shared by many pages is not.
  const shared = doc.level === 1 ? 1 : (engine.headingCounts.get(compact(doc.heading)) ?? 1);
  // A heading many pages share (`sourceMap`, `Options`) says less about the page than a unique one.
  const headingTerms = new Set(
    Object.entries(result.match)
      .filter(([, fields]) => fields.includes('heading'))
      .map(([term]) => term),
  );
  const phrased = Math.max(...plan.phrases.map((phrase) => headingBoost(doc.heading, phrase, result.terms)));
  // A heading made only of the query's words, typos and other forms allowed, and naming all of them
  // (with its page's title): the section is about exactly that.
  const says =
    !pasted &&
    headingSaysOnly(doc.heading, headingTerms) &&
    hard.every((group) => matcher.groups(byField, ['heading', 'trail']).includes(group));
  const exact = Math.max(phrased, says ? 4 : 1, optionNamed(doc.heading, hard));
  boost *= (1 + (exact - 1) / Math.sqrt(shared)) / shared ** 0.2;
  // The share of the query the heading says (its page's title counting half): for a pasted message,
  // the section named after it.
  const inHeading = matcher.groups(byField, ['heading']);
  const inTrail = matcher.groups(byField, ['trail']).filter((group) => !inHeading.includes(group));
  boost *= 1 + (pasted ? 6 : 1.5) * ((weightOf(inHeading) + weightOf(inTrail) / 2) / whole);
  if (doc.level === 1) {
    // A page whose title or place in the site names the query is the page about it.
    const named = matcher.groups(byField, ['heading', 'route']);
    const soft = named.filter((group) => group.soft).length;
    if (hard.every((group) => named.includes(group))) boost *= (exact >= 4 ? 4 : 3) * (1 + soft / 4);
    // Its description saying it all counts almost as much.
    else if (hard.every((group) => matcher.groups(byField, ['heading', 'route', 'content']).includes(group)))
      boost *= 2;
    else if (hard.every((group) => found.includes(group))) boost *= 1.3;
  }
  // `__webpack_public_path__` written out beats a section that merely has `webpack`, `public`, `path`.
  const writtenOut = plan.compounds.length > 0 && plan.compounds.every((word) => result.terms.includes(word));
  if (writtenOut) boost *= 3;
  return {
    doc,
    terms: result.terms,
    named: exact >= 4 || writtenOut,
    score: result.score * boost * sectionPrior(doc.url),
  };
}

/** Whether a result holds every word of the query that matters (soft words aside), as typed or a synonym. */
function coversQuery(result: SearchResult, plan: QueryPlan): boolean {
  const found = new Set(result.queryTerms);
  return plan.groups.every(
    (group) =>
      group.soft ||
      group.alternatives.slice(0, group.stated).some((alternative) => alternative.every((term) => found.has(term))),
  );
}

/** Sections a page may place in the results: more of one page would hide the other pages. */
export const SECTIONS_PER_PAGE = 2;

/**
 * At most `SECTIONS_PER_PAGE` hits per page, in rank order, and a page's own hit (its title and
 * opening) before its sections: the reader sees the page, then where in it to look. A section whose
 * heading is what was searched for (an option path) stays first.
 */
export function distinctPages(hits: RankedHit[], perPage = SECTIONS_PER_PAGE): RankedHit[] {
  const kept: RankedHit[] = [];
  const counts = new Map<string, number>();
  for (const hit of hits) {
    const count = counts.get(hit.doc.page) ?? 0;
    if (count >= perPage) continue;
    counts.set(hit.doc.page, count + 1);
    const firstOfPage = kept.findIndex((other) => other.doc.page === hit.doc.page);
    if (hit.doc.level === 1 && firstOfPage >= 0) kept.splice(firstOfPage + (kept[firstOfPage].named ? 1 : 0), 0, hit);
    else kept.push(hit);
  }
  return kept;
}

/** Hits ranked in full per query, best by MiniSearch's score first. */
const CANDIDATES = 100;

const SEARCH_OPTIONS = {
  fields: FIELDS,
  boost: FIELD_BOOST,
  maxFuzzy: 2,
  // Each word was already split into terms by planQuery.
  tokenize: (text: string) => [text],
  processTerm: (term: string) => term,
};

/** Searches, ranks, and keeps a few hits per page. */
export function runSearch(engine: SearchEngine, input: string, limit = Infinity): RankedHit[] {
  const plan = planQuery(input);
  if (!plan) return [];
  // The words as typed first. When no section holds them all, the last word may be unfinished
  // (matched as the start of a word) and any word may have a typo (a letter wrong, missing, added, or
  // two swapped): that search costs several times the first, so only queries that need it pay for it.
  let searched = plan;
  let results = engine.index.search(searchQueryOf(plan), { ...SEARCH_OPTIONS, prefix: false, fuzzy: false });
  if (!plan.pasted && !results.some((result) => coversQuery(result, plan))) {
    // Words the index has as typed are neither unfinished nor misspelt.
    const known = new Set(results.flatMap((result) => result.queryTerms));
    searched = withTranspositions(plan, known);
    results = engine.index.search(searchQueryOf(searched), {
      ...SEARCH_OPTIONS,
      prefix: (term: string) => plan.prefixes.has(term) && !known.has(term),
      fuzzy: (term: string) => !known.has(term) && fuzzyOf(term),
    });
  }
  const matcher = new GroupMatcher(searched);
  // Only the likeliest hits are ranked in full: those with the most of the query, by MiniSearch's score.
  const reach = (result: SearchResult) => {
    const found = new Set(result.queryTerms);
    return weightOf(
      searched.groups.filter((group) => group.alternatives.some((terms) => terms.every((term) => found.has(term)))),
    );
  };
  const ranked = results
    .map((result) => ({ result, reach: reach(result) }))
    .sort((a, b) => b.reach - a.reach || b.result.score - a.result.score)
    .slice(0, CANDIDATES)
    .map(({ result }) => result)
    .map((result) => scoreResult(engine, result, searched, matcher))
    .sort((a, b) => b.score - a.score || a.doc.level - b.doc.level || a.doc.id - b.doc.id);
  return distinctPages(ranked).slice(0, limit);
}
