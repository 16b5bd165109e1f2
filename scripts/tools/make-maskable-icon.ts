import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, ensureChromium } from './browser/chromium.ts';
import { PUBLIC } from '../pipeline/paths.ts';
import { THEME_COLOR } from '../../src/shared/site.ts';

/**
 * Regenerates `public/icons/icon-maskable-512.png` from `public/favicon.svg`:
 * `npx tsx scripts/tools/make-maskable-icon.ts`. The logo sits on the theme colour, well inside the
 * maskable safe zone (the centred circle of 80% of the width), so any launcher mask keeps it whole.
 */

const SIZE = 512;
/** The logo's box as a share of the icon: its hexagon then spans about 58% of the width. */
const LOGO_SHARE = 0.62;

const svg = fs.readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8');
const logo = Math.round(SIZE * LOGO_SHARE);
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS, headless: true });
const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE }, deviceScaleFactor: 1 });
await page.setContent(
  `<body style="margin:0;width:${SIZE}px;height:${SIZE}px;background:${THEME_COLOR};display:flex;` +
    `align-items:center;justify-content:center">${svg.replace('<svg ', `<svg width="${logo}" height="${logo}" `)}</body>`,
);
const out = path.join(PUBLIC, 'icons', `icon-maskable-${SIZE}.png`);
await page.screenshot({ path: out });
await browser.close();
console.log(`wrote ${path.relative(process.cwd(), out)}`);
