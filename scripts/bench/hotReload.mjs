// The bench's hot reload: `npm start`'s development server on a copy of the sample, the page
// open in Chromium, saves to the copy, each timed from the write to the page showing it
// (hotReloadRun.ts, under ts-node: the server and page are driven by scripts/local-stack/
// liveServer.ts and livePage.ts, as the live content's browser test drives them). Around the
// run, the machine's speed and load: the figure is wall time on a shared machine. Measures,
// prints its table and gives its rows of the budget table (the budget is in budgets.mjs).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';
import { row } from './budgetRow.mjs';
import { HOT_RELOAD_BUDGET } from './budgets.mjs';
import { CHROMIUM_SETTINGS } from './chromium.mjs';
import { median, percentile, spread } from './stats.mjs';

/** Saves per run: half of them the hero's name, half a post's title. */
export const HOT_RELOAD_SAVES = 16;
const BENCHMARK_RUNS = 3;
/** Fewer saves of a kind than this make its p95 the slowest save: it is not printed then. */
const P95_SAVES = 20;

/** Lighthouse's benchmark (computeBenchmarkIndex), per wall second, in a blank page: median. */
async function benchmarkIndex() {
  const browser = await chromium.launch(CHROMIUM_SETTINGS);
  try {
    const page = await browser.newPage();
    const runs = [];
    for (let run = 0; run < BENCHMARK_RUNS; run += 1) {
      runs.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`));
    }
    return median(runs);
  } finally {
    await browser.close();
  }
}

/**
 * The server's lines with their times (ms from its start) and each save where it came: where a
 * slow save spent its time. Under .local/, where the development server writes too.
 */
function writeLog(root, { saves, printed }) {
  const file = path.join(root, '.local', 'bench', 'hot-reload.log');
  const start = printed[0]?.at ?? 0;
  const marks = saves.map((save, index) => ({
    at: save.savedAt,
    line: `>>> save ${index + 1} (${save.kind}): on the page after ${save.shownMs} ms`,
  }));
  const lines = [...printed, ...marks].sort((a, b) => a.at - b.at);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, lines.map(({ at, line }) => `${at - start} ${line}\n`).join(''));
  return file;
}

/** The load average over the last minute, as `uptime` prints it. */
const loadAverage = () => os.loadavg()[0];

/**
 * One run of `saves` saves on the development server at `port`: { saves, log, machine }, each
 * save its kind and timeline (livePage.ts's SaveTimeline), log the file of the server's lines
 * (writeLog), machine the benchmark and load before and after.
 */
export async function measureHotReload({ root, port, saves = HOT_RELOAD_SAVES }) {
  const before = { index: await benchmarkIndex(), load: loadAverage() };
  const work = mkdtempSync(path.join(os.tmpdir(), 'hot-reload-'));
  try {
    const output = path.join(work, 'run.json');
    execFileSync(
      process.execPath,
      [
        '--require',
        'ts-node/register/transpile-only',
        'scripts/bench/hotReloadRun.ts',
        output,
        String(saves),
        String(port),
      ],
      {
        cwd: root,
        env: { ...process.env, TS_NODE_COMPILER_OPTIONS: '{"rootDir":"."}' },
        stdio: 'inherit',
      },
    );
    const run = JSON.parse(readFileSync(output, 'utf8'));
    const after = { index: await benchmarkIndex(), load: loadAverage() };
    return { saves: run.saves, log: writeLog(root, run), machine: { before, after } };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const ms = (value) => (value === null ? '-' : value);

/** The machine as the run found it: Lighthouse's benchmark and the load, before and after. */
const machineLine = ({ before, after }) =>
  `benchmarkIndex ${Math.round(before.index)} before, ${Math.round(after.index)} after; load average ${before.load.toFixed(1)} before, ${after.load.toFixed(1)} after (${os.availableParallelism()} cores)`;

/** Each save's way to the page, then the figures by kind. */
export function printHotReload({ saves, log, machine }) {
  console.info(
    '\nHot reload: the development server on a copy of the sample, ms from the write of each save to:',
  );
  console.table(
    saves.map((save) => ({
      kind: save.kind,
      'content steps': ms(save.contentMs),
      compiled: ms(save.compiledMs),
      'page reloads': ms(save.reloadMs),
      'its HTML': ms(save.htmlMs),
      DOMContentLoaded: ms(save.domContentLoadedMs),
      'heading shown': save.shownMs,
    })),
  );
  console.info(`Every save: ${spread(saves.map((save) => save.shownMs))} ms, median (range).`);
  console.info(
    `The machine: ${machineLine(machine)}; Lighthouse's benchmarkIndex per wall second in a blank page (higher is faster), the load average of the last minute.`,
  );
  console.info(`The server's lines, with their times and the saves: ${log}`);
}

/**
 * The machine's line, then the budget for each kind of save: its median (and p95, given enough
 * saves). Each kind is judged on its own, so that fast saves of one kind cannot carry slow ones.
 */
export function hotReloadChecks({ saves, machine }) {
  const byKind = Object.groupBy(saves, (save) => save.kind);
  return [
    { budget: 'hot reload: the machine', actual: machineLine(machine), limit: '', pass: 'INFO' },
    ...Object.entries(byKind).map(([kind, ofKind]) => {
      const shown = ofKind.map((save) => save.shownMs);
      const p95 = shown.length >= P95_SAVES ? `, p95 ${percentile(shown, 95)}` : '';
      return row(
        `hot reload, ${kind}: save to page updated ms, median (range${p95 ? ', p95' : ''}) of ${shown.length} saves`,
        `${spread(shown)}${p95}`,
        `≤ ${HOT_RELOAD_BUDGET.medianMs}`,
        median(shown) <= HOT_RELOAD_BUDGET.medianMs,
      );
    }),
  ];
}
