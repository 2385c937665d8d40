import type { Page } from 'playwright-core';

/**
 * Every layout shift of the page so far, each with what moved (its element, and its box before
 * and after), read from the browser's buffer once the next frame has been drawn: an empty list
 * is a CLS of 0, and a failure says which element moved.
 */
export const layoutShifts = (page: Page) =>
  page.evaluate(async () => {
    await new Promise(requestAnimationFrame);
    await new Promise(requestAnimationFrame);
    type Rect = { x: number; y: number; width: number; height: number };
    type Shift = PerformanceEntry & {
      value: number;
      sources: { node?: Node | null; previousRect: Rect; currentRect: Rect }[];
    };
    const box = ({ x, y, width, height }: Rect) => `${x},${y} ${width}x${height}`;
    return (performance.getEntriesByType('layout-shift') as Shift[]).map((shift) => ({
      value: shift.value,
      at: Math.round(shift.startTime),
      moved: shift.sources.map(
        (source) =>
          `${source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : source.node?.nodeName}: ` +
          `${box(source.previousRect)} → ${box(source.currentRect)}`,
      ),
    }));
  });

/**
 * Holds the documents' script (src/documents/documents.ts) until the page has painted, and
 * 300 ms more, as a slow connection does: so every run is the late-script case, whatever the
 * machine's speed.
 */
export const holdDocumentsScript = (page: Page) =>
  page.route(/\/documents\.[0-9a-f]+\.js$/, async (route) => {
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.fallback();
  });
