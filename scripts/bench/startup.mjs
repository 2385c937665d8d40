/* global window, document, MutationObserver -- page scripts run in the browser */
// The phone start-up run (measuring only: budgets.mjs judges, report.mjs prints): how long a
// visitor on a phone waits for the page to answer, on the phone profile (phone.mjs), one
// fresh browser context per load:
// - the sweep: each control of the first screen (About Me, the phone menu, the theme toggle,
//   'Latest Works', 'Contact') touched once per load, at navigation + d for d spread across
//   the start-up, from before the first paint until the page has been idle for a second;
//   each tap timed from its own `timeStamp` to the frame that shows its answer (the overlay,
//   the menu or the first question visible: the frame that draws it; the page's first
//   scrolled frame, by that frame's own time). The same loads record the main thread's
//   long tasks after the first paint and what each one is (longTasks.mjs);
// - lost taps: tap the theme toggle once at first paint and the first question's Yes 200 ms
//   later, before hydration; the dialog must show its first question, then its second.
// `node scripts/bench/startup.mjs [dist ...] [--page=/hi/]` compares builds in alternating
// runs, on one language's page (the default's, /, unless --page names another), and
// `--controls=about,works` sweeps only those controls.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { LOST_TAP_ROUNDS, startupChecks, SWEEP_TAPS } from './budgets.mjs';
import { CHROMIUM_SETTINGS } from './chromium.mjs';
import { longTasksAfter, recordLongTasks } from './longTasks.mjs';
import {
  loadMainThread,
  rendererMainThreads,
  threadTimeWithin,
  watchLoadMainThread,
} from './mainThreadWait.mjs';
import { PHONE_DEVICE, phonePage } from './phone.mjs';
import { printChecks, printStartup } from './report.mjs';
import { serveStatic } from './server.mjs';

const SECOND_TAP_AFTER_MS = 200;
/** How long after first paint the first lost-taps tap may land and still count as "at" it. */
const FIRST_TAP_SLACK_MS = 150;
/** Tries per lost-taps run before it is reported as not measured. */
const LOST_TAP_ATTEMPTS = 6;
/** The sweep runs until the page has been idle (loaded, hydrated, no long task) this long. */
const IDLE_MS = 1000;
/** The sweep's first tap comes this long before the (earliest) first paint. */
const BEFORE_PAINT_MS = 150;
/** A load that has not answered and gone idle by then is recorded as it stands. */
const LOAD_GIVE_UP_MS = 15_000;
/** 'About Me' on every language's page: the hero's button that opens a dialog. */
const ABOUT_BUTTON = '.hero-buttons button[aria-haspopup="dialog"]';
/** The phone's 'Connect with me' button in the top bar. */
const MENU_BUTTON = '.top-bar-connect';
/** 'Latest Works' (the hero's other button) and the top bar's 'Contact'. */
const WORKS_BUTTON = '.hero-buttons button:not([aria-haspopup])';
const CONTACT_BUTTON = '.top-bar-contact';
/**
 * The first screen's answers to a tap: where to tap (tapTargets) and the record field that
 * says when the answer showed.
 */
export const FIRST_SCREEN_ANSWERS = {
  about: { tap: 'about', shown: 'overlayOpen' },
  menu: { tap: 'menu', shown: 'menuOpen' },
  theme: { tap: 'toggle', shown: 'themeQuestion' },
  works: { tap: 'works', shown: 'scrolled' },
  contact: { tap: 'contact', shown: 'scrolled' },
};

/**
 * Runs in the page before its own scripts, on the page's clock: the first paint, the load,
 * hydration, the first trusted touch and every trusted click, and the frame in which each
 * answer first shows.
 */
