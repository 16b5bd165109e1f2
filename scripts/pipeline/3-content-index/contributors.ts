/**
 * Automation accounts that appear in page histories but are not people who wrote the page: the index
 * leaves them out (and repeated handles), so the browser shows its list as it is.
 */
export const HIDDEN_CONTRIBUTORS = [
  'dependabot',
  'dependabot-preview',
  'renovate',
  'github-actions',
  'greenkeeper',
  'webpack-bot',
] as const;

export function visibleContributors(handles: string[]): string[] {
  const hidden = new Set<string>(HIDDEN_CONTRIBUTORS);
  return [...new Set(handles)].filter((handle) => !hidden.has(handle.toLowerCase()));
}
