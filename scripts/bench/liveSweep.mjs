// The live view's summaries: the start-up sweep at 4x (startup.mjs), its taps' answer times
// and its long tasks, reported beside the projected view and not judged (budgets.mjs).
import { LONG_TASK_MS, mainPart } from './longTasks.mjs';
import { median, percentile } from './stats.mjs';

/**
 * One control's sweep (startup.mjs): the taps after the first paint (those before it are not
 * counted: the visitor cannot see the page yet), their answer times' median, 90th percentile
 * and worst, and when the worst tap came, ms after the first paint. A counted tap whose answer
 * never showed is the worst (Infinity).
 */
export function sweepSummary(loads) {
  const counted = loads.filter(
    (load) => load.tapAt !== null && load.firstPaint !== null && load.tapAt >= load.firstPaint,
  );
  const times = counted.map((load) => load.answerMs ?? Infinity);
  if (times.length === 0) {
    return {
      taps: 0,
      beforePaint: loads.length,
      median: NaN,
      p90: NaN,
      worst: NaN,
      worstAfterPaint: NaN,
    };
  }
  const worstLoad = counted[times.indexOf(Math.max(...times))];
  return {
    taps: counted.length,
    beforePaint: loads.length - counted.length,
    median: median(times),
    p90: percentile(times, 90),
    worst: Math.max(...times),
    worstAfterPaint: worstLoad.tapAt - worstLoad.firstPaint,
  };
}

/**
 * The long tasks after the first paint over every load of a page's sweep: how many loads had
 * any, the most in one load, every task longest first (what it was, and the load it came in:
 * the control tapped, `answer`, and when, `tapAfterPaint` ms after the first paint, null if
 * the tap never came) and the longest, by what spent most of each task (longTasks.mjs), how
 * many and the longest, and in how many the page's thread itself ran over 50 ms (its
 * `thread` reading, mainThreadWait.mjs; a task not read counts): the others were long only
 * for the time the thread waited for a core.
 */
export function longTaskSummary(sweep) {
  const loads = Object.values(sweep).flat();
  const tasks = Object.entries(sweep).flatMap(([answer, runs]) =>
    runs.flatMap((load) =>
      load.longTasks.map((task) => ({
        ...task,
        answer,
        tapAfterPaint:
          load.tapAt === null || load.firstPaint === null ? null : load.tapAt - load.firstPaint,
      })),
    ),
  );
  const longest = tasks.reduce((a, b) => (b.duration > (a?.duration ?? -1) ? b : a), null);
  const byKind = {};
  for (const task of tasks) {
    const kind = mainPart(task.parts);
    byKind[kind] ??= { tasks: 0, longest: 0 };
    byKind[kind].tasks += 1;
    byKind[kind].longest = Math.max(byKind[kind].longest, task.duration);
  }
  const threadRan = (task) => task.thread?.runMs ?? Infinity;
  const threadLongIn = (load) =>
    load.longTasks.filter((task) => threadRan(task) > LONG_TASK_MS).length;
  return {
    loads: loads.length,
    loadsWithAny: loads.filter((load) => load.longTasks.length > 0).length,
    mostInOneLoad: Math.max(0, ...loads.map((load) => load.longTasks.length)),
    tasks: tasks.length,
    threadLong: tasks.filter((task) => threadRan(task) > LONG_TASK_MS).length,
    mostThreadLongInOneLoad: Math.max(0, ...loads.map(threadLongIn)),
    /** The most the thread ran in one task (Infinity: a task whose thread was not read). */
    longestThreadRun: Math.max(0, ...tasks.map(threadRan)),
    each: tasks.toSorted((a, b) => b.duration - a.duration),
    longest,
    byKind,
  };
}
