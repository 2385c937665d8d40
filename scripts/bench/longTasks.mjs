/* global window -- recordLongTasks runs in the browser */
// The main thread's long tasks (over 50 ms) of a phone load and what each one is (measuring
// only: budgets.mjs judges, report.mjs prints). The browser reports them itself: each long
// task ('longtask' entries) and, for the frames it made long, the long animation frames
// ('long-animation-frame', LoAF) with the scripts that ran in them (each ≥ 5 ms: its chunk,
// how it was called, its forced style and layout) and when the frame's own style and layout
// began. A task's time that neither accounts for (HTML parsing, garbage collection, image
// decoding) shows as 'other'.

/** A long task, as the browser names one: a main-thread task over 50 ms. */
export const LONG_TASK_MS = 50;

/** Runs in the page before its scripts: records every long task and long animation frame. */
export function recordLongTasks() {
  const seen = { tasks: [], frames: [] };
  window.__longTasks = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      seen.tasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      seen.frames.push({
        start: entry.startTime,
        end: entry.startTime + entry.duration,
        styleAndLayoutStart: entry.styleAndLayoutStart,
        scripts: entry.scripts.map((script) => ({
          start: script.startTime,
          duration: script.duration,
          invokerType: script.invokerType,
          invoker: script.invoker,
          sourceURL: script.sourceURL,
          forcedStyleAndLayout: script.forcedStyleAndLayoutDuration,
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/** The chunk a script came from (`main.5fa03d0c.js` is `main`), or the page's inline script. */
export function chunkOf(sourceURL) {
  if (!sourceURL) return 'unknown script';
  const file = new URL(sourceURL).pathname.split('/').pop() ?? '';
  if (!file.endsWith('.js')) return 'inline start-up script';
  return file.replace(/\.[0-9a-f]{8}\.js$/, '').replace(/\.js$/, '');
}

/** What ran: the chunk, and its evaluation or what called it (React's scheduler posts messages). */
export function scriptKind({ invokerType, invoker, sourceURL }) {
  // A timer whose callback is a promise's resolve (native code, no source): the script that
  // goes on runs in that promise's reactions, e.g. the start-up's steps after `nextTask()`.
  if (!sourceURL && /setTimeout/.test(invoker ?? '')) {
    return 'a promise resolved by a timer (a start-up step, the physics scene)';
  }
  const chunk = chunkOf(sourceURL);
  if (invokerType === 'classic-script' || invokerType === 'module-script') {
    return `${chunk}: evaluation`;
  }
  if (/MessagePort|onmessage/.test(invoker ?? '')) return `${chunk}: React's scheduled work`;
  if (/setTimeout/.test(invoker ?? '')) return `${chunk}: timer`;
  if (invokerType === 'resolve-promise' || invokerType === 'reject-promise') {
    return `${chunk}: promise (${invoker})`;
  }
  return `${chunk}: ${invoker || invokerType}`;
}

/**
 * A long task's time by what spent it, ms: each script (by scriptKind, its forced style and
 * layout apart), the style and layout of the frame the task rendered, and the rest.
 */
export function taskParts(task, frames) {
  const end = task.start + task.duration;
  const inTask = (at) => at >= task.start - 1 && at <= end + 1;
  const parts = {};
  const add = (kind, ms) => {
    if (ms > 0) parts[kind] = (parts[kind] ?? 0) + ms;
  };
  for (const frame of frames) {
    for (const script of frame.scripts) {
      if (!inTask(script.start)) continue;
      add(scriptKind(script), script.duration - (script.forcedStyleAndLayout ?? 0));
      add('style and layout (forced by script)', script.forcedStyleAndLayout ?? 0);
    }
    if (frame.styleAndLayoutStart > 0 && inTask(frame.styleAndLayoutStart)) {
      add('style, layout and paint', Math.min(frame.end, end) - frame.styleAndLayoutStart);
    }
  }
  const accounted = Object.values(parts).reduce((sum, ms) => sum + ms, 0);
  add('other (parsing, garbage collection, image decoding)', task.duration - accounted);
  return Object.fromEntries(
    Object.entries(parts)
      .map(([kind, ms]) => [kind, Math.round(ms)])
      .sort((a, b) => b[1] - a[1]),
  );
}

/** What spent most of a long task (taskParts), for the report. */
export const mainPart = (parts) => Object.keys(parts)[0] ?? 'unknown';

/**
 * The long tasks of one load that began after its first paint, each with its start (ms from
 * the navigation), duration and parts.
 */
export function longTasksAfter(firstPaint, { tasks, frames }) {
  return tasks
    .filter((task) => task.duration > LONG_TASK_MS && task.start >= firstPaint)
    .map((task) => ({
      start: Math.round(task.start),
      duration: Math.round(task.duration),
      parts: taskParts(task, frames),
    }));
}
