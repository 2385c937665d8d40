// The projected view (measuring only): the start-up sweep's loads (startup.mjs: the phone's
// device and network, a tap on one control of the first screen per load) with the CPU
// unthrottled and each load traced, read as the page's thread's own time in each task and in
// its tap (projection.mjs); and Lighthouse's benchmark, BENCHMARK_RUNS times before the sweep,
// once after each of its rounds and BENCHMARK_RUNS times after it, which calibrates the
// projection to the phone. The runs spread over the sweep follow the machine's speed as it
// drifts: six runs before and after alone moved ±20 % within one sweep.
import { chromium } from 'playwright-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CHROMIUM_SETTINGS } from './chromium.mjs';
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
 * Lighthouse's own benchmark (its `computeBenchmarkIndex`), unthrottled, in a blank page of its
 * own, as Lighthouse runs it before it loads the page it tests: the page under test would run
 * its own deferred work (lazy chunks, the hero's physics) beside it. The first run is left out:
 * it compiles the benchmark's code and scored 1,052 where the next 19 scored 1,273-1,979 on an
 * idle machine. `run(n)` gives n runs, each its score and its score per second of the page's
 * thread's own time over the run (mainThreadWait.mjs; the renderer that ran most in it).
 */
async function openBenchmark(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const once = async () => {
    const threadsBefore = rendererMainThreads();
    const startedAt = performance.now();
    const index = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`);
    const wallMs = performance.now() - startedAt;
    const ranMs = Math.max(
      ...[...rendererMainThreads()].map(
        ([pid, thread]) => thread.runMs - (threadsBefore.get(pid)?.runMs ?? 0),
      ),
    );
    return { index, threadIndex: threadBenchmarkIndex(index, wallMs, ranMs) };
  };
  await once();
  return {
    async run(runs) {
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await once());
      return results;
    },
    close: () => context.close(),
  };
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
    const benchmark = await openBenchmark(browser);
    const before = await benchmark.run(benchmarkRuns);
    const during = [];
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
      during.push(...(await benchmark.run(1)));
      if (enough(sweep)) break;
    }
    const after = await benchmark.run(benchmarkRuns);
    await benchmark.close();
    return { calibration: calibration(before, during, after), sweep };
  } finally {
    await browser.close();
  }
}
