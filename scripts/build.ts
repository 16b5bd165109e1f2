import './build/production-env.ts';
import fs from 'node:fs';
import path from 'node:path';
import { indexContent } from './content-index/index-content.ts';
import { walkContent } from './content-index/walk.ts';
import { formatProblem } from './content-index/problems.ts';
import { checkLevels, warningCounts, warningSummary } from './content-index/checks.ts';
import { runWebpack } from './build/run-webpack.ts';
import { precompilePages } from './mdx/precompile.ts';
import { writeOutputs } from './outputs/write-outputs.ts';
import { writeSearchIndex } from './search/build-search-index.ts';
import { formatOfflineFiles, writeOfflineFiles } from './offline/offline-files.ts';
import { writeDeployHeaders } from './deploy/headers.ts';
import { formatRefresh, refreshSupporters } from './supporters/refresh.ts';
import { sectionLinks } from '../src/content/navigation.ts';
import { concurrentPhase, formatPhases, phase, type PhaseResult } from './build/phases.ts';
import { readClientManifest } from './webpack/client-manifest-plugin.ts';
import { buildCpuMs } from './build/cpu-time.ts';
import { CLIENT_MANIFEST, CONTENT, DIST, GENERATED, MDX_CACHE, ROOT, STAGING, WORK } from './webpack/paths.ts';
import { clientConfig } from '../webpack.prod.ts';
import { ssgConfig } from '../webpack.ssg.ts';

/**
 * `npm run build`: MDX pages (and the supporters, from Open Collective) → index → client and server
 * bundles (the server one prerenders) → search index, feeds, offline files, deploy headers → swap into
 * `dist/`. Everything is written to a staging folder first, so a failed build leaves the previous
 * `dist/` as it was.
 */

function swapIntoDist(): void {
  const old = path.join(WORK, 'dist-old');
  fs.rmSync(old, { recursive: true, force: true });
  if (fs.existsSync(DIST)) fs.renameSync(DIST, old);
  fs.renameSync(STAGING, DIST);
  fs.rmSync(old, { recursive: true, force: true });
}

async function build(): Promise<void> {
  const checks = checkLevels();
  const results: PhaseResult[] = [];
  fs.rmSync(STAGING, { recursive: true, force: true });
  fs.mkdirSync(STAGING, { recursive: true });
  // Asked for while the pages compile; a build without the network makes do with the last snapshot.
  const supporters = refreshSupporters({ outDir: GENERATED, fixture: process.env.SUPPORTERS_FILE });

  // Every page is parsed once: the MDX workers compile it and give the index its analysis.
  const compiled = await phase(results, 'mdx', () =>
    precompilePages(
      walkContent(CONTENT).map((source) => source.absolute),
      MDX_CACHE,
    ),
  );
  const index = await phase(results, 'index', () =>
    indexContent({ contentDir: CONTENT, rootDir: ROOT, checks, outDir: GENERATED, analyses: compiled.analyses }),
  );
  for (const warning of index.warnings) console.warn(`warning: ${formatProblem(warning)}`);
  const warnings = warningSummary(index.warnings);
  if (index.errors.length > 0) {
    console.error(index.errors.map(formatProblem).join('\n'));
    throw new Error(`${index.errors.length} content problem(s); the previous output was left as it was.`);
  }
  console.log(formatRefresh(await supporters));
  // The server bundle compiles while the client one does, and renders once the client's manifest exists.
  const client = runWebpack(clientConfig(STAGING));
  await concurrentPhase(results, 'bundles', {
    client: () => client,
    'ssg + prerender': () =>
      runWebpack(ssgConfig(STAGING, () => client.then(() => readClientManifest(CLIENT_MANIFEST)))),
  });
  await phase(results, 'search', () =>
    writeSearchIndex({ outDir: STAGING, pages: index.pages, sections: sectionLinks(index.root) }),
  );
  await phase(results, 'outputs', () => writeOutputs(index.pages, CONTENT, STAGING, compiled.markdown));
  // Lists every page and hashed file for "Save for offline".
  const offline = await phase(results, 'offline', () => writeOfflineFiles(STAGING));
  console.log(formatOfflineFiles(offline));
  // Last, once every file exists: the hosts' cache and security headers, checked against each file.
  await phase(results, 'headers', () => writeDeployHeaders(STAGING));
  await phase(results, 'swap', swapIntoDist);
  const cpuMs = buildCpuMs();
  fs.writeFileSync(
    path.join(WORK, 'build-report.json'),
    JSON.stringify({ pages: index.pages.length, cpuMs, phases: results, warnings: warningCounts(index.warnings) }),
  );
  console.log(
    `built ${index.pages.length} pages into ${path.relative(ROOT, DIST) || '.'} (${cpuMs} ms of CPU)\n${formatPhases(results)}`,
  );
  if (warnings) console.warn(warnings);
}

build().catch((error: Error) => {
  console.error(`\nbuild failed: ${error.message}`);
  process.exitCode = 1;
});
