// npm run bench -- --compare <ref>: this tree's build against <ref>'s, on the projected view
// (projected.mjs): <ref> is built in a temporary git worktree of that commit (node_modules
// linked, the sample content), both are served, their loads alternate, and each measure (the
// longest task per load, each control's tap) is answered faster, slower, the same within the
// tolerance or inconclusive, with the 95 % interval of the relative difference (compareStats.mjs).
// The loads go on, a round of every control on both at a time, until every measure has a
// verdict or BENCH_COMPARE_ROUNDS rounds have run.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { relativeDifference, verdict } from './compareStats.mjs';
import { controlName } from './firstScreen.mjs';
import { projectedStartup } from './projected.mjs';
import { calibrationLine } from './report.mjs';
import { serveStatic } from './server.mjs';

const ROUNDS = Number(process.env.BENCH_COMPARE_ROUNDS ?? 20);
/** A difference inside ± this (a fraction) is the same. */
const TOLERANCE = Number(process.env.BENCH_COMPARE_TOLERANCE ?? 10) / 100;

/** The sample site built in `root`, as the bench measures it. */
function build(root) {
  execFileSync('npx', ['webpack', '--mode', 'production'], {
    cwd: root,
    env: { ...process.env, CONTENT_DIR: 'sample' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return path.join(root, 'dist');
}

/**
 * The measures of one build's loads, each a list of per-load thread ms (the multiplier, the
 * same for both builds, leaves their ratio as it is): the longest task after the first paint,
 * and each control's tap after the first paint. A load whose trace was not read is left out.
 */
function measuresOf(loads) {
  const read = loads.filter((load) => load.work);
  const measures = { 'longest task per load': read.map((l) => Math.max(0, ...l.work.taskMs)) };
  for (const answer of new Set(read.map((l) => l.answer))) {
    const taps = read.filter((l) => l.answer === answer && l.work.tap);
    if (taps.length) {
      measures[`tap on ${controlName(answer)}`] = taps.map((l) => l.work.tap.threadMs);
    }
  }
  return measures;
}

/** Each measure's difference of `candidate` from `base` and its verdict. */
function compareMeasures(baseLoads, candidateLoads) {
  const [base, candidate] = [measuresOf(baseLoads), measuresOf(candidateLoads)];
  return Object.keys(base).map((measure) => {
    const difference = relativeDifference(base[measure], candidate[measure] ?? []);
    return {
      measure,
      loads: [base[measure].length, candidate[measure]?.length ?? 0],
      difference,
      verdict: verdict(difference, TOLERANCE),
    };
  });
}

function printComparison(ref, results, multiplier) {
  const percent = (value) => `${value > 0 ? '+' : ''}${(value * 100).toFixed(1)} %`;
  const ms = (value) => Math.round(value * multiplier);
  console.info(
    `\nThis tree against ${ref}, projected ms (mean), the relative difference and its 95 % interval (Welch), tolerance ±${Math.round(TOLERANCE * 100)} %:`,
  );
  console.table(
    Object.fromEntries(
      results.map(({ measure, loads, difference, verdict: said }) => [
        measure,
        {
          loads: `${loads[0]} / ${loads[1]}`,
          [ref]: difference ? ms(difference.base) : '-',
          'this tree': difference ? ms(difference.candidate) : '-',
          difference: difference ? percent(difference.difference) : '-',
          '95 % interval': difference ? difference.interval.map(percent).join(' to ') : '-',
          verdict: said,
        },
      ]),
    ),
  );
}

/** Builds this tree and `ref`, and compares them on `pagePath` (see the top of this file). */
export async function compareWith(ref, { root, port, pagePath, noBuild }) {
  const refRoot = mkdtempSync(path.join(tmpdir(), 'bench-ref-'));
  rmSync(refRoot, { recursive: true });
  execFileSync('git', ['worktree', 'add', '--detach', refRoot, ref], {
    cwd: root,
    stdio: 'ignore',
  });
  let servers = [];
  try {
    symlinkSync(path.join(root, 'node_modules'), path.join(refRoot, 'node_modules'));
    console.info(`Building ${ref} in ${refRoot}${noBuild ? '' : ' and this tree'}…`);
    const refDist = build(refRoot);
    const dist = noBuild ? path.join(root, 'dist') : build(root);
    servers = await Promise.all([serveStatic(refDist, port), serveStatic(dist, port + 1)]);
    const [base, candidate] = [
      { name: ref, url: `http://127.0.0.1:${port}${pagePath}` },
      { name: 'this tree', url: `http://127.0.0.1:${port + 1}${pagePath}` },
    ];
    const { calibration, sweep } = await projectedStartup([base, candidate], {
      sweepTaps: ROUNDS,
      enough: (loads) =>
        compareMeasures(loads[base.name], loads[candidate.name]).every(
          (result) => result.verdict !== 'inconclusive',
        ),
    });
    console.info(`\n${calibrationLine(calibration)}.`);
    const results = compareMeasures(sweep[base.name], sweep[candidate.name]);
    printComparison(ref, results, calibration.multiplier);
    return results;
  } finally {
    servers.forEach((server) => server.close());
    execFileSync('git', ['worktree', 'remove', '--force', refRoot], { cwd: root, stdio: 'ignore' });
  }
}
