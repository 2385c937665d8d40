/* global window -- page callbacks run in the browser */
// One load of the phone start-up (startup.mjs, projected.mjs, startupTrace.mjs): the phone's
// browser context with the page instrumented, the wait until the page is idle, the probe load
// that bounds the sweep, the sweep's tap times and one sweep load with its tap.
import { answerOf } from './firstScreen.mjs';
import { longTasksAfter, recordLongTasks } from './longTasks.mjs';
import {
  loadMainThread,
  rendererMainThreads,
  threadTimeWithin,
  watchLoadMainThread,
} from './mainThreadWait.mjs';
import { phonePage } from './phone.mjs';
import { instrumentPage } from './startupPage.mjs';

/** The sweep runs until the page has been idle (loaded, hydrated, no long task) this long. */
const IDLE_MS = 1000;
/** The sweep's first tap comes this long before the (earliest) first paint. */
const BEFORE_PAINT_MS = 150;
/** A load that has not answered and gone idle by then is recorded as it stands. */
const LOAD_GIVE_UP_MS = 15_000;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A phone page with the start-up's instrumentation; `throttling` as phonePage takes it. */
export const phoneContext = (browser, throttling) =>
  phonePage(
    browser,
    async (preparing) => {
      await preparing.addInitScript(instrumentPage);
      await preparing.addInitScript(recordLongTasks);
    },
    throttling,
  );

/**
 * Follows the page's requests from the navigation on: `quietFor()` is how long (ms) no request
 * has been in flight (0 while one is).
 */
function watchNetwork(page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (by) => () => {
    inFlight += by;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return { quietFor: () => (inFlight > 0 ? 0 : Date.now() - lastChange) };
}

/**
 * Waits until the page is idle: loaded, hydrated, its answer (if it was tapped) on screen, and
 * neither a long task nor a request for IDLE_MS (the work the page defers to an idle moment,
 * the hero's physics among it, starts with a request); gives up after LOAD_GIVE_UP_MS. Polls
 * rarely: the polls run on the page's main thread too.
 */
async function untilIdle(page, network, answerField) {
  const giveUpAt = Date.now() + LOAD_GIVE_UP_MS;
  const read = () =>
    page.evaluate(() => ({ record: window.__startup, longTasks: window.__longTasks }));
  for (;;) {
    const state = await read();
    const { record, longTasks } = state;
    const ends = longTasks.tasks.map((task) => task.start + task.duration);
    const quietSince = Math.max(record.loaded ?? Infinity, record.hydrated ?? Infinity, ...ends);
    const now = await page.evaluate(() => performance.now());
    const idle =
      (answerField === null || record[answerField] > 0) &&
      now - quietSince >= IDLE_MS &&
      network.quietFor() >= IDLE_MS;
    if (idle || Date.now() > giveUpAt) return state;
    await sleep(250);
  }
}

/**
 * A load without a tap: when it paints first and when it is idle (ms from the navigation),
 * which bound the sweep's taps. `throttling` as phonePage takes it.
 */
export async function probe(browser, url, throttling) {
  const { context, page } = await phoneContext(browser, throttling);
  try {
    const network = watchNetwork(page);
    await page.goto(url, { waitUntil: 'commit' });
    const { record, longTasks } = await untilIdle(page, network, null);
    const ends = longTasks.tasks.map((task) => task.start + task.duration);
    return {
      firstPaint: record.firstPaint,
      idleAt: Math.max(record.loaded ?? 0, record.hydrated ?? 0, ...ends),
    };
  } finally {
    await context.close();
  }
}

/**
 * The sweep's tap times, ms from the navigation, for each control (by its index): `taps`
 * evenly from BEFORE_PAINT_MS before the earliest first paint to IDLE_MS after the latest idle
 * of the probes, each control's shifted by a fraction of a step so that together they cover
 * the start-up more finely.
 */
export function sweepOffsets(probes, taps, controls) {
  const from = Math.max(0, Math.min(...probes.map((p) => p.firstPaint)) - BEFORE_PAINT_MS);
  const to = Math.max(...probes.map((p) => p.idleAt)) + IDLE_MS;
  const step = (to - from) / Math.max(1, taps - 1);
  return Array.from({ length: controls }, (_, control) =>
    Array.from({ length: taps }, (_, i) => Math.round(from + step * (i + control / controls))),
  );
}

/**
 * One load, one touch on `answer`'s control at navigation + `at` ms, then until the page is
 * idle: when the tap came (page clock), its answer's time (ms from the tap's own timeStamp;
 * null if it never showed), the long tasks after the first paint (each with `thread`: how
 * long the page's main thread ran and waited for a core within it), and how long it ran and
 * waited over the load (mainThreadWait.mjs). With
 * `traceCategories`, the load is traced too, and `trace` is Chromium's trace of it
 * (startupTrace.mjs); `cpuSlowdown` as phonePage takes it.
 */
export async function sweepTap(
  browser,
  url,
  places,
  answer,
  at,
  { traceCategories, cpuSlowdown } = {},
) {
  const { tap, shown } = answerOf(answer);
  if (!places[tap]) throw new Error(`${answer} is not on the first screen of ${url}.`);
  const renderersBefore = rendererMainThreads();
  const { context, page } = await phoneContext(browser, { cpuSlowdown });
  const stopWatching = watchLoadMainThread(renderersBefore);
  try {
    if (traceCategories) await browser.startTracing(page, { categories: traceCategories });
    const network = watchNetwork(page);
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    await sleep(Math.max(0, at - (Date.now() - started)));
    await page.touchscreen.tap(places[tap].x, places[tap].y);
    const { record, longTasks } = await untilIdle(page, network, shown);
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    const readings = stopWatching();
    return {
      tapAt: record.tap === null ? null : Math.round(record.tap),
      firstPaint: record.firstPaint === null ? null : Math.round(record.firstPaint),
      answerMs: record[shown] > 0 && record.tap !== null ? record[shown] - record.tap : null,
      longTasks: longTasksAfter(record.firstPaint ?? Infinity, longTasks).map((task) => ({
        ...task,
        thread: threadTimeWithin(
          readings,
          timeOrigin + task.start,
          timeOrigin + task.start + task.duration,
        ),
      })),
      mainThread: loadMainThread(readings),
      trace: traceCategories ? await browser.stopTracing() : undefined,
    };
  } finally {
    stopWatching();
    await context.close();
  }
}
