import type { QueryCase, QueryClass } from './queries.ts';

/**
 * Scores a search function on the evaluation set, class by class: whether the first hit, and any of
 * the first three, is a page the reader expects. An expectation the build lacks (a page not written
 * yet, an anchor that moved) counts as a miss and is listed, so a gap in the site shows as one.
 */

export interface ClassScore {
  name: QueryClass;
  queries: number;
  top1: number;
  top3: number;
}

export interface Miss {
  name: QueryClass;
  query: string;
  expected: string[];
  got: string[];
}

export interface Evaluation {
  classes: ClassScore[];
  misses: Miss[];
  /** Expectations naming a page or anchor the build does not have. */
  unknown: string[];
  /** Queries the search threw on. */
  failures: string[];
}

/** A hit is the expected page (any of its sections) or, for an expectation with `#`, that exact section. */
export function matches(url: string, expected: string): boolean {
  return expected.includes('#') ? url === expected : url.split('#')[0] === expected;
}

export function evaluate(
  queries: Record<QueryClass, QueryCase[]>,
  search: (query: string) => string[],
  knownUrls: ReadonlySet<string>,
): Evaluation {
  const pages = new Set([...knownUrls].map((url) => url.split('#')[0]));
  const known = (expected: string) => (expected.includes('#') ? knownUrls.has(expected) : pages.has(expected));
  const unknown = new Set<string>();
  const misses: Miss[] = [];
  const failures: string[] = [];
  const classes = (Object.entries(queries) as [QueryClass, QueryCase[]][]).map(([name, cases]) => {
    const score: ClassScore = { name, queries: cases.length, top1: 0, top3: 0 };
    for (const { query, expect } of cases) {
      for (const expected of expect) if (!known(expected)) unknown.add(expected);
      let urls: string[];
      try {
        urls = search(query);
      } catch (error) {
        // A query that throws shows the reader an error screen: a miss.
        urls = [];
        failures.push(`${query}: ${String(error)}`);
      }
      const hit = (url: string | undefined) => url !== undefined && expect.some((expected) => matches(url, expected));
      if (hit(urls[0])) score.top1 += 1;
      if (urls.slice(0, 3).some(hit)) score.top3 += 1;
      else misses.push({ name, query, expected: expect, got: urls.slice(0, 3) });
    }
    return score;
  });
  return { classes, misses, unknown: [...unknown].sort(), failures };
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(0)}%`;

/** The per-class table and the overall line, as the bench prints them. */
export function formatEvaluation({ classes }: Evaluation): string {
  const total = classes.reduce(
    (sum, score) => ({
      queries: sum.queries + score.queries,
      top1: sum.top1 + score.top1,
      top3: sum.top3 + score.top3,
    }),
    { queries: 0, top1: 0, top3: 0 },
  );
  const row = (name: string, { queries, top1, top3 }: { queries: number; top1: number; top3: number }) =>
    `  ${name.padEnd(12)} ${String(queries).padStart(4)}   top-1 ${`${top1}`.padStart(3)} ${percent(top1, queries).padStart(4)}   top-3 ${`${top3}`.padStart(3)} ${percent(top3, queries).padStart(4)}`;
  return [...classes.map((score) => row(score.name, score)), row('overall', total)].join('\n');
}
