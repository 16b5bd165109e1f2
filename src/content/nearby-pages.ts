import type { PageLink } from '../shared/content/types';

/** How many single-letter edits turn `a` into `b` (Levenshtein). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

const segments = (url: string) => url.toLowerCase().split('/').filter(Boolean);

/**
 * How far a page's route is from a missing one: the edits between the whole routes, or between their
 * last segments plus a step for a different section (`/concept/modules/` is near `/concepts/modules/`,
 * `/guides/cache/` near `/guides/caching/`, `/code-splitting/` near `/guides/code-splitting/`,
 * `/loaders/sass/` near `/loaders/sass-loader/`).
 */
function distance(missing: string[], page: string[]): number {
  const whole = editDistance(missing.join('/'), page.join('/'));
  const [wanted, name] = [missing[missing.length - 1] ?? '', page[page.length - 1] ?? ''];
  // One name inside the other (`sass` in `sass-loader`) is as good as one edit.
  const contained = wanted.length >= 3 && name.length >= 3 && (name.includes(wanted) || wanted.includes(name));
  const last = contained ? 1 : editDistance(wanted, name);
  const sameSection = missing.length > 1 && missing[0] === page[0];
  return Math.min(whole, last + (sameSection ? 0 : 2));
}

/** The pages whose routes are close to `url` (a route nobody has), nearest first. */
export function pagesNear(url: string, pages: readonly PageLink[], limit = 6): PageLink[] {
  const missing = segments(url);
  if (missing.length === 0) return [];
  const tolerance = Math.max(2, Math.ceil(missing.join('/').length * 0.25));
  return pages
    .map((page) => ({ page, distance: distance(missing, segments(page[0])) }))
    .filter((candidate) => candidate.distance <= tolerance)
    .sort((a, b) => a.distance - b.distance || a.page[0].localeCompare(b.page[0]))
    .slice(0, limit)
    .map((candidate) => candidate.page);
}

/** The pages whose title or route holds every word of `query`, titles matching first. */
export function pagesMatching(query: string, pages: readonly PageLink[], limit = 8): PageLink[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const has = (text: string) => words.every((word) => text.toLowerCase().includes(word));
  const byTitle = pages.filter(([, title]) => has(title));
  const byRoute = pages.filter(([url, title]) => !has(title) && has(url));
  return [...byTitle, ...byRoute].slice(0, limit);
}
