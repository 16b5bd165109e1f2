import type { z } from 'zod';
import { FRONTMATTER_KEYS } from './frontmatter-schema.ts';

/** A readable sentence and a fix hint for one schema issue, in the words of the content contract. */
export function describeIssue(issue: z.core.$ZodIssue): { message: string; hint: string; key?: string } {
  const key = issue.path.join('.');
  switch (issue.code) {
    case 'unrecognized_keys': {
      const unknown = issue.keys[0];
      const suggestion = closestKey(unknown);
      return {
        key: unknown,
        message: `unknown frontmatter key "${unknown}"`,
        hint: suggestion
          ? `did you mean "${suggestion}"? Allowed keys: ${FRONTMATTER_KEYS.join(', ')}`
          : `remove it; allowed keys: ${FRONTMATTER_KEYS.join(', ')}`,
      };
    }
    case 'invalid_type':
      if (issue.input === undefined) {
        return { message: `frontmatter "${key}" is required`, hint: `add a line "${key}: ..." to the frontmatter` };
      }
      return {
        message: `frontmatter "${key}" must be ${article(issue.expected)} ${issue.expected}`,
        hint:
          issue.expected === 'array'
            ? `write "${key}:" followed by "- item" lines`
            : `give "${key}" a ${issue.expected} value`,
      };
    default:
      return {
        message: `frontmatter "${key}" ${issue.message}`,
        hint: 'see the frontmatter table in the content contract',
      };
  }
}

function article(word: string): string {
  return /^[aeiou]/.test(word) ? 'an' : 'a';
}

function closestKey(unknown: string): string | undefined {
  let best: { key: string; distance: number } | undefined;
  for (const key of FRONTMATTER_KEYS) {
    const distance = editDistance(unknown.toLowerCase(), key);
    if (distance <= 2 && (!best || distance < best.distance)) best = { key, distance };
  }
  return best?.key;
}

function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0];
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j];
      previous[j] = Math.min(previous[j] + 1, previous[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return previous[b.length];
}
