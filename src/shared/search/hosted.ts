/**
 * The hosted DocSearch index, when the build is given one: `DOCSEARCH_APP_ID`, `DOCSEARCH_API_KEY`
 * (a search-only key: it ships to every browser) and `DOCSEARCH_INDEX_NAME`. The build reads them
 * with `hostedSearchFromEnv`, and webpack's DefinePlugin puts the result into the client bundle as
 * `__DOCSEARCH_CONFIG__` (`scripts/pipeline/4-search/define.ts`). Anywhere it is not defined (dev server, server
 * render, tests) search uses the embedded index.
 */

export interface HostedSearchConfig {
  appId: string;
  apiKey: string;
  indexName: string;
}

/** The hosted settings from the build's environment, or `null` (the embedded index) unless all three are set. */
export function hostedSearchFromEnv(env: Readonly<Record<string, string | undefined>>): HostedSearchConfig | null {
  const appId = env.DOCSEARCH_APP_ID?.trim();
  const apiKey = env.DOCSEARCH_API_KEY?.trim();
  const indexName = env.DOCSEARCH_INDEX_NAME?.trim();
  return appId && apiKey && indexName ? { appId, apiKey, indexName } : null;
}

declare const __DOCSEARCH_CONFIG__: HostedSearchConfig | null | undefined;

/** The hosted index this bundle was built for, or `null`. */
export function hostedSearchConfig(): HostedSearchConfig | null {
  return typeof __DOCSEARCH_CONFIG__ === 'undefined' ? null : (__DOCSEARCH_CONFIG__ ?? null);
}
