// How long a load's page main thread ran, and how long it waited for a core while it had work
// (the kernel's run-queue delay, /proc/<pid>/schedstat), as the machine's share of a long task:
// a task's duration is wall time, and on a machine with few cores the page's thread waits
// behind the browser's other threads and processes (and the bench's own) that a phone runs on
// cores of their own. Linux only: elsewhere every reading is null.
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
 * The page's main thread over one load: of the renderers started since `before`
 * (rendererMainThreads() read before the navigation), the one that ran longest, as
 * { runMs, waitMs } rounded; null where none can be read.
 */
export function loadMainThread(before) {
  let page = null;
  for (const [pid, thread] of rendererMainThreads()) {
    if (before.has(pid)) continue;
    if (page === null || thread.runMs > page.runMs) page = thread;
  }
  return page && { runMs: Math.round(page.runMs), waitMs: Math.round(page.waitMs) };
}
