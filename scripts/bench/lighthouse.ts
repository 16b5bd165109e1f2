import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_FLAGS, ensureChromium } from '../browser/chromium.ts';

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

async function runOnce(url: string, port: number, formFactor: 'mobile' | 'desktop'): Promise<Run> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error' },
    formFactor === 'desktop' ? desktopConfig : undefined,
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
  const chrome = await chromeLauncher.launch({
    chromePath: ensureChromium(),
    chromeFlags: CHROMIUM_FLAGS,
  });
  const figures: LighthouseFigures[] = [];
  try {
    for (const route of routes) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const results: Run[] = [];
        for (let run = 0; run < runs; run++) results.push(await runOnce(`${origin}${route}`, chrome.port, formFactor));
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
