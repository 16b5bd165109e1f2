import './build/production-env.ts';
import fs from 'node:fs';
import path from 'node:path';
import { indexContent } from './content-index/index-content.ts';
import { walkContent } from './content-index/walk.ts';
import { formatProblem } from './content-index/problems.ts';
import { runWebpack } from './build/run-webpack.ts';
import { precompilePages } from './mdx/precompile.ts';
import { writeOutputs } from './outputs/write-outputs.ts';
import { writeSearchIndex } from './search/build-search-index.ts';
import { formatOfflineFiles, writeOfflineFiles } from './offline/offline-files.ts';
import { writeDeployHeaders } from './deploy/headers.ts';
import { sectionLinks } from '../src/content/navigation.ts';
import { concurrentPhase, formatPhases, phase, type PhaseResult } from './build/phases.ts';
import { readClientManifest } from './webpack/client-manifest-plugin.ts';
import { buildCpuMs } from './build/cpu-time.ts';
import { CLIENT_MANIFEST, CONTENT, DIST, GENERATED, MDX_CACHE, ROOT, STAGING, WORK } from './webpack/paths.ts';
import { clientConfig } from '../webpack.prod.ts';
import { ssgConfig } from '../webpack.ssg.ts';

/**
 * `npm run build`: MDX pages → index → client and server bundles (the server one prerenders) → search
 * index, feeds, offline files, deploy headers → swap into `dist/`. Everything is written to a
 * staging folder first, so a failed build leaves the previous `dist/` as it was.
 */

const links = process.env.LINKS === 'warn' ? 'warn' : 'error';

function swapIntoDist(): void {
  const old = path.join(WORK, 'dist-old');
  fs.rmSync(old, { recursive: true, force: true });
  if (fs.existsSync(DIST)) fs.renameSync(DIST, old);
  fs.renameSync(STAGING, DIST);
  fs.rmSync(old, { recursive: true, force: true });
}

async function build(): Promise<void> {
  const results: PhaseResult[] = [];
  fs.rmSync(STAGING, { recursive: true, force: true });
  fs.mkdirSync(STAGING, { recursive: true });

  // Every page is parsed once: the MDX workers compile it and give the index its analysis.
  const compiled = await phase(results, 'mdx', () =>
    precompilePages(
      walkContent(CONTENT).map((source) => source.absolute),
      MDX_CACHE,
    ),
  );
  const index = await phase(results, 'index', () =>
    indexContent({ contentDir: CONTENT, rootDir: ROOT, links, outDir: GENERATED, analyses: compiled.analyses }),
  );
  for (const warning of index.warnings) console.warn(`warning: ${formatProblem(warning)}`);
  if (index.errors.length > 0) {
    console.error(index.errors.map(formatProblem).join('\n'));
    throw new Error(`${index.errors.length} content problem(s); the previous output was left as it was.`);
  }
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
    JSON.stringify({ pages: index.pages.length, cpuMs, phases: results }),
  );
  console.log(
    `built ${index.pages.length} pages into ${path.relative(ROOT, DIST) || '.'} (${cpuMs} ms of CPU)\n${formatPhases(results)}`,
  );
}

build().catch((error: Error) => {
  console.error(`\nbuild failed: ${error.message}`);
  process.exitCode = 1;
});
