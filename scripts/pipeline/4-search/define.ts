import webpack from 'webpack';
import { hostedSearchFromEnv } from '../../../src/shared/search/hosted.ts';

/** Defines `__DOCSEARCH_CONFIG__` for the client bundle (read by `src/shared/search/hosted.ts`). */
export function searchDefinePlugin(env: NodeJS.ProcessEnv = process.env): webpack.DefinePlugin {
  return new webpack.DefinePlugin({ __DOCSEARCH_CONFIG__: JSON.stringify(hostedSearchFromEnv(env)) });
}
