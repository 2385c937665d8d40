// The bench's printing: tables of what was measured and of the budgets. Nothing here
// measures or judges.
import { projectedSummary, withRange } from './projectedBudgets.mjs';
import { controlName } from './firstScreen.mjs';
import { MID_TIER_INDEX } from './projection.mjs';
import { longTaskSummary, sweepSummary } from './liveSweep.mjs';
import { PHONE } from './phone.mjs';
import {
  lighthouseMedians,
  observedLcpRatio,
  observedLcpRerunRange,
  simulatedLcpRatio,
} from './ratios.mjs';
import { kb, median, spread } from './stats.mjs';

/** The chunks, with the pages whose first view loads each. */
export function printChunks(pages, chunksByPage) {
  console.info("\nEmitted JS chunks (first view = loaded by the page's index.html):");
  console.table(
    chunksByPage['/'].map((c) => ({
      chunk: c.file,
      'raw KB': kb(c.raw),
      'gzip KB': kb(c.gzip),
      'first view of': pages
        .filter(({ page }) =>
          chunksByPage[page].some((other) => other.file === c.file && other.initial),
        )
        .map(({ page }) => page)
        .join(' '),
    })),
  );
}

const profile = () =>
  `${PHONE.viewport.width}x${PHONE.viewport.height} @${PHONE.deviceScaleFactor}, ` +
  `touch, CPU ${PHONE.cpuSlowdown}x, ${PHONE.latencyMs} ms RTT, ` +
  `${(PHONE.downloadBytesPerSecond * 8) / 1024 / 1024} Mbit/s`;

/**
 * The observed paints of each target in alternating phone runs, each page's LCP against the
 * reference's (Lighthouse's simulated ratio beside it, not judged), and the machine's speed:
 * the reference's own figures, which move with the machine and not with the page.
 */
export function printPaints(paints, lighthouse, pages, runs) {
  console.info(`\nObserved paints, ${runs} alternating runs (${profile()}): median (min-max) ms`);
  console.table(
    Object.fromEntries(
      Object.entries(paints).map(([name, targetRuns]) => [
        name,
        {
          FCP: spread(targetRuns.map((r) => r.fcp ?? NaN)),
          LCP: spread(targetRuns.map((r) => r.lcp ?? NaN)),
        },
      ]),
    ),
  );
  console.table(
    Object.fromEntries(
      pages.map(({ name, page }) => [
        page,
        {
          'observed LCP / reference (phone)': observedLcpRatio(
            paints[name],
            paints[`reference ${page}`],
          ).toFixed(2),
          'on a rerun (5-95%)':
            observedLcpRerunRange(paints[name], paints[`reference ${page}`])
              ?.map((r) => r.toFixed(2))
              .join('-') ?? 'not measured',
          'Lighthouse simulated, mobile (not judged)': simulatedLcpRatio(
            lighthouse[`${name}/mobile`],
            lighthouse[`reference ${page}/mobile`],
          ).toFixed(2),
          'Lighthouse simulated, desktop (not judged)': simulatedLcpRatio(
            lighthouse[`${name}/desktop`],
            lighthouse[`reference ${page}/desktop`],
          ).toFixed(2),
        },
      ]),
    ),
  );
  const benchmark = median(
    Object.values(lighthouse)
      .flat()
      .map((r) => r.benchmarkIndex)
      .filter(Number.isFinite),
  );
  console.info(
    `Machine speed: the reference of ${pages[0].page} (no JavaScript) shows its LCP at ${spread(
      paints[`reference ${pages[0].page}`].map((r) => r.lcp ?? NaN),
    )} ms on this profile; Lighthouse's benchmarkIndex ${Math.round(benchmark)} (higher is faster).`,
  );
}

