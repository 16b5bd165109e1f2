/**
 * Post-processing of every hit before the modal renders it. DocSearch renders highlighted values as
 * HTML, so anything that is not our own `<mark>` is escaped here again: a hosted index is not trusted
 * to have escaped the page text (`<script>` in a code sample must show as text, never run).
 */

/** Escapes `<` and `>` except in `<mark>`/`</mark>`; `&` stays (an entity cannot run). */
export function sanitizeHighlight(value: string): string {
  return value.replace(/<(?!\/?mark>)/g, '&lt;').replace(/(?<!<mark|<\/mark)>/g, '&gt;');
}

function sanitizeDeep<T>(value: T): T {
  if (typeof value === 'string') return sanitizeHighlight(value) as T;
  if (Array.isArray(value)) return value.map(sanitizeDeep) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, key === 'url' ? inner : sanitizeDeep(inner)]),
    ) as T;
  }
  return value;
}

interface HitLike {
  url: string;
  hierarchy: object;
  content?: string | null;
  _highlightResult?: unknown;
  _snippetResult?: unknown;
}

export function sanitizeHit<T extends HitLike>(hit: T): T {
  return {
    ...hit,
    hierarchy: sanitizeDeep(hit.hierarchy),
    content: typeof hit.content === 'string' ? sanitizeHighlight(hit.content) : hit.content,
    _highlightResult: sanitizeDeep(hit._highlightResult),
    _snippetResult: sanitizeDeep(hit._snippetResult),
  };
}

/** `https://webpack.js.org/guides/caching/#output` → `/guides/caching/#output`; relative URLs stay. */
export function relativeUrl(url: string): string {
  if (!/^([a-z][a-z0-9+.-]*:)?\/\//i.test(url)) return url;
  const parsed = new URL(url, 'https://localhost');
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** The escapes a highlighted value can hold (ours, `escapeHtml`, and Algolia's). */
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#039;': "'",
  '&#39;': "'",
  '&#x27;': "'",
};

export interface MarkedPart {
  text: string;
  marked: boolean;
}

/**
 * A highlighted value (`a &lt;b&gt; <mark>c</mark>`) as plain text parts, marked or not, for the UI
 * to render as elements: no HTML is parsed, so nothing in it can become markup.
 */
export function markedParts(value: string): MarkedPart[] {
  return value
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) => {
      const marked = part.startsWith('<mark>') && part.endsWith('</mark>');
      const inner = marked ? part.slice('<mark>'.length, -'</mark>'.length) : part;
      return { text: inner.replace(/&(?:amp|lt|gt|quot|#0?39|#x27);/g, (entity) => ENTITIES[entity]), marked };
    });
}
