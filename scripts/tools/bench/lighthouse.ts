import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_FLAGS, ensureChromium } from '../browser/chromium.ts';
import { ROOT } from '../../pipeline/paths.ts';

/**
 * Lighthouse and what it pulls in (OpenTelemetry, Sentry, puppeteer-core, a trace engine: ~170 MB) serve
 * only this benchmark, so the project does not install it: the first run fetches this exact version into
 * `.cache/` (ignored by git), and later runs reuse it.
 */
const LIGHTHOUSE = 'lighthouse@12.8.2';
const TOOL_DIR = path.join(ROOT, '.cache', LIGHTHOUSE);

/** The parts of Lighthouse's Node API and of chrome-launcher (one of its dependencies) used here. */
interface LighthouseResult {
  lhr: {
    categories: Record<string, { score: number | null } | undefined>;
    audits: Record<string, { numericValue?: number } | undefined>;
  };
}
interface LighthouseModule {
  default: (url: string, flags: object, config?: object) => Promise<LighthouseResult | undefined>;
  desktopConfig: object;
}
interface ChromeLauncherModule {
  launch: (options: { chromePath: string; chromeFlags: string[] }) => Promise<{ port: number; kill: () => void }>;
}

async function loadLighthouse(): Promise<{ lighthouse: LighthouseModule; chromeLauncher: ChromeLauncherModule }> {
  const modules = path.join(TOOL_DIR, 'node_modules');
  if (!fs.existsSync(path.join(modules, 'lighthouse/package.json'))) {
    console.log(
      `Lighthouse is not installed with the project: fetching ${LIGHTHOUSE} into ${path.relative(ROOT, TOOL_DIR)}/ (about 170 MB, first run only)`,
    );
    fs.mkdirSync(TOOL_DIR, { recursive: true });
    execFileSync('npm', ['install', '--prefix', TOOL_DIR, '--save-exact', '--no-audit', '--no-fund', LIGHTHOUSE], {
      stdio: 'inherit',
    });
  }
  const load = (file: string) => import(pathToFileURL(path.join(modules, file)).href);
  return {
    lighthouse: (await load('lighthouse/core/index.js')) as LighthouseModule,
    chromeLauncher: (await load('chrome-launcher/dist/index.js')) as ChromeLauncherModule,
  };
}

export interface LighthouseFigures {
  route: string;
  formFactor: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
}

type Run = Omit<LighthouseFigures, 'route' | 'formFactor'>;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function runOnce(
  lighthouse: LighthouseModule,
  url: string,
  port: number,
  formFactor: 'mobile' | 'desktop',
): Promise<Run> {
  const result = await lighthouse.default(
    url,
    { port, output: 'json', logLevel: 'error' },
    formFactor === 'desktop' ? lighthouse.desktopConfig : undefined,
  );
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    totalBytes: Math.round(audits['total-byte-weight']?.numericValue ?? 0),
  };
}

/** Median of `runs` Lighthouse runs per route and form factor, with Debian's Chromium. */
export async function measureLighthouse(origin: string, routes: string[], runs = 3): Promise<LighthouseFigures[]> {
  const { lighthouse, chromeLauncher } = await loadLighthouse();
  const chrome = await chromeLauncher.launch({
    chromePath: ensureChromium(),
    chromeFlags: CHROMIUM_FLAGS,
  });
  const figures: LighthouseFigures[] = [];
  try {
    for (const route of routes) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const results: Run[] = [];
        for (let run = 0; run < runs; run++)
          results.push(await runOnce(lighthouse, `${origin}${route}`, chrome.port, formFactor));
        const pick = (key: keyof Run) => median(results.map((result) => result[key]));
        figures.push({
          route,
          formFactor,
          performance: pick('performance'),
          accessibility: pick('accessibility'),
          bestPractices: pick('bestPractices'),
          seo: pick('seo'),
          lcpMs: pick('lcpMs'),
          tbtMs: pick('tbtMs'),
          cls: pick('cls'),
          totalBytes: pick('totalBytes'),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return figures;
}
