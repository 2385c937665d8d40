/** @jest-environment node */
import path from 'node:path';
import { callModuleInNode } from '../../support/nodeChild';

function run(file: string, expression: string): unknown {
  return callModuleInNode(path.join(__dirname, '../../../scripts/bench', file), expression);
}
const stats = (expression: string) => run('compareStats.mjs', expression);
type Difference = { difference: number; interval: [number, number]; df: number };
const differenceOf = (base: number[], candidate: number[]) =>
  stats(
    `(m) => m.relativeDifference(${JSON.stringify(base)}, ${JSON.stringify(candidate)})`,
  ) as Difference | null;

describe("the compare mode's statistics", () => {
  it("has Student's t at 97.5 % as the tables do", () => {
    const t = stats('(m) => [3, 5, 10, 30, Infinity].map(m.tQuantile975)') as number[];
    expect(t.map((x) => Number(x.toFixed(2)))).toEqual([3.18, 2.57, 2.23, 2.04, 1.96]);
  });

  it('puts the relative difference of the means in a Welch interval', () => {
    const difference = differenceOf([10, 12, 11, 13, 9], [20, 22, 21, 23, 19]);
    expect(difference?.difference).toBeCloseTo(10 / 11);
    // Equal variances and sizes: Welch's degrees of freedom are near n1 + n2 - 2 at most.
    expect(difference?.df).toBeGreaterThan(4);
    expect(difference?.df).toBeLessThanOrEqual(8);
    const [low, high] = difference!.interval;
    expect(low).toBeGreaterThan(0.4);
    expect(high).toBeLessThan(1.4);
    expect((low + high) / 2).toBeCloseTo(10 / 11);
  });

  it('says nothing with fewer than four loads a side', () => {
    expect(differenceOf([10, 11, 12], [10, 11, 12, 13])).toBeNull();
  });

  it('answers faster, slower, the same within the tolerance, or inconclusive', () => {
    const said = (base: number[], candidate: number[]) =>
      stats(
        `(m) => m.verdict(m.relativeDifference(${JSON.stringify(base)}, ${JSON.stringify(candidate)}), 0.05)`,
      );
    const base = [100, 102, 98, 101, 99, 100, 103, 97];
    expect(
      said(
        base,
        base.map((x) => x * 0.7),
      ),
    ).toBe('faster');
    expect(
      said(
        base,
        base.map((x) => x * 1.3),
      ),
    ).toBe('slower');
    expect(
      said(
        base,
        base.map((x) => x + 0.5),
      ),
    ).toBe('the same within ±5 %');
    // Spread too wide to tell 10 % from nothing.
    expect(said([50, 150, 80, 120], [60, 170, 85, 140])).toBe('inconclusive');
    expect(stats('(m) => m.verdict(null, 0.05)')).toBe('inconclusive');
  });
});

describe("a rate's interval", () => {
  it('is the Wilson score interval, inside 0 to 1', () => {
    const interval = (hits: number, trials: number) =>
      (run('stats.mjs', `(m) => m.wilsonInterval(${hits}, ${trials})`) as number[]).map((x) =>
        Number(x.toFixed(3)),
      );
    expect(interval(0, 50)).toEqual([0, 0.071]);
    expect(interval(1, 50)).toEqual([0.004, 0.105]);
    expect(interval(50, 50)).toEqual([0.929, 1]);
    expect(interval(0, 0)).toEqual([0, 1]);
  });
});
