/**
 * The hosted DocSearch index, when the build was given one (`DOCSEARCH_APP_ID`, `DOCSEARCH_API_KEY`
 * with search rights only, `DOCSEARCH_INDEX_NAME`): webpack's DefinePlugin replaces
 * `__DOCSEARCH_CONFIG__` in the client bundle (see `scripts/search/define.ts`). Anywhere it is not
 * defined (dev server, server render, tests) search uses the embedded index.
 */

export interface HostedSearchConfig {
  appId: string;
  apiKey: string;
  indexName: string;
}

declare const __DOCSEARCH_CONFIG__: HostedSearchConfig | null | undefined;

export function hostedSearchConfig(): HostedSearchConfig | null {
  return typeof __DOCSEARCH_CONFIG__ === 'undefined' ? null : (__DOCSEARCH_CONFIG__ ?? null);
}
