// npm run bench: every language's built page (/, /hi/) against its reference (the same page
// with its scripts taken out but the theme script, reference.mjs): the LCP each shows on the
// phone profile in alternating runs, Lighthouse (mobile and desktop, three runs each), a whole
// phone visit's bytes, and the phone start-up runs; prints medians with their ranges, the
// machine's speed as the reference measured it, and fails when a budget is exceeded. The
// start-up runs sweep a tap on each control of the first screen across the start-up: the
// projected view (projected.mjs: the page's thread time unthrottled, times a multiplier from
// Lighthouse's benchmark), judged, and the live view at 4x, reported. Last, the hot reload
// (hotReload.mjs): saves to a copy of the sample on `npm start`'s development server, each
// timed to the open page showing it.
// Measuring is here and in the modules it calls; budgets.mjs turns the measurements into the
// budget table and report.mjs prints.
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_SETTINGS } from './chromium.mjs';
import {
  benchChecks,
  FORM_FACTORS,
  firstViewCheck,
  LOST_TAP_ROUNDS,
  startupChecks,
  SWEEP_TAPS,
} from './budgets.mjs';
import { projectedChecks } from './projectedBudgets.mjs';
import { chunkSizes, pagesOf } from './chunks.mjs';
import { compareWith } from './compare.mjs';
import { documentPageChecks } from './documentPages.mjs';
import {
  HOT_RELOAD_SAVES,
  hotReloadChecks,
  measureHotReload,
  printHotReload,
} from './hotReload.mjs';
import { observedPaints } from './observedLcp.mjs';
import { LCP_ROUNDS } from './ratios.mjs';
import { failingImageAudits, phoneScrollBytes } from './pageBytes.mjs';
import { projectedStartup } from './projected.mjs';
import { referencePage, themeScriptOf } from './reference.mjs';
import {
  printChecks,
  printChunks,
  printLighthouse,
  printPaints,
  printPhoneScroll,
  printProjected,
  printStartup,
} from './report.mjs';
import { serveStatic } from './server.mjs';
import { signedInLayoutShift } from './signedInShift.mjs';
import { phoneStartup } from './startup.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// BENCH_DIST measures another build (e.g. an older commit's) against its own reference.
const DIST = process.env.BENCH_DIST
  ? path.resolve(process.env.BENCH_DIST)
  : path.join(ROOT, 'dist');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// The start-up sweep's loads per control, and the lost-taps runs (startup.mjs).
const STARTUP_OPTIONS = {
  sweepTaps: Number(process.env.BENCH_SWEEP_TAPS ?? SWEEP_TAPS),
  lostTapRounds: Number(process.env.BENCH_LOST_TAP_ROUNDS ?? LOST_TAP_ROUNDS),
};
const LCP_RUNS = Number(process.env.BENCH_LCP_RUNS ?? LCP_ROUNDS);
// The projected sweep's loads per control (projected.mjs).
const PROJECTED_TAPS = Number(process.env.BENCH_PROJECTED_TAPS ?? SWEEP_TAPS);
// The build on BENCH_PORT; on the port after it, the same files with each page's reference.
const BENCH_PORT = Number(process.env.BENCH_PORT ?? 4301);
// --hot-reload-only: the hot reload alone, no build (the development server, on the port
// two after BENCH_PORT); BENCH_HOT_RELOAD_SAVES saves (default 16).
const HOT_RELOAD_ONLY = process.argv.includes('--hot-reload-only');
/**
 * Each language's page, by its path, and its reference at the same path on the next port: read
 * from the build once it is there (readPages, after `npm run build`; a clean clone has none).
 */
