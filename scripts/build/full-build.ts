import fs from 'node:fs';
import path from 'node:path';
import { walkContent } from '../pipeline/3-content-index/walk.ts';
import { checkLevels, warningSummary } from '../pipeline/3-content-index/checks.ts';
import { precompilePages } from '../pipeline/2-mdx/precompile.ts';
import { formatRefresh, refreshSupporters } from '../pipeline/1-supporters/refresh.ts';
import { sectionLinks } from '../../src/shared/content/navigation.ts';
import { concurrentPhase, phase, type PhaseResult } from './phases.ts';
import { collectGarbage } from './collect-garbage.ts';
import { HEAP_GROWTH, limitHeapGrowth } from './heap-growth.ts';
import {
  CLIENT_MANIFEST,
  CONTENT,
  DIST,
  GENERATED,
  MDX_CACHE,
  ROOT,
  SERVER_BUNDLE,
  STAGING,
  WORK,
} from '../pipeline/paths.ts';

/**
 * The whole build, when its inputs have changed: MDX pages (and the supporters, from Open Collective)
 * → index → search index → client and server bundles (the server one prerenders) → feeds, offline
 * files, deploy headers → swap into `dist/`. Everything is written to a staging folder first, so a failed build leaves
 * the previous `dist/` as it was.
 */

function swapIntoDist(): void {
  const old = path.join(WORK, 'dist-old');
  fs.rmSync(old, { recursive: true, force: true });
  if (fs.existsSync(DIST)) fs.renameSync(DIST, old);
  fs.renameSync(STAGING, DIST);
  fs.rmSync(old, { recursive: true, force: true });
}

export interface BuiltSite {
  pages: number;
  /** The content warnings it printed, the count of each kind last. */
  warnings: string[];
}

export async function fullBuild(results: PhaseResult[]): Promise<BuiltSite> {
  const checks = checkLevels();
  fs.rmSync(STAGING, { recursive: true, force: true });
  fs.mkdirSync(STAGING, { recursive: true });
  // Asked for while the pages compile; a build without the network makes do with the last snapshot.
  const supporters = refreshSupporters({ outDir: GENERATED, fixture: process.env.SUPPORTERS_FILE });

  // Every page is parsed once: the MDX workers compile it and give the index its analysis.
  limitHeapGrowth(HEAP_GROWTH.whileCompilingPages);
  const compiling = phase(results, 'mdx', () =>
    precompilePages(
      walkContent(CONTENT).map((source) => source.absolute),
      MDX_CACHE,
    ),
  );
  const later = import('./later-phases.ts');
  const compiled = await compiling;
  limitHeapGrowth(HEAP_GROWTH.afterPages);
  const {
    indexContent,
    formatProblem,
    runWebpack,
    writeOutputs,
    writeSearchIndex,
    formatOfflineFiles,
    writeOfflineFiles,
    writeDeployHeaders,
    readClientManifest,
    clientConfig,
    ssgConfig,
    prerenderSite,
  } = await later;
  const index = await phase(results, 'index', () =>
    indexContent({ contentDir: CONTENT, rootDir: ROOT, checks, outDir: GENERATED, analyses: compiled.analyses }),
  );
  const summary = warningSummary(index.warnings);
  const warnings = [
    ...index.warnings.map((warning) => `warning: ${formatProblem(warning)}`),
    ...(summary ? [summary] : []),
  ];
  for (const warning of warnings) console.warn(warning);
  if (index.errors.length > 0) {
    console.error(index.errors.map(formatProblem).join('\n'));
    throw new Error(`${index.errors.length} content problem(s); the previous output was left as it was.`);
  }
  console.log(formatRefresh(await supporters));
  // From the records the MDX workers read: its URL goes into every page the prerender writes.
  const search = await phase(results, 'search', () =>
    writeSearchIndex({
      outDir: STAGING,
      pages: index.pages,
      sections: sectionLinks(index.root),
      recordsOf: (url) => index.analyses.get(url)?.search,
    }),
  );
  // One compilation at a time: both run on this thread, where at once they only took turns. The
  // prerender runs once the server bundle's compiler has closed, so its compilation is not held in
  // memory while every route renders.
  const client = runWebpack(clientConfig(STAGING));
  await concurrentPhase(results, 'bundles', {
    client: () => client,
    'ssg + prerender': async () => {
      await client;
      collectGarbage();
      await runWebpack(ssgConfig());
      collectGarbage();
      await prerenderSite({
        serverFile: SERVER_BUNDLE,
        manifest: readClientManifest(CLIENT_MANIFEST),
        indexFile: path.join(GENERATED, 'content-index.json'),
        outDir: STAGING,
        searchIndex: search.url,
      });
    },
  });
  await phase(results, 'outputs', () => writeOutputs(index.pages, CONTENT, STAGING, compiled.markdownFiles));
  // Lists every page and hashed file for "Save for offline".
  const offline = await phase(results, 'offline', () => writeOfflineFiles(STAGING));
  console.log(formatOfflineFiles(offline));
  // Last, once every file exists: the hosts' cache and security headers, checked against each file.
  await phase(results, 'headers', () => writeDeployHeaders(STAGING));
  await phase(results, 'swap', swapIntoDist);
  return { pages: index.pages.length, warnings };
}
