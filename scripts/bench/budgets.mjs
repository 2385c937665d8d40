// The bench's budgets, and the pure step from measurements to the rows of its budget table
// ({ budget, actual, limit, pass }): nothing here measures or prints.
import { isUnnamedChunk } from './chunks.mjs';
import { kb, median } from './stats.mjs';

export const BUDGET = {
  firstViewJsGzipKb: 100,
  lcpRatio: 1.25,
  scores: 100,
  tbtMs: 50,
  cls: 0,
};
export const STARTUP_BUDGET = { deadWindowMs: 800, lostTaps: 0, answerMs: 100 };
/** The first screen's answers to a tap at first paint (startup.mjs FIRST_SCREEN_ANSWERS). */
const ANSWER_NAMES = {
  about: 'About overlay',
  menu: 'phone menu',
  theme: "theme dialog's first question",
};
/** The budgets of a phone scroll with the shipped sample. */
export const PHONE_SCROLL_BUDGET = { imageKb: 200, servedToShownWidth: 1.5 };
export const FORM_FACTORS = ['mobile', 'desktop'];
const CATEGORIES = ['performance', 'accessibility', 'bestPractices', 'seo'];

const row = (budget, actual, limit, pass) => ({
  budget,
  actual,
  limit,
  pass: pass ? 'PASS' : 'FAIL',
});

/** The median of each Lighthouse figure over one target's runs. */
export function lighthouseMedians(runs) {
  const figures = ['fcp', 'lcp', 'tbt', 'cls', 'speedIndex', 'jsTransfer', ...CATEGORIES];
  return Object.fromEntries(figures.map((field) => [field, median(runs.map((r) => r[field]))]));
}

const firstViewGzip = (chunks) =>
  chunks.filter((c) => c.initial).reduce((sum, c) => sum + c.gzip, 0);

export function firstViewCheck(page, chunks) {
  const gzip = firstViewGzip(chunks);
  return row(
    `first-view JS gzip KB (${page} scripts)`,
    kb(gzip),
    `≤ ${BUDGET.firstViewJsGzipKb}`,
    gzip <= BUDGET.firstViewJsGzipKb * 1024,
  );
}

export function chunkNamesCheck(chunks) {
  const unnamed = chunks.filter((c) => isUnnamedChunk(c.file)).map((c) => c.file);
  return row('chunks named', unnamed.join(', ') || 'all named', 'no bare numbers', !unnamed.length);
}

/** One page's Lighthouse budgets in one form factor, its LCP against the reference's. */
export function lighthouseChecks(page, formFactor, runs, referenceRuns) {
  const medians = lighthouseMedians(runs);
  const ratio = medians.lcp / lighthouseMedians(referenceRuns).lcp;
  const imageAudits = [...new Set(runs.flatMap((r) => r.imageAuditsFailed))];
  return [
    row(
      `LCP ratio ${page}/reference (${formFactor})`,
      ratio.toFixed(2),
      `≤ ${BUDGET.lcpRatio}`,
      ratio <= BUDGET.lcpRatio,
    ),
    ...CATEGORIES.map((category) =>
      row(
        `${page} ${formFactor} ${category}`,
        medians[category],
        BUDGET.scores,
        medians[category] >= BUDGET.scores,
      ),
    ),
    row(
      `image audits failing (${page} ${formFactor})`,
      imageAudits.join(', ') || 'none',
      'none',
      imageAudits.length === 0,
    ),
    row(
      `TBT ms (${page} ${formFactor})`,
      Math.round(medians.tbt),
      `≤ ${BUDGET.tbtMs}`,
      medians.tbt <= BUDGET.tbtMs,
    ),
    row(
      `CLS (${page} ${formFactor})`,
      Number(medians.cls.toFixed(4)),
      BUDGET.cls,
      medians.cls <= BUDGET.cls,
    ),
  ];
}

