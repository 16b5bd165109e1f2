import type { BrowserContext, Page } from 'playwright-core';
import type { trackRequests } from './browser.ts';

/**
 * Records layout shifts from the start of the page, footer and all: `window.__shifts()` returns every
 * shift so far, including those recorded but not yet handed to the observer's callback.
 */
export async function recordShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        // Where it moved from and to, and when, so that a rare shift says enough to find its cause.
        const box = (rect: DOMRectReadOnly) => [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',');
        const sources = (entry.sources ?? []).map(
          (source) =>
            `${source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : String(source.node)} ` +
            `(${box(source.previousRect)} → ${box(source.currentRect)} at ${Math.round(entry.startTime)} ms, viewport ${innerWidth})`,
        );
        shifts.push({ value: entry.value, sources });
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, {
      __shifts: () => {
        record(observer.takeRecords());
        return shifts;
      },
    });
  });
}

/**
 * The layout shifts of the page once everything it asked for has arrived (`requests`, tracked from
 * before it loaded) and a frame has been laid out with it: shifts are recorded as frames are laid out.
 */
export async function shiftsOf(
  page: Page,
  requests: ReturnType<typeof trackRequests>,
): Promise<{ score: number; sources: string[] }> {
  await requests.settled();
  const shifts = await page.evaluate(
    () =>
      new Promise<{ value: number; sources: string[] }[]>((resolve) => {
        const take = () =>
          resolve((window as unknown as { __shifts: () => { value: number; sources: string[] }[] }).__shifts());
        requestAnimationFrame(() => requestAnimationFrame(take));
      }),
  );
  return {
    score: shifts.reduce((sum, shift) => sum + shift.value, 0),
    sources: shifts.flatMap((shift) => shift.sources),
  };
}
