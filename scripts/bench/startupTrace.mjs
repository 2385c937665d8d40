// npm run bench:startup-trace: sweep loads of the phone start-up (startup.mjs: same profile,
// instrumentation, touch and wait) under a Chromium trace, to see what a long task is made of
// where the browser's own long-task reports cannot tell (longTasks.mjs puts HTML parsing,
// garbage collection, image decoding and work no page script asked for under 'other'). For
// each load it prints the tap and its answer, then every main-thread task over --over ms
// (default 50) after the first paint: when (ms after the first paint), how long (and how long
// the thread itself ran), and its time by trace event, each event's own time without its
// children's (the script's chunk named).
//
//   node scripts/bench/startupTrace.mjs [dist] [--page=/hi/] [--control=about]
//     [--at=1200,1800] [--rounds=3] [--over=30]
//
// --at is when the tap comes, ms from the navigation (the sweep's `at`). The trace itself
// slows the page a little: compare builds with it side by side, never with the bench's
// figures.
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_SETTINGS } from './chromium.mjs';
import { chunkOf } from './longTasks.mjs';
import { serveStatic } from './server.mjs';
import { answerOf, tapTargets } from './firstScreen.mjs';
import { sweepTap } from './startupLoads.mjs';

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.gc',
  'loading',
  'toplevel',
  'v8',
  'v8.execute',
];
const RUN_TASK = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
/** The events shown of a task: those with at least this much time of their own, ms. */
const SHOWN_OWN_MS = 1.5;

const option = (name, fallback) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;

/** An event's name, with the chunk of the script it ran ('main', 'physics', …) where it has one. */
function nameOf(event) {
  const url = event.args?.data?.url;
  if (!url || !['EvaluateScript', 'FunctionCall'].includes(event.name)) return event.name;
  return `${event.name} (${chunkOf(url)})`;
}

/** Each event's own time inside `task` (its duration less its children's), summed by name. */
function ownTimes(task, onMain) {
  const inside = onMain
    .filter((e) => e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const own = new Map(inside.map((e) => [e, e.dur]));
  const open = [];
  for (const event of inside) {
    while (open.length > 0 && event.ts + event.dur > open.at(-1).ts + open.at(-1).dur) open.pop();
    if (open.length > 0) own.set(open.at(-1), own.get(open.at(-1)) - event.dur);
    open.push(event);
  }
  const byName = {};
  for (const [event, us] of own) byName[nameOf(event)] = (byName[nameOf(event)] ?? 0) + us / 1000;
  return Object.entries(byName)
    .filter(([, ms]) => ms >= SHOWN_OWN_MS)
    .sort((a, b) => b[1] - a[1]);
}

/** The page's main-thread tasks over `overMs` after its first paint, from one load's trace. */
function tasksAfterFirstPaint(traceBuffer, overMs) {
  const events = JSON.parse(traceBuffer.toString()).traceEvents;
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) return null;
  const main = events.find(
    (e) => e.name === 'thread_name' && e.pid === paint.pid && e.args?.name === 'CrRendererMain',
  );
  const onMain = events.filter(
    (e) => e.pid === paint.pid && e.tid === main?.tid && e.ph === 'X' && e.dur !== undefined,
  );
  // A task shows as 'RunTask', 'ThreadControllerImpl::RunTask' or both, one inside the other
  // (and what holds a long task is long too).
  const long = onMain.filter(
    (e) => RUN_TASK.has(e.name) && e.ts >= paint.ts && e.dur > overMs * 1e3,
  );
  const within = (inner, outer) =>
    inner !== outer && inner.ts >= outer.ts && inner.ts + inner.dur <= outer.ts + outer.dur;
  return long
    .filter((task) => !long.some((outer) => within(task, outer)))
    .map((task) => ({
      afterPaint: Math.round((task.ts - paint.ts) / 1000),
      ms: Math.round(task.dur / 1000),
      // The thread's own time in the task (tdur); the rest of `ms` it waited for a core.
      threadMs: task.tdur === undefined ? null : Math.round(task.tdur / 1000),
      own: ownTimes(task, onMain),
    }));
}

async function main() {
  const dist = path.resolve(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'dist');
  const pagePath = option('page', '/');
  const control = option('control', 'about');
  // Fails at once on a name that is no control, naming those there are.
  answerOf(control);
  const tapTimes = option('at', '1200,1800').split(',').map(Number);
  const rounds = Number(option('rounds', 3));
  const overMs = Number(option('over', 50));
  const port = Number(process.env.BENCH_PORT ?? 4301);
  const url = `http://127.0.0.1:${port}${pagePath}`;
  const server = await serveStatic(dist, port);
  const browser = await chromium.launch(CHROMIUM_SETTINGS);
  try {
    const places = await tapTargets(browser, url);
    for (let round = 0; round < rounds; round += 1) {
      for (const at of tapTimes) {
        const load = await sweepTap(browser, url, places, control, at, {
          traceCategories: TRACE_CATEGORIES,
        });
        const tasks = tasksAfterFirstPaint(load.trace, overMs);
        const answer = load.answerMs === null ? 'no answer' : `${Math.round(load.answerMs)} ms`;
        console.log(
          `${pagePath} ${control}, tap at ${at} ms: ${load.tapAt - load.firstPaint} ms after ` +
            `the first paint, answered in ${answer}`,
        );
        for (const task of tasks ?? []) {
          const parts = task.own.map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join(', ');
          const ran = task.threadMs === null ? '' : ` (the thread ran ${task.threadMs})`;
          console.log(
            `  a task of ${task.ms} ms${ran} at first paint + ${task.afterPaint}: ${parts}`,
          );
        }
        if (tasks === null) console.log('  (the trace has no first paint)');
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
