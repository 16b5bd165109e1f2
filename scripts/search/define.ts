import webpack from 'webpack';
import type { HostedSearchConfig } from '../../src/components/Search/config.ts';

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

/** Defines `__DOCSEARCH_CONFIG__` for the client bundle (read by `src/components/Search/config.ts`). */
export function searchDefinePlugin(env: NodeJS.ProcessEnv = process.env): webpack.DefinePlugin {
  return new webpack.DefinePlugin({ __DOCSEARCH_CONFIG__: JSON.stringify(hostedSearchFromEnv(env)) });
}
