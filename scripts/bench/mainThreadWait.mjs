// How long a load's page main thread ran, and how long it waited for a core while it had work
// (the kernel's run-queue delay, /proc/<pid>/schedstat), as the machine's share of a long task:
// a task's duration is wall time, and on a machine with few cores the page's thread waits
// behind the browser's other threads and processes (and the bench's own) that a phone runs on
// cores of their own. Read every 2 ms through a load, it splits each long task too: the time
// the thread itself ran in it (the CPU throttle's busy-waiting counted, as on a phone that
// slow) and the time it waited. Linux only: elsewhere every reading is null.
import { readdirSync, readFileSync } from 'node:fs';

/** The renderer processes running now: pid -> { runMs, waitMs } of each one's main thread. */
export function rendererMainThreads() {
  const threads = new Map();
  let pids;
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return threads;
  }
  for (const pid of pids) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) continue;
      // The main thread's id is the process's; its run and run-queue times are in ns.
      const [run, wait] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ');
      threads.set(pid, { runMs: Number(run) / 1e6, waitMs: Number(wait) / 1e6 });
    } catch {
      // The process ended while it was read.
    }
  }
  return threads;
}

/**
 * The page's main thread over one load, from watchLoadMainThread's readings: how long it ran
 * and waited for a core, { runMs, waitMs } rounded; null where none could be read.
 */
export function loadMainThread(readings) {
  const last = readings.at(-1);
  return last ? { runMs: Math.round(last.runMs), waitMs: Math.round(last.waitMs) } : null;
}

/** How often watchLoadMainThread reads the thread, ms: a task's share is known to about this. */
const READ_EVERY_MS = 2;
/** How often it looks for the load's renderer among the processes, ms. */
const FIND_EVERY_MS = 250;

/**
 * Reads the main thread of each renderer started since `before` (rendererMainThreads() read
 * before the page opened) every READ_EVERY_MS, on this process's clock (ms since the epoch),
 * until the returned stop() is called. stop() reads them once more and returns the page's
 * readings (of the renderer that ran longest), each { at, runMs, waitMs }: [] where none can
 * be read.
 */
export function watchLoadMainThread(before) {
  const readings = new Map();
  let pids = [];
  const find = () => {
    pids = [...rendererMainThreads().keys()].filter((pid) => !before.has(pid));
  };
  const read = () => {
    const at = performance.timeOrigin + performance.now();
    for (const pid of pids) {
      try {
        const [run, wait] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ');
        if (!readings.has(pid)) readings.set(pid, []);
        readings.get(pid).push({ at, runMs: Number(run) / 1e6, waitMs: Number(wait) / 1e6 });
      } catch {
        // The process ended while it was read.
      }
    }
  };
  find();
  const finding = setInterval(find, FIND_EVERY_MS);
  const reading = setInterval(read, READ_EVERY_MS);
  return () => {
    clearInterval(finding);
    clearInterval(reading);
    find();
    read();
    let page = [];
    for (const list of readings.values()) {
      if (list.at(-1).runMs > (page.at(-1)?.runMs ?? -1)) page = list;
    }
    return page;
  };
}

/**
 * How long the thread ran and waited for a core between `from` and `to` (ms since the epoch),
 * from watchLoadMainThread's readings, each counter taken as growing evenly between two
 * readings: { runMs, waitMs } rounded, or null where the readings do not cover the span.
 */
export function threadTimeWithin(readings, from, to) {
  const at = (time) => {
    const next = readings.findIndex((reading) => reading.at >= time);
    if (next <= 0) return next === 0 && readings[0].at === time ? readings[0] : null;
    const [a, b] = [readings[next - 1], readings[next]];
    const share = (time - a.at) / (b.at - a.at);
    return {
      runMs: a.runMs + (b.runMs - a.runMs) * share,
      waitMs: a.waitMs + (b.waitMs - a.waitMs) * share,
    };
  };
  const [start, end] = [at(from), at(to)];
  if (start === null || end === null) return null;
  return {
    runMs: Math.round(end.runMs - start.runMs),
    waitMs: Math.round(end.waitMs - start.waitMs),
  };
}
