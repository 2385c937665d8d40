/** @jest-environment node */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { callModuleInNode, runModuleInNode } from '../../support/nodeChild';

const MODULE_FILE = path.join(__dirname, '../../../scripts/bench/mainThreadWait.mjs');
const MODULE = pathToFileURL(MODULE_FILE).href;

type Thread = { runMs: number; waitMs: number } | null;

/**
 * In a Node child: starts a process that looks like a renderer to the bench
 * (`--type=renderer` on its command line) and keeps a core busy for `earlierBusyMs` of CPU
 * time, reads the renderers and starts watching, starts another that is busy for
 * `laterBusyMs`, and returns what loadMainThread() makes of the load in between.
 */
function loadAfterTwoRenderers(earlierBusyMs: number, laterBusyMs: number): Thread {
  const script = `
    import { spawn } from 'node:child_process';
    import { once } from 'node:events';
    import { loadMainThread, rendererMainThreads, watchLoadMainThread } from ${JSON.stringify(MODULE)};
    // Busy for that much of its main thread's CPU time (not wall time: the machine may be busy
    // too; not the process's: on a busy machine Node's other threads take a share of that).
    const renderer = async (busyMs) => {
      const child = spawn(process.execPath, [
        '-e',
        'let x = 0; const from = process.threadCpuUsage().user; while (process.threadCpuUsage().user - from < Number(process.argv[1]) * 1000) for (let i = 0; i < 1e5; i += 1) x += i; console.log("busy", x); setTimeout(() => {}, 60000);',
        String(busyMs),
        '--type=renderer',
      ]);
      await once(child.stdout, 'data');
      return child;
    };
    const earlier = await renderer(${earlierBusyMs});
    const stop = watchLoadMainThread(rendererMainThreads());
    const later = await renderer(${laterBusyMs});
    const thread = loadMainThread(stop());
    earlier.kill();
    later.kill();
    console.log(JSON.stringify(thread));
  `;
  return runModuleInNode(script) as Thread;
}

describe("a sweep load's main thread", () => {
  it('is the renderer started during the load, with the time it ran and waited for a core', () => {
    const thread = loadAfterTwoRenderers(900, 300);
    expect(thread).not.toBeNull();
    // The later one only: the earlier renderer ran three times as long, before the load.
    expect(thread!.runMs).toBeGreaterThanOrEqual(250);
    expect(thread!.runMs).toBeLessThan(800);
    expect(thread!.waitMs).toBeGreaterThanOrEqual(0);
  });
});

describe("a long task's share of the thread", () => {
  const readings = [
    { at: 1000, runMs: 500, waitMs: 100 },
    { at: 1010, runMs: 510, waitMs: 100 },
    { at: 1030, runMs: 520, waitMs: 110 },
    { at: 1040, runMs: 530, waitMs: 110 },
  ];
  const within = (from: number, to: number) =>
    callModuleInNode(
      MODULE_FILE,
      `(m) => m.threadTimeWithin(${JSON.stringify(readings)}, ${from}, ${to})`,
    );

  it('is what the thread ran and waited between two readings, each growing evenly', () => {
    expect(within(1000, 1040)).toEqual({ runMs: 30, waitMs: 10 });
    // Half of 1010-1030: 5 ms run, 5 ms waiting.
    expect(within(1015, 1025)).toEqual({ runMs: 5, waitMs: 5 });
  });

  it('is not known outside the readings', () => {
    expect(within(990, 1020)).toBeNull();
    expect(within(1020, 1050)).toBeNull();
  });
});

describe("a load's main thread, read while it runs", () => {
  it('has the time it ran between readings, growing as it works', () => {
    const script = `
      import { spawn } from 'node:child_process';
      import { once } from 'node:events';
      import { threadTimeWithin, watchLoadMainThread } from ${JSON.stringify(MODULE)};
      // Like a renderer: idle for 300 ms, then busy for 300 ms of its main thread's CPU time
      // (the thread the bench reads), then idle.
      const child = spawn(process.execPath, [
        '-e',
        'console.log("ready"); setTimeout(() => { let x = 0; const from = process.threadCpuUsage().user; while (process.threadCpuUsage().user - from < Number(process.argv[1]) * 1000) for (let i = 0; i < 1e5; i += 1) x += i; console.log("busy", x); setTimeout(() => {}, 60000); }, 300);',
        '300',
        '--type=renderer',
      ]);
      let said = '';
      child.stdout.on('data', (chunk) => (said += chunk));
      const saying = async (word) => {
        while (!said.includes(word)) await Promise.race([once(child.stdout, 'data'), once(child, 'exit')]);
      };
      // Watched once it runs, however long a busy machine takes to start it; every other
      // renderer counts as there before (npm test runs the browser suites' Chromium beside).
      await saying('ready');
      const stop = watchLoadMainThread({ has: (pid) => pid !== String(child.pid) });
      const from = performance.timeOrigin + performance.now() + 100;
      await saying('busy');
      await new Promise((done) => setTimeout(done, 100));
      const to = performance.timeOrigin + performance.now();
      const readings = stop();
      child.kill();
      console.log(JSON.stringify({ count: readings.length, thread: threadTimeWithin(readings, from, to) }));
    `;
    const { count, thread } = runModuleInNode(script) as {
      count: number;
      thread: { runMs: number; waitMs: number } | null;
    };
    expect(count).toBeGreaterThan(10);
    expect(thread).not.toBeNull();
    expect(thread!.runMs).toBeGreaterThanOrEqual(250);
    expect(thread!.runMs).toBeLessThan(450);
  });
});