function instrumentPage() {
  const record = {
    firstPaint: null,
    loaded: null,
    tap: null,
    clicks: [],
    overlayOpen: null,
    themeQuestion: null,
    secondQuestion: null,
    menuOpen: null,
    scrolled: null,
    hydrated: null,
  };
  let firstQuestion = null;
  window.__startup = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') record.firstPaint = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  window.addEventListener('load', () => {
    record.loaded = performance.now();
  });
  // The first scrolled frame, timed by the frame's own time (the timestamp of its animation
  // frame callbacks, which run in the frame whose scroll event first sees the page moved), not
  // by when the page's thread got to it: a smooth scroll runs on the compositor, which draws
  // it while a busy main thread may dispatch its scroll event tens of ms later.
  let scrollSeen = false;
  window.addEventListener(
    'scroll',
    () => {
      if (scrollSeen || window.scrollY <= 0) return;
      scrollSeen = true;
      window.requestAnimationFrame((frameTime) => {
        record.scrolled = frameTime;
      });
    },
    { capture: true, passive: true },
  );
  // The page's own animation frame callbacks, noted as each runs: an answer the page shows
  // from one is drawn in that very frame. The note ends in a microtask queued after the
  // callback, so the mutations it made are seen (their observer's microtask was queued first).
  let frameNow = null;
  let frameStamp = null;
  let frameStart = 0;
  const requestFrame = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) =>
    requestFrame((time) => {
      if (time !== frameStamp) {
        frameStamp = time;
        frameStart = performance.now();
      }
      frameNow = frameStart;
      try {
        callback(time);
      } finally {
        queueMicrotask(() => {
          frameNow = null;
        });
      }
    });
  // The touch as it happened, before it waited for the page: the tap's own timeStamp.
  window.addEventListener(
    'pointerdown',
    (event) => {
      if (event.isTrusted && record.tap === null) record.tap = event.timeStamp;
    },
    { capture: true, passive: true },
  );
  window.addEventListener(
    'click',
    (event) => {
      if (event.isTrusted) record.clicks.push(event.timeStamp);
    },
    true,
  );
  // Shown, not only in the page: the overlays are prerendered closed (checkVisibility also
  // reads builds that rendered them only when open, for comparisons).
  const shown = (element) => element?.checkVisibility() ?? false;
  // Each answer, noted at `at`: the time of the frame that draws it.
  const noteAnswers = (at) => {
    if (record.overlayOpen === null && shown(document.getElementById('about-heading'))) {
      record.overlayOpen = at;
    }
    // One question is visible at a time; the next one has other words.
    const question = [...document.querySelectorAll('.theme-dialog-heading')].find(shown);
    if (record.themeQuestion === null && question) {
      record.themeQuestion = at;
      firstQuestion = question.textContent;
    } else if (record.secondQuestion === null && question && firstQuestion !== null) {
      if (question.textContent !== firstQuestion) record.secondQuestion = at;
    }
    if (record.menuOpen === null && shown(document.getElementById('connect-heading'))) {
      record.menuOpen = at;
    }
  };
  // checkVisibility() needs the page's style up to date, and computes it if it is not. It is
  // called only where the browser computes that style anyway, in a frame: right after the
  // page's own frame callback that changed the page (that frame draws the change), else at
  // the start of the next frame. Called in the task that changed the page, it made the
  // page's tasks longer than a visitor's: in one traced load, 22 ms of style in the 57 ms
  // task that evaluates the sections' style engine.
  let checkRequested = false;
  new MutationObserver(() => {
    if (record.hydrated === null && document.documentElement.hasAttribute('data-hydrated')) {
      record.hydrated = performance.now();
    }
    if (frameNow !== null) {
      noteAnswers(frameNow);
      return;
    }
    if (checkRequested) return;
    checkRequested = true;
    requestFrame(() => {
      const frameTime = performance.now();
      checkRequested = false;
      noteAnswers(frameTime);
    });
  }).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    // An overlay's panel shows in the frame after its `open` (data-opening, dialogFocus.ts).
    attributeFilter: ['open', 'data-opening', 'data-hydrated'],
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const phoneContext = (browser, throttling) =>
  phonePage(
    browser,
    async (preparing) => {
      await preparing.addInitScript(instrumentPage);
      await preparing.addInitScript(recordLongTasks);
    },
    throttling,
  );

/**
 * Where the first screen's controls sit on the phone, read once from an
 * unthrottled load: reading them in a measured run would wait for its busy main thread.
 */
export async function tapTargets(browser, url) {
  const context = await browser.newContext(PHONE_DEVICE);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const centreOf = async (selector) => {
      const box = await page.locator(selector).first().boundingBox();
      if (!box) throw new Error(`${selector} is not on the first screen.`);
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const places = {
      about: await centreOf(ABOUT_BUTTON),
      toggle: await centreOf('[data-theme-toggle]'),
      menu: await centreOf(MENU_BUTTON),
      works: await centreOf(WORKS_BUTTON),
      contact: await centreOf(CONTACT_BUTTON),
    };
    // The first question's Yes, where it shows once the toggle is pressed (the default theme
    // is dark).
    await page.locator('[data-theme-toggle]').click();
    places.yes = await centreOf('.theme-dialog-button--primary >> visible=true');
    return places;
  } finally {
    await context.close();
  }
}

/**
 * The theme toggle at first paint and the first question's Yes 200 ms later, before the page
 * is hydrated (the first is answered at once, the second held and replayed): how many of the
 * two were lost. First paint is taken from the previous run (`paintAt`, ms after the
 * navigation starts).
 */
