/** @jest-environment node */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runModuleInNode } from '../../support/nodeChild';

const MODULE = pathToFileURL(
  path.join(__dirname, '../../../scripts/bench/mainThreadWait.mjs'),
).href;

type Thread = { runMs: number; waitMs: number } | null;

/**
 * In a Node child: starts a process that looks like a renderer to the bench
 * (`--type=renderer` on its command line) and keeps a core busy for `earlierBusyMs` of CPU
 * time, reads the renderers, starts another that is busy for `laterBusyMs`, and returns what
 * loadMainThread() makes of the load in between.
 */
function loadAfterTwoRenderers(earlierBusyMs: number, laterBusyMs: number): Thread {
  const script = `
    import { spawn } from 'node:child_process';
    import { once } from 'node:events';
    import { loadMainThread, rendererMainThreads } from ${JSON.stringify(MODULE)};
    // Busy for that much CPU time (not wall time: the machine may be busy too), then idle.
    const renderer = async (busyMs) => {
      const child = spawn(process.execPath, [
        '-e',
        'let x = 0; while (process.cpuUsage().user < Number(process.argv[1]) * 1000) for (let i = 0; i < 1e5; i += 1) x += i; console.log("busy", x); setTimeout(() => {}, 60000);',
        String(busyMs),
        '--type=renderer',
      ]);
      await once(child.stdout, 'data');
      return child;
    };
    const earlier = await renderer(${earlierBusyMs});
    const before = rendererMainThreads();
    const later = await renderer(${laterBusyMs});
    const thread = loadMainThread(before);
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