/** The JavaScript a mobile Lighthouse load transferred, against the first-view budget. */
export function mobileJsCheck(page, mobileRuns) {
  const transferred = lighthouseMedians(mobileRuns).jsTransfer;
  return row(
    `JS transferred during the mobile load KB (${page})`,
    kb(transferred),
    `≤ ${BUDGET.firstViewJsGzipKb}`,
    transferred <= BUDGET.firstViewJsGzipKb * 1024,
  );
}

export function phoneScrollChecks(page, result) {
  const imageBytes = result.bytesByType.image ?? 0;
  const widest = Math.max(0, ...result.images.map((image) => image.ratio));
  return [
    row(
      `images KB in a phone scroll (${page})`,
      kb(imageBytes),
      `≤ ${PHONE_SCROLL_BUDGET.imageKb}`,
      imageBytes <= PHONE_SCROLL_BUDGET.imageKb * 1024,
    ),
    row(
      `widest image served / shown (device px) (${page})`,
      widest.toFixed(2),
      `≤ ${PHONE_SCROLL_BUDGET.servedToShownWidth}`,
      widest <= PHONE_SCROLL_BUDGET.servedToShownWidth,
    ),
  ];
}

/** The prerender is the signed-out view: what a returning, signed-in visitor sees shift. */
export function signedInShiftChecks(page, shiftByViewport) {
  return Object.entries(shiftByViewport).map(([viewport, shift]) =>
    row(
      `CLS signed in + limit banner (${page} ${viewport}, Playwright)`,
      Number(shift.toFixed(4)),
      BUDGET.cls,
      shift <= BUDGET.cls,
    ),
  );
}

/** The phone start-up budgets of one page (its runs from startup.mjs). */
export function startupChecks(page, { taps, lost, answers }) {
  const deadWindow = median(taps.map((r) => r.deadWindow));
  // Runs never tapped at first paint are not measured; none measured is a failure.
  const measured = lost.filter((r) => r.lost !== null).map((r) => r.lost);
  const worstLost = measured.length > 0 ? Math.max(...measured) : Infinity;
  return [
    row(
      `phone dead window ms (median) (${page})`,
      Math.round(deadWindow),
      `≤ ${STARTUP_BUDGET.deadWindowMs}`,
      deadWindow <= STARTUP_BUDGET.deadWindowMs,
    ),
    row(
      `phone lost taps (worst measured run) (${page})`,
      worstLost,
      STARTUP_BUDGET.lostTaps,
      worstLost <= STARTUP_BUDGET.lostTaps,
    ),
    ...Object.entries(ANSWER_NAMES).map(([answer, name]) => {
      // Runs whose tap missed first paint are not measured; none measured is a failure.
      const measuredTimes = (answers[answer] ?? []).filter(Number.isFinite);
      const time = measuredTimes.length > 0 ? median(measuredTimes) : Infinity;
      return row(
        `phone tap at first paint to ${name} ms (median) (${page})`,
        Math.round(time),
        `≤ ${STARTUP_BUDGET.answerMs}`,
        time <= STARTUP_BUDGET.answerMs,
      );
    }),
  ];
}

/**
 * Every budget row of a full bench, page by page. `measured` holds what bench.mjs measured:
 * chunks (by page), lighthouse (by `${name}/${formFactor}`, with 'reference/…'), phoneScroll,
 * signedInShift (by page) and startup (by page name).
 */
export function benchChecks(pages, measured) {
  const { chunks, lighthouse, phoneScroll, signedInShift, startup } = measured;
  return [
    chunkNamesCheck(chunks['/']),
    ...pages.flatMap(({ name, page }) => [
      firstViewCheck(page, chunks[page]),
      mobileJsCheck(page, lighthouse[`${name}/mobile`]),
      ...FORM_FACTORS.flatMap((formFactor) =>
        lighthouseChecks(
          page,
          formFactor,
          lighthouse[`${name}/${formFactor}`],
          lighthouse[`reference/${formFactor}`],
        ),
      ),
      ...phoneScrollChecks(page, phoneScroll[page]),
      ...signedInShiftChecks(page, signedInShift[page]),
      ...startupChecks(page, startup[name]),
    ]),
  ];
}
