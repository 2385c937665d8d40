/* global window, document, MutationObserver -- page scripts run in the browser */
// The phone start-up run (measuring only: budgets.mjs judges, report.mjs prints): how long a
// visitor on a phone waits for the page to answer, on the phone profile (phone.mjs), one
// fresh browser context per run:
// - first working tap: tap 'About Me' every 50 ms from first paint until the About overlay
//   opens; the dead window is overlay open - first paint (0 when a tap at first paint works);
// - lost taps: tap the theme toggle once at first paint and the first question's Yes 200 ms
//   later, before hydration; the dialog must show its first question, then its second;
// - answers: each control of the first screen tapped once at first paint (About Me, the phone
//   menu, the theme toggle, 'Latest Works', 'Contact'), the time from the tap's own timestamp
//   until its answer shows: the overlay, the menu or the first question visible, the page's
//   first scrolled frame (by that frame's own time).
// `node scripts/bench/startup.mjs [dist ...] [--page=/hi/]` compares builds in alternating
// runs, on one language's page (the default's, /, unless --page names another).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { STARTUP_ROUNDS, startupChecks } from './budgets.mjs';
import { CHROMIUM_SETTINGS } from './chromium.mjs';
import { PHONE_DEVICE, phonePage } from './phone.mjs';
import { printChecks, printStartup } from './report.mjs';
import { serveStatic } from './server.mjs';

const TAP_EVERY_MS = 50;
const SECOND_TAP_AFTER_MS = 200;
/** How long after first paint the first lost-taps tap may land and still count as "at" it. */
const FIRST_TAP_SLACK_MS = 150;
/** Tries per lost-taps run before it is reported as not measured. */
const LOST_TAP_ATTEMPTS = 6;
const GIVE_UP_MS = 20_000;
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
 * Runs in the page before its own scripts: the first paint, each trusted tap on About Me
 * (and whether the page took it: handled, or held by the early-input script), and when the
 * About overlay and the theme dialog's first question appear, all on the page's clock.
 */
