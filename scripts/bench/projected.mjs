// The projected view (measuring only): the start-up sweep's loads (startup.mjs: the phone's
// device and network, a tap on one control of the first screen per load) with the CPU
// unthrottled and each load traced, read as the page's thread's own time in each task and in
// its tap (projection.mjs); and Lighthouse's benchmark in the page, BENCHMARK_RUNS times
// before the sweep and as many after, which calibrates the projection to the phone.
import { chromium } from 'playwright-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CHROMIUM_SETTINGS } from './chromium.mjs';
import { PHONE_DEVICE } from './phone.mjs';
import { rendererMainThreads } from './mainThreadWait.mjs';
import {
  calibration,
  loadWork,
  pageMainThread,
  spreadOrder,
  threadBenchmarkIndex,
} from './projection.mjs';
import { controlsOf, tapTargets } from './firstScreen.mjs';
import { probe, sweepOffsets, sweepTap } from './startupLoads.mjs';

export const BENCHMARK_RUNS = 3;
/** What loadWork reads: tasks with their thread time, input events, frames, the first paint. */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'];
const UNTHROTTLED = { cpuSlowdown: 1 };

/**
 * Lighthouse's own benchmark (its `computeBenchmarkIndex`, as Lighthouse evaluates it in the
 * page it tests), `runs` times in the loaded page, unthrottled: each run's score, and its
 * score per second of the page's thread's own time over the run (mainThreadWait.mjs; the
 * renderer that ran most in it is the page's).
 */
async function benchmark(browser, url, runs) {
  const context = await browser.newContext(PHONE_DEVICE);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const threadsBefore = rendererMainThreads();
      const startedAt = performance.now();
      const index = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`);
      const wallMs = performance.now() - startedAt;
      const ranMs = Math.max(
        ...[...rendererMainThreads()].map(
          ([pid, thread]) => thread.runMs - (threadsBefore.get(pid)?.runMs ?? 0),
        ),
      );
      results.push({ index, threadIndex: threadBenchmarkIndex(index, wallMs, ranMs) });
    }
    return results;
  } finally {
    await context.close();
  }
}

/** One traced, unthrottled sweep load: its work (loadWork), and when its tap came. */
async function projectedLoad(browser, url, places, answer, at) {
  const load = await sweepTap(browser, url, places, answer, at, {
    ...UNTHROTTLED,
    traceCategories: TRACE_CATEGORIES,
  });
  const events = JSON.parse(load.trace.toString()).traceEvents;
  const work = pageMainThread(events) ? loadWork(events) : null;
  return { at, answer, work };
}

/**
 * Each target's projected sweep, the targets alternating load by load (their order swapped
 * every round, so that neither always runs first): { calibration, sweep: { [name]: loads } },
 * each load { at, answer, work }. `sweepTaps` rounds at most, each one load per control and
 * target at one moment of the start-up, in spreadOrder; `enough(sweep)`, asked after each
 * round, may end it sooner (the compare mode). `answers` may narrow it to some controls
 * (default: every control of the first target's first screen, firstScreen.mjs).
 */
export async function projectedStartup(
  targets,
  { sweepTaps, answers, benchmarkRuns = BENCHMARK_RUNS, enough = () => false },
) {
  const browser = await chromium.launch(CHROMIUM_SETTINGS);
  const sweep = Object.fromEntries(targets.map((t) => [t.name, []]));
  try {
    const before = await benchmark(browser, targets[0].url, benchmarkRuns);
    const places = {};
    const probes = [];
    for (const target of targets) {
      places[target.name] = await tapTargets(browser, target.url);
      probes.push(await probe(browser, target.url, UNTHROTTLED));
    }
    const controls = answers ?? controlsOf(places[targets[0].name]);
    const offsets = sweepOffsets(probes, sweepTaps, controls.length);
    for (const [turn, round] of spreadOrder(sweepTaps).entries()) {
      const order = turn % 2 ? targets.toReversed() : targets;
      for (const [control, answer] of controls.entries()) {
        for (const target of order) {
          const at = offsets[control][round];
          sweep[target.name].push(
            await projectedLoad(browser, target.url, places[target.name], answer, at),
          );
        }
      }
      if (enough(sweep)) break;
    }
    const after = await benchmark(browser, targets[0].url, benchmarkRuns);
    return { calibration: calibration(before, after), sweep };
  } finally {
    await browser.close();
  }
}
