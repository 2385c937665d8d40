// The bench's printing: tables of what was measured and of the budgets. Nothing here
// measures or judges.
import {
  lighthouseMedians,
  observedLcpRatio,
  observedLcpRerunRange,
  simulatedLcpRatio,
} from './budgets.mjs';
import { PHONE } from './phone.mjs';
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

/** Start-up medians and ranges, one row per target, in ms from navigation. */
export function startupTable(results) {
  return Object.fromEntries(
    Object.entries(results).map(([name, { taps, lost }]) => [
      name,
      {
        'first paint': spread(taps.map((r) => r.firstPaint)),
        'first working tap': spread(taps.map((r) => r.firstWorkingTap)),
        'overlay open': spread(taps.map((r) => r.overlayOpen)),
        'dead window': spread(taps.map((r) => r.deadWindow)),
        'lost taps (of 2)': lost.map((r) => r.lost ?? '-').join(' '),
      },
    ]),
  );
}

/** For a tap at first paint on each control, ms from the tap until its answer shows. */
export function answersTable(results) {
  return Object.fromEntries(
    Object.entries(results).map(([name, { answers }]) => [
      name,
      {
        'About Me: overlay': spread(answers.about),
        'Connect: phone menu': spread(answers.menu),
        'theme toggle: question': spread(answers.theme),
        'Latest Works: scroll': spread(answers.works),
        'Contact: scroll': spread(answers.contact),
      },
    ]),
  );
}

export function printStartup(results, rounds) {
  console.info(`\nPhone start-up, ${rounds} runs (${profile()}): median (min-max) ms`);
  console.table(startupTable(results));
  console.info('Tapped once at first paint, ms from the tap until the answer shows:');
  console.table(answersTable(results));
}

/** The budget table; returns how many budgets failed. */
export function printChecks(checks) {
  console.info('\nBudgets:');
  console.table(checks);
  const failures = checks.filter((c) => c.pass === 'FAIL').length;
  if (failures) console.error(`${failures} budget(s) exceeded.`);
  return failures;
}
