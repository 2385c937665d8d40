/* global window -- page callbacks run in the browser */
// The phone start-up run (measuring only: budgets.mjs judges, report.mjs prints): how long a
// visitor on a phone waits for the page to answer, on the phone profile (phone.mjs), one
// fresh browser context per load:
// - the sweep: each control of the first screen (About Me, the phone menu, the theme toggle,
//   and each button that scrolls to a section: on the sample, 'Latest Works' to #projects and
//   'Contact' to #contact; firstScreen.mjs) touched once per load, at navigation + d for d
//   spread across the start-up, from before the first paint until the page has been idle for
//   a second; each tap timed from its own `timeStamp` to the frame that shows its answer (the
//   overlay, the menu or the first question visible: the frame that draws it; the page's first
//   scrolled frame, by that frame's own time). The same loads record the main thread's long
//   tasks after the first paint and what each one is (longTasks.mjs); one load:
//   startupLoads.mjs;
// - lost taps: tap the theme toggle once at first paint and the first question's Yes 200 ms
//   later, before hydration; the dialog must show its first question, then its second.
// `node scripts/bench/startup.mjs [dist ...] [--page=/hi/]` compares builds in alternating
// runs, on one language's page (the default's, /, unless --page names another), and
// `--controls=about,#projects` sweeps only those controls.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { LOST_TAP_ROUNDS, startupChecks, SWEEP_TAPS } from './budgets.mjs';
import { CHROMIUM_SETTINGS } from './chromium.mjs';
import { controlsOf, tapTargets } from './firstScreen.mjs';
import { printChecks, printStartup } from './report.mjs';
import { serveStatic } from './server.mjs';
import { phoneContext, probe, sleep, sweepOffsets, sweepTap } from './startupLoads.mjs';

const SECOND_TAP_AFTER_MS = 200;
/** How long after first paint the first lost-taps tap may land and still count as "at" it. */
const FIRST_TAP_SLACK_MS = 150;
/** Tries per lost-taps run before it is reported as not measured. */
const LOST_TAP_ATTEMPTS = 6;

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
 * Each target's lost-taps runs and sweep, the targets alternating run after run so that a
 * change in the machine's load falls on all alike: { [name]: { probe, lost, sweep } }, the
 * sweep by control. `sweepTaps` is the number of loads per control; `answers` may narrow the
 * sweep to some of the controls (firstScreen.mjs; default: every control of the first
 * target's first screen), to compare builds sooner.
 */
export async function phoneStartup(
  targets,
  { lostTapRounds = LOST_TAP_ROUNDS, sweepTaps = SWEEP_TAPS, answers } = {},
) {
  const browser = await chromium.launch(CHROMIUM_SETTINGS);
  const results = Object.fromEntries(
    targets.map((t) => [t.name, { probe: null, lost: [], sweep: {} }]),
  );
  try {
    const places = {};
    for (const target of targets) {
      places[target.name] = await tapTargets(browser, target.url);
      results[target.name].probe = await probe(browser, target.url);
    }
    const controls = answers ?? controlsOf(places[targets[0].name]);
    for (const target of targets) {
      results[target.name].sweep = Object.fromEntries(controls.map((a) => [a, []]));
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
      controls.length,
    );
    for (let i = 0; i < sweepTaps; i += 1) {
      for (const [control, answer] of controls.entries()) {
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
  const answers = option('controls')?.split(',');
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