async function lostTaps(browser, url, { toggle, yes }, paintAt, attemptsLeft = LOST_TAP_ATTEMPTS) {
  const { context, page } = await phoneContext(browser);
  let record;
  try {
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    const tapAt = async (at, { x, y }) => {
      await sleep(Math.max(0, at - (Date.now() - started)));
      await page.touchscreen.tap(x, y);
    };
    // Each tap on its own clock: the second does not wait for the first to be acknowledged.
    await Promise.all([tapAt(paintAt, toggle), tapAt(paintAt + SECOND_TAP_AFTER_MS, yes)]);
    await page
      .waitForFunction(
        () => window.__startup.themeQuestion !== null && window.__startup.secondQuestion !== null,
        null,
        { timeout: 10_000 },
      )
      .catch(() => undefined);
    record = await page.evaluate(() => window.__startup);
  } finally {
    await context.close();
  }
  // A run is not valid when the first tap did not come at its own first paint (before it,
  // or more than FIRST_TAP_SLACK_MS after: first paint is taken from the previous run and
  // varies), or the second one came only after the page had answered the first (on a
  // loaded machine the taps themselves can be late): then it runs again, and after
  // LOST_TAP_ATTEMPTS invalid tries the run is reported as not measured ('-').
  const [first, second] = record.clicks;
  const offPaint =
    record.firstPaint === null ||
    (first ?? 0) < record.firstPaint ||
    (first ?? 0) > record.firstPaint + FIRST_TAP_SLACK_MS;
  // The second tap is not early input once the page is hydrated.
  const tooLate = record.hydrated !== null && (second ?? Infinity) > record.hydrated;
  if (offPaint || tooLate) {
    if (attemptsLeft <= 1) return { lost: null, firstPaint: record.firstPaint, taps: [] };
    return lostTaps(
      browser,
      url,
      { toggle, yes },
      record.firstPaint ?? paintAt * 1.5,
      attemptsLeft - 1,
    );
  }
  return {
    lost: Number(record.themeQuestion === null) + Number(record.secondQuestion === null),
    firstPaint: record.firstPaint,
    taps: record.clicks.map((at) => Math.round(at - record.firstPaint)),
  };
}

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
  const { tap, shown } = FIRST_SCREEN_ANSWERS[answer];
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

/**
 * Each target's lost-taps runs and sweep, the targets alternating run after run so that a
 * change in the machine's load falls on all alike: { [name]: { probe, lost, sweep } }, the
 * sweep by control. `sweepTaps` is the number of loads per control; `answers` may narrow the
 * sweep to some of the controls (FIRST_SCREEN_ANSWERS), to compare builds sooner.
 */
export async function phoneStartup(
  targets,
  {
    lostTapRounds = LOST_TAP_ROUNDS,
    sweepTaps = SWEEP_TAPS,
    answers = Object.keys(FIRST_SCREEN_ANSWERS),
  } = {},
) {
  const browser = await chromium.launch(CHROMIUM_SETTINGS);
  const results = Object.fromEntries(
    targets.map((t) => [
      t.name,
      { probe: null, lost: [], sweep: Object.fromEntries(answers.map((a) => [a, []])) },
    ]),
  );
  try {
    const places = {};
    for (const target of targets) {
      places[target.name] = await tapTargets(browser, target.url);
      results[target.name].probe = await probe(browser, target.url);
    }
    for (let round = 0; round < lostTapRounds; round += 1) {
      for (const target of targets) {
        const { lost } = results[target.name];
        const paintAt = lost.at(-1)?.firstPaint ?? results[target.name].probe.firstPaint;
        lost.push(await lostTaps(browser, target.url, places[target.name], paintAt));
      }
    }
    const offsets = sweepOffsets(
      targets.map((t) => results[t.name].probe),
      sweepTaps,
      answers.length,
    );
    for (let i = 0; i < sweepTaps; i += 1) {
      for (const [control, answer] of answers.entries()) {
        for (const target of targets) {
          const at = offsets[control][i];
          const run = await sweepTap(browser, target.url, places[target.name], answer, at);
          results[target.name].sweep[answer].push(run);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

async function compareBuilds() {
  const dists = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const roots = (dists.length ? dists : ['dist']).map((dist) => path.resolve(dist));
  const base = Number(process.env.BENCH_PORT ?? 4301);
  const sweepTaps = Number(process.env.BENCH_SWEEP_TAPS ?? SWEEP_TAPS);
  const lostTapRounds = Number(process.env.BENCH_LOST_TAP_ROUNDS ?? LOST_TAP_ROUNDS);
  const option = (name) =>
    process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const pagePath = option('page') ?? '/';
  const answers = option('controls')?.split(',') ?? Object.keys(FIRST_SCREEN_ANSWERS);
  const servers = await Promise.all(roots.map((root, i) => serveStatic(root, base + i)));
  try {
    const targets = roots.map((root, i) => ({
      name: `${path.relative(process.cwd(), root) || root} ${pagePath}`,
      url: `http://127.0.0.1:${base + i}${pagePath}`,
    }));
    const results = await phoneStartup(targets, { lostTapRounds, sweepTaps, answers });
    // BENCH_STARTUP_JSON keeps every load's record, to look at a run again.
    if (process.env.BENCH_STARTUP_JSON) {
      writeFileSync(process.env.BENCH_STARTUP_JSON, JSON.stringify(results, null, 1));
    }
    printStartup(results);
    printChecks(Object.entries(results).flatMap(([name, result]) => startupChecks(name, result)));
  } finally {
    servers.forEach((server) => server.close());
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await compareBuilds();
