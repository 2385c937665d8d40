// The bench's arithmetic: medians, spreads and kilobytes, shared by every measurement.

export const kb = (bytes) => (bytes / 1024).toFixed(1);

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Median (min-max); a run without the value (e.g. every tap came before first paint) is left out and counted. */
export function spread(values) {
  const ms = (value) => Math.round(value);
  const measured = values.filter(Number.isFinite);
  if (measured.length === 0) return 'none';
  const text = `${ms(median(measured))} (${ms(Math.min(...measured))}-${ms(Math.max(...measured))})`;
  return measured.length === values.length
    ? text
    : `${text}, ${measured.length} of ${values.length} runs`;
}

/** A fixed sequence of numbers in [0, 1): the same resamples, so the same printed range, every time. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Where `statistic(rounds)` would likely land if the bench ran again: its 5th and 95th
 * percentiles over `resamples` sets of rounds drawn with replacement from those measured (a
 * bootstrap; a round keeps its loads together). Null for fewer than two rounds.
 */
export const rerunRange = (rounds, statistic, resamples = 2000) =>
  jointRerunRange([rounds], ([drawn]) => statistic(drawn), resamples);

/**
 * rerunRange over independent samples at once (e.g. a control's taps and the run's benchmark
 * runs): each drawn with replacement on its own, `statistic` given the drawn sets in order.
 * Null when any sample has fewer than two values.
 */
export function jointRerunRange(samples, statistic, resamples = 2000) {
  if (samples.some((sample) => sample.length < 2)) return null;
  const random = seededRandom(samples.reduce((seed, sample) => seed * 31 + sample.length, 0));
  const draw = (sample) => sample.map(() => sample[Math.floor(random() * sample.length)]);
  const values = [];
  for (let i = 0; i < resamples; i += 1) values.push(statistic(samples.map(draw)));
  values.sort((a, b) => a - b);
  return [values[Math.floor(resamples * 0.05)], values[Math.ceil(resamples * 0.95) - 1]];
}

/** The p-th percentile (0-100) by the nearest rank: a value that was measured. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * The 95 % (Wilson score) interval of a rate of `hits` in `trials`: honest at the few hits a
 * rate budget sees, where the normal interval runs below zero. [0, 1] for no trials.
 */
export function wilsonInterval(hits, trials) {
  if (trials === 0) return [0, 1];
  const z = 1.959964;
  const rate = hits / trials;
  const centre = (rate + (z * z) / (2 * trials)) / (1 + (z * z) / trials);
  const half =
    (z / (1 + (z * z) / trials)) *
    Math.sqrt((rate * (1 - rate)) / trials + (z * z) / (4 * trials * trials));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
