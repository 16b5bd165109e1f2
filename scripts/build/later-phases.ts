/**
 * What the phases after the MDX one run, in one module: a build starts loading it when its MDX
 * workers start and the main thread only waits for them. Loading it (webpack's configurations and
 * plugins, Workbox, the content index's parser) is most of a build's start-up time.
 */
export { indexContent } from '../pipeline/3-content-index/index-content.ts';
export { formatProblem } from '../pipeline/3-content-index/problems.ts';
export { runWebpack } from './run-webpack.ts';
export { writeOutputs } from '../pipeline/7-outputs/write-outputs.ts';
export { writeSearchIndex } from '../pipeline/4-search/build-search-index.ts';
export { formatOfflineFiles, writeOfflineFiles } from '../pipeline/8-offline/offline-files.ts';
export { writeDeployHeaders } from '../pipeline/9-headers/headers.ts';
export { readClientManifest } from '../pipeline/5-bundle/client-manifest-plugin.ts';
export { clientConfig } from '../../webpack.prod.ts';
export { ssgConfig } from '../../webpack.ssg.ts';
export { prerenderSite } from '../pipeline/6-prerender/prerender-site.ts';
