// The compare mode's statistics, pure: two builds' per-load measures (compare.mjs) into the
// 95 % interval of their relative difference and a verdict that says "inconclusive" rather
// than guess.

export const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The sample variance (n - 1). */
export function variance(values) {
  const centre = mean(values);
  return values.reduce((sum, value) => sum + (value - centre) ** 2, 0) / (values.length - 1);
}

/**
 * Student's t at 97.5 % (the 95 % two-sided interval) for `df` degrees of freedom, by the
 * Cornish-Fisher expansion around the normal's 1.96 (Abramowitz and Stegun 26.7.5): within
 * 0.2 % of the tables from 3 degrees of freedom, which Welch's has with MIN_SAMPLES a side.
 */
export function tQuantile975(df) {
  const z = 1.959964;
  const g1 = (z ** 3 + z) / 4;
  const g2 = (5 * z ** 5 + 16 * z ** 3 + 3 * z) / 96;
  const g3 = (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / 384;
  const g4 = (79 * z ** 9 + 776 * z ** 7 + 1482 * z ** 5 - 1920 * z ** 3 - 945 * z) / 92160;
  return z + g1 / df + g2 / df ** 2 + g3 / df ** 3 + g4 / df ** 4;
}

/** Fewer loads a side than this and nothing is said. */
export const MIN_SAMPLES = 4;

/**
 * How `candidate` differs from `base` (per-load values, ms): the relative difference of their
 * means (candidate / base - 1) and its 95 % interval, Welch's: each side's own variance, the
 * ratio's standard error by the delta method, Welch-Satterthwaite's degrees of freedom. Null
 * with fewer than MIN_SAMPLES on either side or a base mean of 0.
 */
export function relativeDifference(base, candidate) {
  if (base.length < MIN_SAMPLES || candidate.length < MIN_SAMPLES) return null;
  const [meanBase, meanCandidate] = [mean(base), mean(candidate)];
  if (meanBase <= 0) return null;
  const ratio = meanCandidate / meanBase;
  // Each side's squared coefficient of variation of its mean.
  const uBase = variance(base) / base.length / meanBase ** 2;
  const uCandidate =
    meanCandidate > 0 ? variance(candidate) / candidate.length / meanCandidate ** 2 : 0;
  const spread = uBase + uCandidate;
  const df =
    spread === 0
      ? Infinity
      : spread ** 2 / (uBase ** 2 / (base.length - 1) + uCandidate ** 2 / (candidate.length - 1));
  const half = tQuantile975(df) * ratio * Math.sqrt(spread);
  return {
    base: meanBase,
    candidate: meanCandidate,
    difference: ratio - 1,
    interval: [ratio - 1 - half, ratio - 1 + half],
    df,
  };
}

/**
 * The verdict on a difference, `tolerance` a fraction (0.05 for ±5 %): faster or slower when
 * its whole interval is beyond the tolerance on one side, the same when it lies within it,
 * else inconclusive (more loads would tell).
 */
export function verdict(difference, tolerance) {
  if (!difference) return 'inconclusive';
  const [low, high] = difference.interval;
  if (high < -tolerance) return 'faster';
  if (low > tolerance) return 'slower';
  if (low >= -tolerance && high <= tolerance) {
    return `the same within ±${Math.round(tolerance * 100)} %`;
  }
  return 'inconclusive';
}
