// The projected view's budgets (projected.mjs measures, projection.mjs projects): the pure step
// from a page's projected loads to its figures, each with its rerun range, and its budget rows.
import { row } from './budgetRow.mjs';
import { controlName } from './firstScreen.mjs';
import { MID_TIER_INDEX, midTierMultiplier, projectLoad } from './projection.mjs';
import { jointRerunRange, median, percentile, wilsonInterval } from './stats.mjs';

/**
 * The projected view's targets (projected.mjs): the page's own work on the phone, its tasks'
 * and taps' thread time unthrottled times the run's multiplier. Per control, its taps' median
 * and 95th percentile; over the loads, the 95th percentile of each load's longest task after
 * the first paint, and the share of loads with a task over 50 ms.
 */
export const PROJECTED_BUDGET = {
  tapP50Ms: 50,
  tapP95Ms: 100,
  longestTaskP95Ms: 50,
  longTaskMs: 50,
  longTaskLoads: 1 / 50,
};
/**
 * One page's projected loads ({ answer, work }, projected.mjs) on the phone, by the run's
 * `calibration` (projection.mjs): per control its taps after the first paint (those before are
 * not counted), and their p50 and p95; each load's longest task after the first paint, its p50
 * and p95, and the loads with one over PROJECTED_BUDGET.longTaskMs, with the 95 % interval of
 * that rate. A load whose trace was not read, or a tap after the first paint no frame answered,
 * counts as over every budget. Each quantile comes with its rerun range: the loads and the
 * benchmark runs resampled together, so that the benchmark's own noise is in it.
 */
export function projectedSummary(loads, { multiplier, threadIndexes }) {
  const unthrottled = loads.map((load) => ({
    answer: load.answer,
    tapBeforePaint: load.work?.tapBeforePaint ?? false,
    ...(load.work ? projectLoad(load.work, 1) : { longestTaskMs: Infinity, tapMs: null }),
  }));
  const quantile = (values, p) => ({
    ms: values.length ? percentile(values, p) * multiplier : NaN,
    range: jointRerunRange(
      [values, threadIndexes],
      ([drawn, indexes]) => percentile(drawn, p) * midTierMultiplier(median(indexes)),
    ),
  });
  const byControl = {};
  for (const answer of new Set(unthrottled.map((load) => load.answer))) {
    const ofControl = unthrottled.filter((load) => load.answer === answer);
    const taps = ofControl
      .filter((load) => !load.tapBeforePaint)
      .map((load) => load.tapMs ?? Infinity);
    byControl[answer] = {
      taps: taps.length,
      beforePaint: ofControl.length - taps.length,
      p50: quantile(taps, 50),
      p95: quantile(taps, 95),
    };
  }
  const longest = unthrottled.map((load) => load.longestTaskMs * multiplier);
  const over = longest.filter((ms) => ms > PROJECTED_BUDGET.longTaskMs).length;
  const longestUnthrottled = unthrottled.map((load) => load.longestTaskMs);
  return {
    byControl,
    loads: longest.length,
    longestP50: quantile(longestUnthrottled, 50),
    longestP95: quantile(longestUnthrottled, 95),
    loadsOver: over,
    loadsOverInterval: wilsonInterval(over, longest.length),
  };
}

const ms = (value) => (Number.isFinite(value) ? String(Math.round(value)) : String(value));
/** A projected quantile and its rerun range: "62 (55-70)". */
export const withRange = ({ ms: value, range }) =>
  range ? `${ms(value)} (${ms(range[0])}-${ms(range[1])})` : ms(value);

/**
 * One page's projected budgets, each quantile with its rerun range (two runs agree where their
 * ranges meet); the first row names the machine's benchmark and multiplier.
 */
export function projectedChecks(page, { calibration, loads }) {
  const summary = projectedSummary(loads, calibration);
  const budget = PROJECTED_BUDGET;
  const [low, high] = summary.loadsOverInterval.map((rate) => (rate * 100).toFixed(0));
  return [
    {
      budget: `projected to the phone: this machine's Lighthouse benchmarkIndex per thread second (wall), multiplier (${page})`,
      actual: `${Math.round(calibration.threadIndex)} (${Math.round(calibration.index)}), ${calibration.multiplier.toFixed(2)}x`,
      limit: `mid-tier (${MID_TIER_INDEX})`,
      pass: 'INFO',
    },
    ...Object.entries(summary.byControl).map(([answer, s]) =>
      row(
        `projected tap on ${controlName(answer)} ms, p50, p95 (${s.taps} taps) (${page})`,
        `${withRange(s.p50)}, ${withRange(s.p95)}`,
        `≤ ${budget.tapP50Ms}, ≤ ${budget.tapP95Ms}`,
        s.p50.ms <= budget.tapP50Ms && s.p95.ms <= budget.tapP95Ms,
      ),
    ),
    row(
      `projected longest task after first paint per load ms, p95 (${page})`,
      withRange(summary.longestP95),
      `≤ ${budget.longestTaskP95Ms}`,
      summary.longestP95.ms <= budget.longestTaskP95Ms,
    ),
    row(
      `loads with a projected task > ${budget.longTaskMs} ms (95 % interval of the rate) (${page})`,
      `${summary.loadsOver} of ${summary.loads} (${low}-${high} %)`,
      `≤ 1 in ${Math.round(1 / budget.longTaskLoads)}`,
      summary.loads > 0 && summary.loadsOver / summary.loads <= budget.longTaskLoads,
    ),
  ];
}
