import { createHash } from 'node:crypto';

/**
 * Analyses are keyed by what they depend on: the page's text and whether it is MDX. A module of its
 * own: the build's MDX phase keys the workers' analyses with it, and must not wait for the parser
 * (a third of a second to load) before it starts them.
 */
export function analysisKey(text: string, extension: '.md' | '.mdx'): string {
  return createHash('sha1').update(extension).update(text).digest('hex');
}
