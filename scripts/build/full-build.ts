import fs from 'node:fs';
import path from 'node:path';
import { walkContent } from '../pipeline/3-content-index/walk.ts';
import { checkLevels, warningSummary } from '../pipeline/3-content-index/checks.ts';
import { precompilePages } from '../pipeline/2-mdx/precompile.ts';
import { formatRefresh, refreshSupporters } from '../pipeline/1-supporters/refresh.ts';
import { sectionLinks } from '../../src/shared/content/navigation.ts';
import type { PageEntry } from '../../src/shared/content/types.ts';
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

type LaterPhases = typeof import('./later-phases.ts');

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

/** What the phases after the search index need of the content. */
interface IndexedContent {
  pages: PageEntry[];
  /** The content warnings printed, the count of each kind last. */
  warnings: string[];
  searchUrl: string;
  markdownFiles: ReadonlyMap<string, string>;
}

/**
 * MDX pages → content index → search index. Every page is parsed once: the MDX workers compile it
 * and give the index its analysis. The analyses (headings, links, search records) are used up by the
 * search index and go no further than this function, so the bundles do not hold them (~20 MB at ×10).
 */
async function indexedContent(results: PhaseResult[], later: Promise<LaterPhases>): Promise<IndexedContent> {
  limitHeapGrowth(HEAP_GROWTH.whileCompilingPages);
  const compiled = await phase(results, 'mdx', () =>
    precompilePages(
      walkContent(CONTENT).map((source) => source.absolute),
      MDX_CACHE,
    ),
  );
  limitHeapGrowth(HEAP_GROWTH.afterPages);
  const { indexContent, formatProblem, writeSearchIndex } = await later;
  const checks = checkLevels();
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
  // From the records the MDX workers read: its URL goes into every page the prerender writes.
  const search = await phase(results, 'search', () =>
    writeSearchIndex({
      outDir: STAGING,
      pages: index.pages,
      sections: sectionLinks(index.root),
      recordsOf: (url) => index.analyses.get(url)?.search,
    }),
  );
  return { pages: index.pages, warnings, searchUrl: search.url, markdownFiles: compiled.markdownFiles };
}

export async function fullBuild(results: PhaseResult[]): Promise<BuiltSite> {
  fs.rmSync(STAGING, { recursive: true, force: true });
  fs.mkdirSync(STAGING, { recursive: true });
  // Asked for while the pages compile; a build without the network makes do with the last snapshot.
  const supporters = refreshSupporters({ outDir: GENERATED, fixture: process.env.SUPPORTERS_FILE });
  // Loaded while the MDX workers run: the main thread only waits for them.
  const later = import('./later-phases.ts');
  const { pages, warnings, searchUrl, markdownFiles } = await indexedContent(results, later);
  console.log(formatRefresh(await supporters));
  const {
    runWebpack,
    writeOutputs,
    formatOfflineFiles,
    writeOfflineFiles,
    writeDeployHeaders,
    readClientManifest,
    clientConfig,
    ssgConfig,
    prerenderSite,
  } = await later;
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
        searchIndex: searchUrl,
      });
    },
  });
  await phase(results, 'outputs', () => writeOutputs(pages, CONTENT, STAGING, markdownFiles));
  // Lists every page and hashed file for "Save for offline".
  const offline = await phase(results, 'offline', () => writeOfflineFiles(STAGING));
  console.log(formatOfflineFiles(offline));
  // Last, once every file exists: the hosts' cache and security headers, checked against each file.
  await phase(results, 'headers', () => writeDeployHeaders(STAGING));
  await phase(results, 'swap', swapIntoDist);
  return { pages: pages.length, warnings };
}
