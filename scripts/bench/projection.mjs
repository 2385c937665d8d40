// The projected view's arithmetic, pure: a load's trace (unthrottled, rate 1) into the page's
// main-thread tasks and its tap, each as the thread's own CPU time (`tdur`, which leaves out
// the time the thread waited for a core), and those times projected to a mid-tier phone by a
// multiplier from this machine's benchmark (projected.mjs measures, projectedBudgets.mjs
// judges).
import { median } from './stats.mjs';

/** DevTools' "mid-tier mobile" (a Pixel 5): Lighthouse's benchmark scores 1000 on it. */
export const MID_TIER_INDEX = 1000;

/**
 * The slowdown that makes a machine of this `benchmarkIndex` run like DevTools' mid-tier phone,
 * the phone the projected budgets are for: the CPU-throttling rate DevTools' calibration
 * bisects to (until the throttled benchmark scores within 10 of 1000), in closed form, since
 * the throttle slows the benchmark's loops in proportion to its rate. A machine no faster than
 * the phone gets 1.
 */
export const midTierMultiplier = (benchmarkIndex) => Math.max(1, benchmarkIndex / MID_TIER_INDEX);

/**
 * Lighthouse's CPU-throttling calculator: the slowdown that makes a machine of this
 * `benchmarkIndex` run like Lighthouse's mobile phone (a Moto G Power, which DevTools calls
 * low-tier: a score of 264), piecewise linear as fitted by its authors. Below 150 the machine
 * is already that slow: no slowdown. Reported beside the mid-tier projection, not judged.
 */
export function calculatorMultiplier(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

/**
 * Lighthouse's benchmark counts its loops over wall time; on a busy machine the page's thread
 * runs for part of it only. Its score per second of the thread's own time (`ranMs` of the run's
 * `wallMs`): what the machine does per second of CPU, as the tasks it projects are measured.
 */
export const threadBenchmarkIndex = (benchmarkIndex, wallMs, ranMs) =>
  (benchmarkIndex * wallMs) / Math.min(wallMs, ranMs);

const RUN_TASK = 'RunTask';
/** The events of a tap, the first of which starts its work. */
const TAP_START = /^(pointer|touch)/;

/** The page's main thread in a load's trace: the renderer that painted first, its events. */
export function pageMainThread(events) {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) return null;
  const main = events.find(
    (e) => e.name === 'thread_name' && e.pid === paint.pid && e.args?.name === 'CrRendererMain',
  );
  if (!main) return null;
  return {
    firstPaint: paint.ts,
    events: events
      .filter((e) => e.pid === paint.pid && e.tid === main.tid && e.ph === 'X')
      .sort((a, b) => a.ts - b.ts),
  };
}

/** The top-level tasks of a thread's events (a task nested in another is part of it). */
export function topLevelTasks(events) {
  const tasks = [];
  for (const event of events) {
    if (event.name !== RUN_TASK || event.tdur === undefined) continue;
    const outer = tasks.at(-1);
    if (outer && event.ts < outer.ts + outer.dur) continue;
    tasks.push(event);
  }
  return tasks;
}

/**
 * The thread's own time (ms) in [from, to] (µs): each task's `tdur`, a task cut by either end
 * counted for the share of its wall time inside.
 */
export function threadMsWithin(tasks, from, to) {
  let us = 0;
  for (const task of tasks) {
    const inside = Math.min(to, task.ts + task.dur) - Math.max(from, task.ts);
    if (inside <= 0 || task.dur === 0) continue;
    us += task.tdur * Math.min(1, inside / task.dur);
  }
  return us / 1000;
}

/**
 * One load's work, from its trace: the thread's time (ms) of each task ending after the first
 * paint, and its tap's (from the first pointer or touch event's dispatch to the end of the
 * first frame committed after the click's): `tap` null when there was none after the first
 * paint or it was never answered by a frame, `tapBeforePaint` when it came before.
 */
export function loadWork(events) {
  const thread = pageMainThread(events);
  if (!thread) return null;
  const tasks = topLevelTasks(thread.events);
  const afterPaint = tasks.filter((task) => task.ts + task.dur > thread.firstPaint);
  const dispatches = thread.events.filter((e) => e.name === 'EventDispatch');
  const start = dispatches.find((e) => TAP_START.test(e.args?.data?.type ?? ''));
  const click = dispatches.find((e) => e.args?.data?.type === 'click' && e.ts >= (start?.ts ?? 0));
  const clickEnd = click ? click.ts + click.dur : Infinity;
  const frame = thread.events.find((e) => e.name === 'Commit' && e.ts >= clickEnd);
  const tapBeforePaint = start !== undefined && start.ts < thread.firstPaint;
  const answered = start !== undefined && !tapBeforePaint && frame !== undefined;
  return {
    taskMs: afterPaint.map((task) => task.tdur / 1000),
    tapBeforePaint,
    tap: answered
      ? {
          threadMs: threadMsWithin(tasks, start.ts, frame.ts + frame.dur),
          wallMs: (frame.ts + frame.dur - start.ts) / 1000,
          afterPaintMs: (start.ts - thread.firstPaint) / 1000,
        }
      : null,
  };
}

/**
 * A load's work projected to the phone: the longest task after the first paint and the tap,
 * ms (the tap null where loadWork has none).
 */
export function projectLoad(work, multiplier) {
  return {
    longestTaskMs: Math.max(0, ...work.taskMs) * multiplier,
    tapMs: work.tap ? work.tap.threadMs * multiplier : null,
  };
}

/**
 * The run's calibration from its benchmark runs (each { index, threadIndex }) before, during
 * and after the sweep: the medians of each part and of all, the mid-tier multiplier for the
 * machine's speed per second of its thread's own time (and the calculator's, reported), and
 * every run's threadIndex (a rerun range resamples them, projectedBudgets.mjs).
 */
export function calibration(before, during, after) {
  const all = [...before, ...during, ...after];
  const threadIndexes = all.map((run) => run.threadIndex);
  const threadIndex = median(threadIndexes);
  const medianOf = (runs) => (runs.length ? median(runs.map((run) => run.threadIndex)) : NaN);
  return {
    runs: all.length,
    index: median(all.map((run) => run.index)),
    threadIndex,
    threadIndexBefore: medianOf(before),
    threadIndexDuring: medianOf(during),
    threadIndexAfter: medianOf(after),
    threadIndexes,
    multiplier: midTierMultiplier(threadIndex),
    lowTierMultiplier: calculatorMultiplier(threadIndex),
  };
}

/**
 * The rounds 0..n-1 in an order whose every beginning spreads over all of them (by their
 * bit-reversed binary, as the van der Corput sequence): a sweep ended early has still tapped
 * across the whole start-up.
 */
export function spreadOrder(n) {
  const bits = Math.max(1, Math.ceil(Math.log2(n)));
  const reversed = (i) =>
    parseInt(i.toString(2).padStart(bits, '0').split('').reverse().join(''), 2);
  return Array.from({ length: n }, (_, i) => i).sort((a, b) => reversed(a) - reversed(b));
}