function instrumentPage(aboutButton) {
  const record = {
    firstPaint: null,
    taps: [],
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
  // Shown, not only in the page: the overlays are prerendered closed (checkVisibility also
  // reads builds that rendered them only when open, for comparisons).
  const shown = (element) => element?.checkVisibility() ?? false;
  const overlayShown = () => shown(document.getElementById('about-heading'));
  window.addEventListener(
    'click',
    (event) => {
      const button = event.isTrusted && event.target.closest?.('button');
      if (event.isTrusted) record.clicks.push(event.timeStamp);
      if (!button || !button.matches(aboutButton)) return;
      const at = event.timeStamp;
      // After the whole dispatch: React has rendered a handled click by then.
      setTimeout(() => {
        record.taps.push({
          at,
          taken: button.hasAttribute('data-input-pending') || overlayShown(),
        });
      }, 0);
    },
    true,
  );
  new MutationObserver(() => {
    const now = performance.now();
    if (record.overlayOpen === null && overlayShown()) {
      record.overlayOpen = now;
      window.__startupOverlayOpen();
    }
    // One question is visible at a time; the next one has other words.
    const question = [...document.querySelectorAll('.theme-dialog-heading')].find(shown);
    if (record.themeQuestion === null && question) {
      record.themeQuestion = now;
      firstQuestion = question.textContent;
    } else if (record.secondQuestion === null && question && firstQuestion !== null) {
      if (question.textContent !== firstQuestion) record.secondQuestion = now;
    }
    if (record.hydrated === null && document.documentElement.hasAttribute('data-hydrated')) {
      record.hydrated = now;
    }
    if (record.menuOpen === null && shown(document.getElementById('connect-heading'))) {
      record.menuOpen = now;
    }
  }).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['open', 'data-hydrated'],
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function phoneContext(browser) {
  const signal = () => {
    let resolve;
    const promise = new Promise((done) => {
      resolve = done;
    });
    return { promise, resolve };
  };
  const overlayOpen = signal();
  const { context, page } = await phonePage(browser, async (preparing) => {
    await preparing.exposeFunction('__startupOverlayOpen', overlayOpen.resolve);
    await preparing.addInitScript(instrumentPage, ABOUT_BUTTON);
  });
  return { context, page, overlayOpen: overlayOpen.promise };
}

/**
 * Where the first screen's controls sit on the phone, read once from an
 * unthrottled load: reading them in a measured run would wait for its busy main thread.
 */
async function tapTargets(browser, url) {
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

const withDeadline = (promise, what) =>
  Promise.race([
    promise,
    sleep(GIVE_UP_MS).then(() => {
      throw new Error(`${what} did not happen within ${GIVE_UP_MS / 1000} s.`);
    }),
  ]);

/**
 * Taps About Me every 50 ms from the start of the navigation until the overlay opens. The
 * page's main thread is too busy after first paint to say at once that it painted, so the
 * taps run on their own clock; those before first paint (the visitor cannot see the button
 * yet) do not count.
 */
async function firstWorkingTap(browser, url, { about }) {
  const { context, page, overlayOpen } = await phoneContext(browser);
  try {
    let opened = false;
    const open = withDeadline(overlayOpen, 'The About overlay').then(() => {
      opened = true;
    });
    await page.goto(url, { waitUntil: 'commit' });
    // A tap is not awaited before the next one: a busy page acknowledges touches late, and
    // the visitor keeps tapping all the same.
    const taps = [];
    const tapping = (async () => {
      while (!opened) {
        taps.push(page.touchscreen.tap(about.x, about.y).catch(() => undefined));
        await sleep(TAP_EVERY_MS);
      }
    })();
    await open;
    await tapping;
    await Promise.all(taps);
    // Taps still being dispatched when the overlay opened are recorded a moment later.
    await sleep(300);
    const record = await page.evaluate(() => window.__startup);
    // A tap before the first paint that the page took: the first tap the visitor could make,
    // at the first paint, would have worked as well.
    const working = record.taps.filter((tap) => tap.taken).sort((a, b) => a.at - b.at)[0];
    return {
      firstPaint: record.firstPaint,
      firstWorkingTap: working ? Math.max(working.at, record.firstPaint) : NaN,
      overlayOpen: record.overlayOpen,
      deadWindow: Math.max(0, record.overlayOpen - record.firstPaint),
    };
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
 * One tap at first paint (taken from an earlier run, `paintAt`) on a control of the first
 * screen (FIRST_SCREEN_ANSWERS): ms from the tap until its answer is on screen. A run whose
 * tap missed its first paint runs again, as in lostTaps; after LOST_TAP_ATTEMPTS it is not
 * measured (NaN).
 */
async function answerTime(browser, url, places, answer, paintAt, attemptsLeft = LOST_TAP_ATTEMPTS) {
  const { tap, shown } = FIRST_SCREEN_ANSWERS[answer];
  const { context, page } = await phoneContext(browser);
  let record;
  try {
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    await sleep(Math.max(0, paintAt - (Date.now() - started)));
    await page.touchscreen.tap(places[tap].x, places[tap].y);
    await page
      .waitForFunction((field) => window.__startup[field] !== null, shown, { timeout: 10_000 })
      .catch(() => undefined);
    record = await page.evaluate(() => window.__startup);
  } finally {
    await context.close();
  }
  const [tapAt] = record.clicks;
  const onPaint =
    record.firstPaint !== null &&
    tapAt !== undefined &&
    tapAt >= record.firstPaint &&
    tapAt <= record.firstPaint + FIRST_TAP_SLACK_MS;
  if (onPaint) return record[shown] === null ? NaN : record[shown] - tapAt;
  if (attemptsLeft <= 1) return NaN;
  const nextPaint = record.firstPaint ?? paintAt * 1.5;
  return answerTime(browser, url, places, answer, nextPaint, attemptsLeft - 1);
}

/** One start-up run of each kind per target and round; targets alternate within a round. */
export async function phoneStartup(targets, rounds = STARTUP_ROUNDS) {
  const browser = await chromium.launch(CHROMIUM_SETTINGS);
  const results = Object.fromEntries(
    targets.map((t) => [
      t.name,
      {
        taps: [],
        lost: [],
        answers: Object.fromEntries(Object.keys(FIRST_SCREEN_ANSWERS).map((a) => [a, []])),
      },
    ]),
  );
  try {
    const places = {};
    for (const target of targets) places[target.name] = await tapTargets(browser, target.url);
    for (let round = 0; round < rounds; round += 1) {
      for (const target of targets) {
        const where = places[target.name];
        const run = await firstWorkingTap(browser, target.url, where);
        results[target.name].taps.push(run);
        results[target.name].lost.push(await lostTaps(browser, target.url, where, run.firstPaint));
        for (const [answer, times] of Object.entries(results[target.name].answers)) {
          times.push(await answerTime(browser, target.url, where, answer, run.firstPaint));
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
  const rounds = Number(process.env.BENCH_RUNS ?? STARTUP_ROUNDS);
  const pagePath = process.argv.find((arg) => arg.startsWith('--page='))?.slice(7) ?? '/';
  const servers = await Promise.all(roots.map((root, i) => serveStatic(root, base + i)));
  try {
    const targets = roots.map((root, i) => ({
      name: `${path.relative(process.cwd(), root) || root} ${pagePath}`,
      url: `http://127.0.0.1:${base + i}${pagePath}`,
    }));
    const results = await phoneStartup(targets, rounds);
    printStartup(results, rounds);
    printChecks(Object.entries(results).flatMap(([name, result]) => startupChecks(name, result)));
  } finally {
    servers.forEach((server) => server.close());
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await compareBuilds();