let PAGES = [];
let REFERENCES = [];
let TARGETS = [];
function readPages() {
  PAGES = pagesOf(DIST).map((page) => ({
    name: `page ${page}`,
    page,
    url: `http://127.0.0.1:${BENCH_PORT}${page}`,
  }));
  REFERENCES = PAGES.map(({ page }) => ({
    name: `reference ${page}`,
    url: `http://127.0.0.1:${BENCH_PORT + 1}${page}`,
  }));
  TARGETS = [...PAGES, ...REFERENCES];
}
// --startup-only: just the chunk sizes and the phone start-up runs (projected and live);
// --projected-only: the projected run alone; --compare <ref>: this tree against <ref>.
const STARTUP_ONLY = process.argv.includes('--startup-only');
const PROJECTED_ONLY = process.argv.includes('--projected-only');
const COMPARE_WITH = process.argv[process.argv.indexOf('--compare') + 1];
const CHROME_FLAGS = [
  ...CHROMIUM_SETTINGS.args,
  // No internet here, and the runs must measure only this machine: nothing but 127.0.0.1 resolves.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

function summarize(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  return {
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    bestPractices: lhr.categories['best-practices'].score * 100,
    seo: lhr.categories.seo.score * 100,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndex: audit('speed-index'),
    jsTransfer: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    // Lighthouse's own measure of this machine's CPU (higher is faster).
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    jsFiles: scripts.map((item) => path.basename(new URL(item.url).pathname)),
    imageAuditsFailed: failingImageAudits(lhr),
    failed: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

async function runLighthouse(url, formFactor, port) {
  const options = { port, output: 'json', logLevel: 'error' };
  const result = await lighthouse(
    url,
    options,
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  return summarize(result.lhr);
}

function startServers() {
  const privacyPage = path.join(DIST, 'privacy/index.html');
  const themeScript = themeScriptOf(readFileSync(privacyPage, 'utf8'), privacyPage);
  const references = {};
  for (const { page } of PAGES) {
    const html = readFileSync(path.join(DIST, page, 'index.html'), 'utf8');
    const reference = referencePage(html, themeScript);
    references[page] = reference;
    references[`${page}index.html`] = reference;
  }
  return Promise.all([
    serveStatic(DIST, BENCH_PORT),
    serveStatic(DIST, BENCH_PORT + 1, references),
  ]);
}

/** Lighthouse on every target and form factor, RUNS times each, by `${name}/${formFactor}`. */
async function measureLighthouse(chrome) {
  const results = {};
  for (const formFactor of FORM_FACTORS) {
    for (const target of TARGETS) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await runLighthouse(target.url, formFactor, chrome.port));
      }
      results[`${target.name}/${formFactor}`] = runs;
    }
  }
  return results;
}

/** Everything a full bench measures, with the build's chunks (by page). */
async function measureAll(chunks) {
  const projected = await projectedStartup(PAGES, { sweepTaps: PROJECTED_TAPS });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_SETTINGS.executablePath,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const signedInShift = {};
    const phoneScroll = {};
    for (const { page, url } of PAGES) {
      signedInShift[page] = await signedInLayoutShift(url);
      phoneScroll[page] = await phoneScrollBytes(url);
    }
    const paints = await observedPaints(TARGETS, LCP_RUNS);
    const lighthouseResults = await measureLighthouse(chrome);
    const startup = await phoneStartup(PAGES, STARTUP_OPTIONS);
    return {
      chunks,
      lighthouse: lighthouseResults,
      paints,
      phoneScroll,
      projected,
      signedInShift,
      startup,
    };
  } finally {
    await chrome.kill();
  }
}

function printAll(measured) {
  printPaints(measured.paints, measured.lighthouse, PAGES, LCP_RUNS);
  printLighthouse(measured.lighthouse, RUNS, PAGES, FORM_FACTORS);
  printProjected(measured.projected);
  printStartup(measured.startup);
  for (const { page } of PAGES) printPhoneScroll(page, measured.phoneScroll[page]);
}

/** Each page's projected budgets (projected.mjs), printed. */
async function projectedOnly() {
  const { calibration, sweep } = await projectedStartup(PAGES, { sweepTaps: PROJECTED_TAPS });
  printProjected({ calibration, sweep });
  return PAGES.flatMap(({ name, page }) =>
    projectedChecks(page, { calibration, loads: sweep[name] }),
  );
}

/** --startup-only: each page's first-view JS and phone start-up budgets, without Lighthouse. */
async function startupOnly(chunks) {
  const projected = await projectedOnly();
  const startup = await phoneStartup(PAGES, STARTUP_OPTIONS);
  printStartup(startup);
  return [
    ...PAGES.flatMap(({ name, page }) => [
      firstViewCheck(page, chunks[page]),
      ...startupChecks(page, startup[name]),
    ]),
    ...projected,
  ];
}

/** The hot reload's table, and its rows of the budget table. */
async function hotReload() {
  const measured = await measureHotReload({
    root: ROOT,
    port: BENCH_PORT + 2,
    saves: Number(process.env.BENCH_HOT_RELOAD_SAVES ?? HOT_RELOAD_SAVES),
  });
  printHotReload(measured);
  return hotReloadChecks(measured);
}

async function main() {
  if (process.argv.includes('--compare')) {
    if (!COMPARE_WITH || COMPARE_WITH.startsWith('--')) throw new Error('--compare takes a ref.');
    await compareWith(COMPARE_WITH, {
      root: ROOT,
      port: BENCH_PORT,
      pagePath: process.argv.find((arg) => arg.startsWith('--page='))?.slice(7) ?? '/',
      noBuild: process.argv.includes('--no-build'),
    });
    return;
  }
  if (HOT_RELOAD_ONLY) {
    if (printChecks(await hotReload()) > 0) process.exitCode = 1;
    return;
  }
  if (!process.argv.includes('--no-build')) {
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  readPages();
  const chunks = Object.fromEntries(PAGES.map(({ page }) => [page, chunkSizes(DIST, page)]));
  printChunks(PAGES, chunks);
  const servers = await startServers();
  let checks;
  try {
    if (PROJECTED_ONLY) {
      checks = await projectedOnly();
    } else if (STARTUP_ONLY) {
      checks = await startupOnly(chunks);
    } else {
      const measured = await measureAll(chunks);
      printAll(measured);
      checks = benchChecks(PAGES, measured);
      // The page shell's pages: privacy, resume, 404, the blog, its posts, tags, case studies.
      const origin = `http://127.0.0.1:${BENCH_PORT}`;
      checks.push(...(await documentPageChecks({ dist: DIST, origin, runs: RUNS })));
    }
  } finally {
    servers.forEach((server) => server.close());
  }
  if (!PROJECTED_ONLY && !STARTUP_ONLY) checks.push(...(await hotReload()));
  if (printChecks(checks) > 0) process.exitCode = 1;
}

await main();
