import type { BrowserContext, Locator, Page } from 'playwright-core';
import { siteOrigin, useBrowser, waitForApp } from './support/browser.ts';

const browser = useBrowser();

/**
 * The longest page of the site: its copy buttons are islands that hydrate as they come near the
 * screen, and its far code blocks are laid out only then (`content-visibility`). A reader's first
 * click or key press on any of them must still copy.
 */
const LONG_PAGE = '/api/cli/';

let context: BrowserContext;
let page: Page;

async function open(address: string): Promise<void> {
  await page.goto(`${siteOrigin()}${address}`);
  await waitForApp(page);
}

beforeEach(async () => {
  context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteOrigin() });
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

const codeBlocks = () => page.locator('.page__body > .code-block');

/** Waits until the block's button says it copied, then returns what the clipboard holds and the code. */
async function copied(block: Locator): Promise<{ clipboard: string; code: string }> {
  await block.locator('.code-block__copy', { hasText: 'Copied' }).waitFor();
  return {
    clipboard: await page.evaluate(() => navigator.clipboard.readText()),
    code: (await block.locator('pre').textContent()) ?? '',
  };
}

/** Where the block starts, in screens below the top of the page. */
const screensDown = (block: Locator) =>
  block.evaluate((element) => (element.getBoundingClientRect().top + window.scrollY) / window.innerHeight);

describe('far blocks', () => {
  /** How the browser lays out the last code block: `auto` (when it nears the screen) or `visible` (now). */
  const lastBlockVisibility = () =>
    codeBlocks()
      .last()
      .evaluate((block) => getComputedStyle(block).contentVisibility);

  it('are laid out only as they near the screen when the page opens at its top', async () => {
    await open(LONG_PAGE);
    expect(await lastBlockVisibility()).toBe('auto');
    expect(
      await codeBlocks()
        .first()
        .evaluate((block) => getComputedStyle(block).contentVisibility),
    ).toBe('visible');
  });

  it('are all laid out at once when the page opens at a fragment, so none changes height around the reader', async () => {
    await open(`${LONG_PAGE}#devserverstatic-flags`);
    expect(await lastBlockVisibility()).toBe('visible');
  });
});

it('copies the code of the first block on the first click', async () => {
  await open(LONG_PAGE);
  const block = codeBlocks().first();
  await block.locator('.code-block__copy').click();
  const { clipboard, code } = await copied(block);
  expect(code.length).toBeGreaterThan(0);
  expect(clipboard).toBe(code);
});

it('copies a block many screens down, clicked before it ever came near the screen', async () => {
  await open(LONG_PAGE);
  const block = codeBlocks().last();
  expect(await screensDown(block)).toBeGreaterThan(10);
  // A click that does not scroll, as assistive technology or a script may send it: the button hydrates
  // on the event and acts on it.
  await block.locator('.code-block__copy').evaluate((button) => (button as HTMLButtonElement).click());
  const { clipboard, code } = await copied(block);
  expect(clipboard).toBe(code);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

it('copies a far block reached with the keyboard: focus, then Enter', async () => {
  await open(LONG_PAGE);
  const block = codeBlocks().nth(-2);
  expect(await screensDown(block)).toBeGreaterThan(10);
  await block.locator('.code-block__copy').focus();
  await page.keyboard.press('Enter');
  const { clipboard, code } = await copied(block);
  expect(clipboard).toBe(code);
});

it('fades a Copy button in on hover and hides it at once when the pointer leaves, so a block scrolled into view never flashes one', async () => {
  await open(LONG_PAGE);
  const block = codeBlocks().first();
  const button = block.locator('.code-block__copy');
  const state = () =>
    button.evaluate((element) => ({
      opacity: getComputedStyle(element).opacity,
      fading: element.getAnimations().length > 0,
    }));
  await block.hover();
  await page.waitForFunction(
    (element) => element !== null && getComputedStyle(element).opacity === '1' && element.getAnimations().length === 0,
    await button.elementHandle(),
  );
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => !document.querySelector('.code-block:hover'));
  expect(await state()).toEqual({ opacity: '0', fading: false });
});
