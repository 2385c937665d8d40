// The figures the bench makes of many runs: Lighthouse's medians and the LCP ratios, which
// budgets.mjs judges and report.mjs prints.
import { median, rerunRange } from './stats.mjs';

/**
 * Alternating page and reference loads for the observed LCP. Single loads spread by a third
 * (the reference of /hi/ from 252 to 440 ms on 2026-11-25), and the budget leaves a few per
 * cent: an LCP moves by whole frames, so a page one frame behind its reference sits at about
 * 1.06. Resampling 22 such pairs, the ratio of the medians varies by 0.07 (one standard
 * deviation) at 11 rounds and 0.05 at 21; in 15 bench runs of 21 rounds (2026-11-27) the
 * two pages' ratios ran from 1.01 to 1.12, four of 30 over 1.10, a quarter of the runs failed
 * by it. 41 rounds halve the variance, for four minutes more of the bench.
 */
export const LCP_ROUNDS = 41;
export const CATEGORIES = ['performance', 'accessibility', 'bestPractices', 'seo'];

/** The median of each Lighthouse figure over one target's runs. */
export function lighthouseMedians(runs) {
  const figures = ['fcp', 'lcp', 'tbt', 'cls', 'speedIndex', 'jsTransfer', ...CATEGORIES];
  return Object.fromEntries(figures.map((field) => [field, median(runs.map((r) => r[field]))]));
}

/** Lighthouse's simulated LCP of a page over the reference's: reported, not judged. */
export const simulatedLcpRatio = (runs, referenceRuns) =>
  lighthouseMedians(runs).lcp / lighthouseMedians(referenceRuns).lcp;

/** The page's observed LCP over the reference's, medians of alternating phone runs. */
export function observedLcpRatio(pageRuns, referenceRuns) {
  const lcp = (runs) => median(runs.map((r) => r.lcp).filter(Number.isFinite));
  return lcp(pageRuns) / lcp(referenceRuns);
}

/**
 * Where the observed LCP ratio would likely land (5th-95th percentile) on another run of the
 * same rounds, the rounds in which both loads reported an LCP resampled: how far a figure
 * near the budget is from it. Null with fewer than two such rounds.
 */
export function observedLcpRerunRange(pageRuns, referenceRuns) {
  const measuredRounds = pageRuns
    .map((_, round) => round)
    .filter((round) =>
      [pageRuns[round], referenceRuns[round]].every((r) => Number.isFinite(r?.lcp)),
    );
  return rerunRange(measuredRounds, (drawn) =>
    observedLcpRatio(
      drawn.map((round) => pageRuns[round]),
      drawn.map((round) => referenceRuns[round]),
    ),
  );
}
