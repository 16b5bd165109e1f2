import { partsOf, termOf, trimUnderscores, wordsOf } from '../shared/search/tokenize';

/**
 * Highlighting: every value handed to the DocSearch modal is HTML (it renders it as such), so the page
 * text is escaped first and only our own tags are added.
 */

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
    if (terms.has(termOf(lower)) || terms.has(termOf(trimUnderscores(lower)))) {
      ranges.push({ start: word.start, end: word.start + word.text.length });
      continue;
    }
    let covered = -1;
    for (const part of partsOf(word.text)) {
      if (part.start < covered || !terms.has(termOf(part.term))) continue;
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
