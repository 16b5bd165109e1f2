import { escapeHtml, highlight, matchRanges, snippet, type Highlighted } from '../../search/highlight';
import { runSearch, type RankedHit, type SearchEngine } from '../../shared/search/rank';
import { compact } from '../../shared/search/tokenize';

/**
 * Answers the Algolia-shaped requests the DocSearch modal sends from the local index, with hits in
 * the DocSearch record shape (hierarchy lvl0–lvl6, type, url, highlight and snippet results).
 */

export interface AlgoliaRequest {
  indexName?: string;
  query?: string;
  hitsPerPage?: number;
  page?: number;
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  facets?: string[];
  params?: Record<string, unknown>;
}

export type AlgoliaSearchParams = { requests: AlgoliaRequest[] } | AlgoliaRequest[];

type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
const LEVELS: Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export interface DocSearchLikeHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'content';
  /** Raw values are HTML-escaped too: the modal renders stored values as HTML when it has no snippet. */
  content: string | null;
  hierarchy: Record<Level, string | null>;
  _highlightResult: { hierarchy: Partial<Record<Level, HighlightValue>>; content?: HighlightValue };
  _snippetResult: { hierarchy: Partial<Record<Level, HighlightValue>>; content?: HighlightValue };
}

export interface AlgoliaResult {
  hits: DocSearchLikeHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  facets?: Record<string, Record<string, number>>;
}

function asValue(result: Highlighted, queryWords: number): HighlightValue {
  const matchLevel =
    result.matchedWords.length === 0 ? 'none' : result.matchedWords.length >= queryWords ? 'full' : 'partial';
  return { value: result.value, matchLevel, matchedWords: result.matchedWords };
}

/** `['content:15', 'hierarchy.lvl1:15']` → word counts by attribute. */
function snippetSizes(attributes: string[] | undefined): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const attribute of attributes ?? ['content:15']) {
    const [name, count] = attribute.split(':');
    sizes.set(name, Number(count) || 15);
  }
  return sizes;
}

export function toDocSearchHit(ranked: RankedHit, request: AlgoliaRequest): DocSearchLikeHit {
  const { doc } = ranked;
  const terms = new Set(ranked.terms);
  const pre = request.highlightPreTag ?? '<mark>';
  const post = request.highlightPostTag ?? '</mark>';
  const ellipsis = request.snippetEllipsisText ?? '…';
  const sizes = snippetSizes(request.attributesToSnippet);
  const queryWords = (request.query ?? '').trim().split(/\s+/).filter(Boolean).length;
  const raw: Record<Level, string | null> = {
    lvl0: doc.lvl0,
    lvl1: doc.lvl1,
    lvl2: doc.lvl2 || null,
    lvl3: doc.lvl3 || null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };

  const highlighted: Partial<Record<Level, HighlightValue>> = {};
  const snippets: Partial<Record<Level, HighlightValue>> = {};
  for (const level of LEVELS) {
    const text = raw[level];
    if (text === null) continue;
    highlighted[level] = asValue(highlight(text, terms, pre, post), queryWords);
    const size = sizes.get(`hierarchy.${level}`);
    snippets[level] = size ? asValue(snippet(text, terms, size, ellipsis, pre, post), queryWords) : highlighted[level];
  }
  const contentSnippet = asValue(
    snippet(doc.content, terms, sizes.get('content') ?? 15, ellipsis, pre, post),
    queryWords,
  );

  // `Public Path` is also indexed run together (`publicpath`).
  const headingMatched = matchRanges(doc.heading, terms).length > 0 || terms.has(compact(doc.heading));
  const contentMatched = contentSnippet.matchedWords.length > 0;
  const type = !headingMatched && contentMatched ? 'content' : (`lvl${doc.level}` as const);
  const hash = doc.url.indexOf('#');
  return {
    objectID: String(doc.id),
    url: doc.url,
    url_without_anchor: hash < 0 ? doc.url : doc.url.slice(0, hash),
    anchor: hash < 0 ? null : doc.url.slice(hash + 1),
    type,
    content: doc.content ? escapeHtml(doc.content.slice(0, 300)) : null,
    hierarchy: Object.fromEntries(
      LEVELS.map((level) => [level, raw[level] === null ? null : escapeHtml(raw[level])]),
    ) as Record<Level, string | null>,
    _highlightResult: { hierarchy: highlighted, content: contentSnippet },
    _snippetResult: { hierarchy: snippets, content: contentSnippet },
  };
}

function flatten(request: AlgoliaRequest): AlgoliaRequest {
  return request.params ? { ...request, ...(request.params as AlgoliaRequest), params: undefined } : request;
}

export function answerRequest(engine: SearchEngine, input: AlgoliaRequest): AlgoliaResult {
  const started = performance.now();
  const request = flatten(input);
  const query = request.query ?? '';
  const hitsPerPage = request.hitsPerPage ?? 20;
  const page = request.page ?? 0;
  const ranked = query.trim() && hitsPerPage > 0 ? runSearch(engine, query) : [];
  const hits = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((hit) => toDocSearchHit(hit, request));
  return {
    hits,
    nbHits: ranked.length,
    page,
    nbPages: hitsPerPage > 0 ? Math.ceil(ranked.length / hitsPerPage) : 0,
    hitsPerPage,
    exhaustiveNbHits: true,
    processingTimeMS: Math.round(performance.now() - started),
    query,
    params: '',
    index: request.indexName ?? 'local',
    ...(request.facets ? { facets: {} } : {}),
  };
}

export function answerSearch(engine: SearchEngine, params: AlgoliaSearchParams): { results: AlgoliaResult[] } {
  const requests = Array.isArray(params) ? params : params.requests;
  return { results: requests.map((request) => answerRequest(engine, request)) };
}