/** Lighthouse medians, one row per target and form factor; then each page's JS and failed audits. */
export function printLighthouse(results, runs, pages, formFactors) {
  const rows = Object.fromEntries(
    Object.entries(results).map(([key, targetRuns]) => {
      const m = lighthouseMedians(targetRuns);
      return [
        key,
        {
          perf: m.performance,
          a11y: m.accessibility,
          'best pr.': m.bestPractices,
          seo: m.seo,
          'FCP ms': Math.round(m.fcp),
          'LCP ms': Math.round(m.lcp),
          'TBT ms': Math.round(m.tbt),
          CLS: Number(m.cls.toFixed(4)),
          'SI ms': Math.round(m.speedIndex),
          'JS KB (transfer)': kb(m.jsTransfer),
        },
      ];
    }),
  );
  console.info(`\nLighthouse medians of ${runs} runs:`);
  console.table(rows);
  for (const { name } of pages) {
    for (const formFactor of formFactors) {
      const targetRuns = results[`${name}/${formFactor}`];
      const loaded = [...new Set(targetRuns.flatMap((r) => r.jsFiles))];
      console.info(`${name}/${formFactor} JS loaded: ${loaded.join(', ') || 'none'}`);
      const failed = [...new Set(targetRuns.flatMap((r) => r.failed))];
      if (failed.length) console.info(`${name}/${formFactor} failing audits: ${failed.join(', ')}`);
    }
  }
}

/** The bytes by type of one page's phone scroll, its scripts, and each image's widths. */
export function printPhoneScroll(page, result) {
  console.info(
    `\n${page}: whole-page phone scroll (${PHONE.viewport.width}x${PHONE.viewport.height}, DPR ${PHONE.deviceScaleFactor}), KB transferred:`,
  );
  console.info(`scripts fetched: ${result.scripts.join(', ') || 'none'}`);
  console.table(
    Object.fromEntries(
      Object.entries(result.bytesByType).map(([type, bytes]) => [type, { KB: kb(bytes) }]),
    ),
  );
  console.table(
    result.images.map((image) => ({
      image: image.src,
      'served px': image.servedWidth,
      'shown device px': image.shownDevicePx,
      ratio: image.ratio.toFixed(2),
    })),
  );
}

/** The lost-taps runs: each run's lost taps ('-': its taps missed their moment). */
export function lostTapsTable(results) {
  return Object.fromEntries(
    Object.entries(results).map(([name, { probe, lost }]) => [
      name,
      {
        'first paint (probe) ms': Math.round(probe.firstPaint),
        'idle (probe) ms': Math.round(probe.idleAt),
        'first paint (lost-taps runs)': spread(lost.map((r) => r.firstPaint ?? NaN)),
        'lost taps (of 2)': lost.map((r) => r.lost ?? '-').join(' '),
      },
    ]),
  );
}

/** One row per page and control: the sweep's median, p90 and worst, and when the worst came. */
export function sweepTable(results) {
  const rows = {};
  for (const [name, { sweep }] of Object.entries(results)) {
    for (const [answer, loads] of Object.entries(sweep)) {
      const s = sweepSummary(loads);
      const ms = (value) => (Number.isFinite(value) ? Math.round(value) : 'none');
      rows[`${name}: ${controlName(answer)}`] = {
        'taps after first paint': `${s.taps} (${s.beforePaint} before)`,
        median: ms(s.median),
        p90: ms(s.p90),
        worst: ms(s.worst),
        'worst tap, ms after first paint': ms(s.worstAfterPaint),
      };
    }
  }
  return rows;
}

/** Per page: the long tasks after the first paint, and what spent most of each. */
export function longTasksTable(results) {
  const rows = {};
  for (const [name, { sweep }] of Object.entries(results)) {
    const summary = longTaskSummary(sweep);
    rows[`${name}: all`] = {
      tasks: summary.tasks,
      'loads with any': `${summary.loadsWithAny} of ${summary.loads}`,
      'most in a load': summary.mostInOneLoad,
      'longest ms': summary.longest?.duration ?? 0,
      'thread ran > 50 ms': summary.threadLong,
    };
    for (const [kind, { tasks, longest }] of Object.entries(summary.byKind)) {
      rows[`${name}: ${kind}`] = { tasks, 'longest ms': longest };
    }
  }
  return rows;
}

