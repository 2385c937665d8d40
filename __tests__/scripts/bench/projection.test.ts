/** @jest-environment node */
import path from 'node:path';
import { callModuleInNode } from '../../support/nodeChild';

function run(file: string, expression: string): unknown {
  return callModuleInNode(path.join(__dirname, '../../../scripts/bench', file), expression);
}
const projection = (expression: string) => run('projection.mjs', expression);

/** A trace event on the page's main thread (pid 1, tid 1), times in ms. */
const onMain = (name: string, at: number, ms: number, threadMs = ms, args = {}) => ({
  name,
  ph: 'X',
  pid: 1,
  tid: 1,
  ts: at * 1000,
  dur: ms * 1000,
  tdur: threadMs * 1000,
  args,
});
const dispatch = (type: string, at: number, ms: number) =>
  onMain('EventDispatch', at, ms, ms, { data: { type } });

/**
 * A load: first paint at 100 ms; a task of 60 ms (30 of the thread's own) before it; the tap's
 * task at 500 (pointerdown, then the click), a task of other work, and the frame that commits.
 */
const loadTrace = (tapAt = 500) => [
  { name: 'thread_name', ph: 'M', pid: 1, tid: 1, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: 2, tid: 7, args: { name: 'CrRendererMain' } },
  { name: 'firstContentfulPaint', ph: 'I', pid: 1, tid: 1, ts: 100_000 },
  onMain('RunTask', 20, 60, 30),
  // Another renderer's task is not the page's.
  { ...onMain('RunTask', 300, 90), pid: 2, tid: 7 },
  onMain('RunTask', tapAt - 2, 20, 10),
  dispatch('pointerdown', tapAt, 4),
  dispatch('click', tapAt + 10, 6),
  onMain('RunTask', tapAt + 30, 8, 8),
  onMain('RunTask', tapAt + 50, 10, 6),
  onMain('Commit', tapAt + 57, 3),
  // A later frame is not the tap's.
  onMain('RunTask', tapAt + 100, 12, 12),
  onMain('Commit', tapAt + 110, 1),
];

describe("the projected view's arithmetic", () => {
  it("is the slowdown to DevTools' mid-tier phone: the benchmark over 1000, at least 1", () => {
    const multipliers = projection(
      '(m) => [500, 1000, 1500, 2064].map(m.midTierMultiplier)',
    ) as number[];
    expect(multipliers).toEqual([1, 1, 1.5, 2.064]);
  });

  it("reports Lighthouse's calculator: the slowdown by this machine's benchmark, piecewise", () => {
    const multipliers = projection(
      '(m) => [100, 150, 800, 1050, 1300, 1533, 2000].map(m.calculatorMultiplier)',
    ) as number[];
    expect(multipliers.map((x) => Number(x.toFixed(2)))).toEqual([1, 1, 2, 2.5, 3, 4, 6]);
  });

  it("scores the benchmark per second of the page's thread, not per wall second", () => {
    // Half of a second's run waiting for a core: twice the loops per second of CPU.
    expect(projection('(m) => m.threadBenchmarkIndex(900, 1000, 500)')).toBe(1800);
    // The thread cannot run longer than the wall (its counters are read a little apart).
    expect(projection('(m) => m.threadBenchmarkIndex(900, 1000, 1004)')).toBe(900);
  });

  it('calibrates from the median of the runs before, during and after the sweep together', () => {
    const runs = (...indices: number[]) =>
      indices.map((threadIndex) => ({ index: threadIndex / 2, threadIndex }));
    const [before, during, after] = [runs(1500, 1533, 1600), runs(1100, 1533), runs(1400, 1700)];
    expect(
      projection(
        `(m) => m.calibration(${[before, during, after].map((part) => JSON.stringify(part)).join()})`,
      ),
    ).toEqual({
      runs: 7,
      index: 766.5,
      threadIndex: 1533,
      threadIndexBefore: 1533,
      threadIndexDuring: 1316.5,
      threadIndexAfter: 1550,
      threadIndexes: [1500, 1533, 1600, 1100, 1533, 1400, 1700],
      multiplier: 1.533,
      lowTierMultiplier: 4,
    });
  });

  it("reads a load's tasks after the first paint and its tap by the thread's own time", () => {
    const work = projection(`(m) => m.loadWork(${JSON.stringify(loadTrace())})`);
    expect(work).toEqual({
      // The task before the first paint and the other renderer's are left out.
      taskMs: [10, 8, 6, 12],
      tapBeforePaint: false,
      tap: {
        // From the pointerdown (18 of the first task's 20 ms, 9 of its thread's) to the end of
        // the first commit after the click: 9 + 8 + 6.
        threadMs: 23,
        wallMs: 60,
        afterPaintMs: 400,
      },
    });
    expect(projection(`(m) => m.projectLoad(${JSON.stringify(work)}, 4)`)).toEqual({
      longestTaskMs: 48,
      tapMs: 92,
    });
  });

  it('has no tap before the first paint, and none that no frame answered', () => {
    const early = projection(`(m) => m.loadWork(${JSON.stringify(loadTrace(60))})`);
    expect(early).toMatchObject({ tapBeforePaint: true, tap: null });
    const unanswered = loadTrace().filter((event) => event.name !== 'Commit');
    expect(projection(`(m) => m.loadWork(${JSON.stringify(unanswered)})`)).toMatchObject({
      tapBeforePaint: false,
      tap: null,
    });
    expect(projection(`(m) => m.loadWork([])`)).toBeNull();
  });

  it('counts a task nested in another once', () => {
    const events = [
      onMain('RunTask', 0, 10, 8),
      onMain('RunTask', 2, 3, 3),
      onMain('RunTask', 20, 5),
    ];
    expect(projection(`(m) => m.topLevelTasks(${JSON.stringify(events)}).length`)).toBe(2);
  });

  it('orders the rounds so that every beginning spreads over the start-up', () => {
    expect(projection('(m) => m.spreadOrder(8)')).toEqual([0, 4, 2, 6, 1, 5, 3, 7]);
    const ten = projection('(m) => m.spreadOrder(10)') as number[];
    expect([...ten].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(Math.max(...ten.slice(0, 3))).toBeGreaterThanOrEqual(8);
  });
});
