/** The shape `src/components/Search/config.ts` reads as `__DOCSEARCH_CONFIG__`. */
export interface HostedSearchConfig {
  appId: string;
  apiKey: string;
  indexName: string;
}

/**
 * The hosted DocSearch settings from the build's environment, or `null` (the embedded index) unless
 * all three are set. The API key must be a search-only key: it ships to every browser.
 */
export function hostedSearchFromEnv(env: NodeJS.ProcessEnv = process.env): HostedSearchConfig | null {
  const appId = env.DOCSEARCH_APP_ID?.trim();
  const apiKey = env.DOCSEARCH_API_KEY?.trim();
  const indexName = env.DOCSEARCH_INDEX_NAME?.trim();
  return appId && apiKey && indexName ? { appId, apiKey, indexName } : null;
}
