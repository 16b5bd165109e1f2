/** Automation accounts that appear in page histories but are not people who wrote the page. */
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

export function initialsOf(handle: string): string {
  const parts = handle.split(/[-_]/).filter(Boolean);
  return (parts.length > 1 ? parts[0][0] + parts[1][0] : handle.slice(0, 2)).toUpperCase();
}