/** The machine's benchmark and the multiplier it gives, as every projected report names them. */
export const calibrationLine = ({
  runs,
  index,
  threadIndex,
  threadIndexBefore,
  threadIndexDuring,
  threadIndexAfter,
  multiplier,
  lowTierMultiplier,
}) =>
  `Lighthouse's benchmarkIndex, median of ${runs} runs in a blank page: ${Math.round(threadIndex)} per second of its thread (medians ${Math.round(threadIndexBefore)} before the sweep, ${Math.round(threadIndexDuring)} between its rounds, ${Math.round(threadIndexAfter)} after; ${Math.round(index)} per wall second), so a multiplier of ${multiplier.toFixed(2)}x to DevTools' mid-tier phone (score ${MID_TIER_INDEX}). Lighthouse's calculator would make it ${lowTierMultiplier.toFixed(2)}x, to its mobile phone, a low-tier one: every projected figure ×${(lowTierMultiplier / multiplier).toFixed(2)}`;

/**
 * The projected view: per page and control, the taps' thread time and its projection, each
 * projected quantile with its rerun range (budgets.mjs).
 */
export function printProjected({ calibration, sweep }) {
  console.info(
    `\nProjected to the phone: the page's thread time, unthrottled, times the multiplier. ${calibrationLine(calibration)}.`,
  );
  const rows = {};
  for (const [name, loads] of Object.entries(sweep)) {
    const summary = projectedSummary(loads, calibration);
    for (const [answer, s] of Object.entries(summary.byControl)) {
      const taps = loads.filter((load) => load.answer === answer && load.work?.tap);
      rows[`${name}: ${controlName(answer)}`] = {
        'taps after first paint': `${s.taps} (${s.beforePaint} before)`,
        'p50 ms (rerun range)': withRange(s.p50),
        'p95 ms (rerun range)': withRange(s.p95),
        'thread ms unthrottled (median)': spread(taps.map((load) => load.work.tap.threadMs)),
        'wall ms unthrottled (median)': spread(taps.map((load) => load.work.tap.wallMs)),
      };
    }
    rows[`${name}: longest task per load`] = {
      'taps after first paint': `${summary.loads} loads`,
      'p50 ms (rerun range)': withRange(summary.longestP50),
      'p95 ms (rerun range)': withRange(summary.longestP95),
      'loads over 50 ms': summary.loadsOver,
    };
  }
  console.table(rows);
}

export function printStartup(results) {
  const [first] = Object.values(results);
  const loads = Object.values(first?.sweep ?? {})[0]?.length ?? 0;
  console.info(
    `\nPhone start-up at ${PHONE.cpuSlowdown}x, live (reported, not judged; ${profile()}): the probe load and the lost-taps runs`,
  );
  console.table(lostTapsTable(results));
  console.info(
    `The sweep, ${loads} loads per control, one tap each across the start-up: ms from the tap's own timeStamp to the frame that shows its answer`,
  );
  console.table(sweepTable(results));
  console.info('Main-thread tasks over 50 ms after the first paint, by what spent most of each:');
  console.table(longTasksTable(results));
  for (const [name, { sweep }] of Object.entries(results)) {
    const threads = Object.values(sweep)
      .flat()
      .map((load) => load.mainThread ?? null)
      .filter((thread) => thread !== null);
    if (threads.length === 0) continue;
    console.info(
      `${name}: the page's main thread over a sweep load, ms: ran ${spread(threads.map((t) => t.runMs))}, waited for a core ${spread(threads.map((t) => t.waitMs))} (a task's duration counts both)`,
    );
  }
  for (const [name, { sweep }] of Object.entries(results)) {
    for (const task of longTaskSummary(sweep).each) {
      const tap =
        task.tapAfterPaint === null
          ? 'its tap never came'
          : `its tap ${task.tapAfterPaint} ms after the first paint`;
      const thread = task.thread
        ? `, the thread ran ${task.thread.runMs} ms of it and waited ${task.thread.waitMs} for a core`
        : '';
      console.info(
        `${name}: a task of ${task.duration} ms at ${task.start} ms, in a load of ${controlName(task.answer)} (${tap}${thread}):`,
        task.parts,
      );
    }
  }
}

/** The budget table; returns how many budgets failed. */
export function printChecks(checks) {
  console.info('\nBudgets:');
  console.table(checks);
  const failures = checks.filter((c) => c.pass === 'FAIL').length;
  if (failures) console.error(`${failures} budget(s) exceeded.`);
  return failures;
}
