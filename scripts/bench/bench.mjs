// npm run bench: every language's built page (/, /hi/) against a zero-JavaScript reference,
// under Lighthouse, mobile and desktop, three runs each, and the phone start-up run on each;
// prints medians and fails when a budget is exceeded on any page.
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chunkSizes, isUnnamedChunk, pagesOf } from './chunks.mjs';
import { failingImageAudits, phoneScrollBytes, reportPhoneScroll } from './pageBytes.mjs';
import { serveStatic } from './server.mjs';
import { signedInLayoutShift } from './signedInShift.mjs';
import { phoneStartup, printStartup, startupChecks } from './startup.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// BENCH_DIST measures another build (e.g. an older commit's) against the same reference.
const DIST = process.env.BENCH_DIST
  ? path.resolve(process.env.BENCH_DIST)
  : path.join(ROOT, 'dist');
const REFERENCE = path.join(ROOT, 'scripts/bench/reference');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const STARTUP_RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 5);
// The static servers listen on BENCH_PORT and the port after it.
const BENCH_PORT = Number(process.env.BENCH_PORT ?? 4301);
const SERVERS = [
  { port: BENCH_PORT, root: DIST },
  { port: BENCH_PORT + 1, root: REFERENCE },
];
/** Each language's page, then the reference (one page: the English first screen without JS). */
const TARGETS = [
  ...pagesOf(DIST).map((page) => ({
    name: `page ${page}`,
    page,
    url: `http://127.0.0.1:${BENCH_PORT}${page}`,
  })),
  { name: 'reference', url: `http://127.0.0.1:${BENCH_PORT + 1}/` },
];
const PAGES = TARGETS.filter((target) => target.page);
// --startup-only: just the chunk sizes and the phone start-up run, to compare builds quickly.
const STARTUP_ONLY = process.argv.includes('--startup-only');
const FORM_FACTORS = ['mobile', 'desktop'];
const BUDGET = {
  firstViewJsGzipKb: 100,
  lcpRatio: 1.25,
  scores: 100,
  tbtMs: 50,
  cls: 0,
};
// Debian's Chromium and the flags it needs here (as root, no network): scripts/chromium.json.
const chromiumSettings = JSON.parse(
  readFileSync(new URL('../chromium.json', import.meta.url), 'utf8'),
);
const CHROME_FLAGS = [
  ...chromiumSettings.args,
  // No internet here, and the runs must measure only this machine: nothing but 127.0.0.1 resolves.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

const kb = (bytes) => (bytes / 1024).toFixed(1);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

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

/** The chunks with the pages whose first view loads each; returns each page's chunks. */
function printChunks() {
  const byPage = Object.fromEntries(PAGES.map(({ page }) => [page, chunkSizes(DIST, page)]));
  console.info("\nEmitted JS chunks (first view = loaded by the page's index.html):");
  console.table(
    byPage['/'].map((c) => ({
      chunk: c.file,
      'raw KB': kb(c.raw),
      'gzip KB': kb(c.gzip),
      'first view of': PAGES.filter(({ page }) =>
        byPage[page].some((other) => other.file === c.file && other.initial),
      )
        .map(({ page }) => page)
        .join(' '),
    })),
  );
  return byPage;
}

const firstViewGzip = (chunks) =>
  chunks.filter((c) => c.initial).reduce((sum, c) => sum + c.gzip, 0);

function firstViewCheck(page, chunks) {
  const gzip = firstViewGzip(chunks);
  return {
    budget: `first-view JS gzip KB (${page} scripts)`,
    actual: kb(gzip),
    limit: `≤ ${BUDGET.firstViewJsGzipKb}`,
    pass: gzip <= BUDGET.firstViewJsGzipKb * 1024 ? 'PASS' : 'FAIL',
  };
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  const chunks = printChunks();
  const servers = await Promise.all(SERVERS.map((s) => serveStatic(s.root, s.port)));
  if (STARTUP_ONLY) {
    await startupOnly(chunks).finally(() => servers.forEach((server) => server.close()));
    return;
  }
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumSettings.executablePath,
    chromeFlags: CHROME_FLAGS,
  });
  const results = {};
  const signedInShift = {};
  const phoneScroll = {};
  let startup;
  try {
    for (const { page, url } of PAGES) {
      signedInShift[page] = await signedInLayoutShift(url);
      phoneScroll[page] = await phoneScrollBytes(url);
    }
    for (const formFactor of FORM_FACTORS) {
      for (const target of TARGETS) {
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) {
          runs.push(await runLighthouse(target.url, formFactor, chrome.port));
        }
        results[`${target.name}/${formFactor}`] = runs;
      }
    }
    startup = await phoneStartup(PAGES, STARTUP_RUNS);
  } finally {
    await chrome.kill();
    servers.forEach((server) => server.close());
  }

  const rows = {};
  const medians = {};
  for (const [key, runs] of Object.entries(results)) {
    const m = (field) => median(runs.map((r) => r[field]));
    medians[key] = {
      performance: m('performance'),
      accessibility: m('accessibility'),
      bestPractices: m('bestPractices'),
      seo: m('seo'),
      lcp: m('lcp'),
      tbt: m('tbt'),
      cls: m('cls'),
      jsTransfer: m('jsTransfer'),
    };
    rows[key] = {
      perf: m('performance'),
      a11y: m('accessibility'),
      'best pr.': m('bestPractices'),
      seo: m('seo'),
      'FCP ms': Math.round(m('fcp')),
      'LCP ms': Math.round(m('lcp')),
      'TBT ms': Math.round(m('tbt')),
      CLS: Number(m('cls').toFixed(4)),
      'SI ms': Math.round(m('speedIndex')),
      'JS KB (transfer)': kb(m('jsTransfer')),
    };
  }
  console.info(`\nLighthouse medians of ${RUNS} runs:`);
  console.table(rows);
  printStartup(startup, STARTUP_RUNS);
  for (const { name } of PAGES) {
    for (const formFactor of FORM_FACTORS) {
      const runs = results[`${name}/${formFactor}`];
      console.info(
        `${name}/${formFactor} JS loaded: ${[...new Set(runs.flatMap((r) => r.jsFiles))].join(', ') || 'none'}`,
      );
      const failed = [...new Set(runs.flatMap((r) => r.failed))];
      if (failed.length) console.info(`${name}/${formFactor} failing audits: ${failed.join(', ')}`);
    }
  }

  const checks = [];
  const check = (name, actual, limit, pass) =>
    checks.push({ budget: name, actual, limit, pass: pass ? 'PASS' : 'FAIL' });
  const unnamed = chunks['/'].filter((c) => isUnnamedChunk(c.file)).map((c) => c.file);
  check('chunks named', unnamed.join(', ') || 'all named', 'no bare numbers', unnamed.length === 0);
  for (const { name, page } of PAGES) {
    checks.push(firstViewCheck(page, chunks[page]));
    const mobileJs = medians[`${name}/mobile`].jsTransfer;
    check(
      `JS transferred during the mobile load KB (${page})`,
      kb(mobileJs),
      `≤ ${BUDGET.firstViewJsGzipKb}`,
      mobileJs <= BUDGET.firstViewJsGzipKb * 1024,
    );
    for (const formFactor of FORM_FACTORS) {
      const key = `${name}/${formFactor}`;
      const ratio = medians[key].lcp / medians[`reference/${formFactor}`].lcp;
      check(
        `LCP ratio ${page}/reference (${formFactor})`,
        ratio.toFixed(2),
        `≤ ${BUDGET.lcpRatio}`,
        ratio <= BUDGET.lcpRatio,
      );
      for (const category of ['performance', 'accessibility', 'bestPractices', 'seo']) {
        check(
          `${page} ${formFactor} ${category}`,
          medians[key][category],
          BUDGET.scores,
          medians[key][category] >= BUDGET.scores,
        );
      }
      const imageAudits = [...new Set(results[key].flatMap((r) => r.imageAuditsFailed))];
      check(
        `image audits failing (${page} ${formFactor})`,
        imageAudits.join(', ') || 'none',
        'none',
        imageAudits.length === 0,
      );
      check(
        `TBT ms (${page} ${formFactor})`,
        Math.round(medians[key].tbt),
        `≤ ${BUDGET.tbtMs}`,
        medians[key].tbt <= BUDGET.tbtMs,
      );
      check(
        `CLS (${page} ${formFactor})`,
        Number(medians[key].cls.toFixed(4)),
        BUDGET.cls,
        medians[key].cls <= BUDGET.cls,
      );
    }
    console.info(`\n${page}:`);
    reportPhoneScroll(phoneScroll[page], (budget, ...rest) =>
      check(`${budget} (${page})`, ...rest),
    );
    for (const [viewport, shift] of Object.entries(signedInShift[page])) {
      // The prerender is the signed-out view: what a returning, signed-in visitor sees shift.
      check(
        `CLS signed in + limit banner (${page} ${viewport}, Playwright)`,
        Number(shift.toFixed(4)),
        BUDGET.cls,
        shift <= BUDGET.cls,
      );
    }
    checks.push(
      ...startupChecks(startup[name]).map((row) => ({ ...row, budget: `${row.budget} (${page})` })),
    );
  }
  report(checks);
}

function report(checks) {
  console.info('\nBudgets:');
  console.table(checks);
  const failures = checks.filter((c) => c.pass === 'FAIL');
  if (failures.length) {
    console.error(`${failures.length} budget(s) exceeded.`);
    process.exitCode = 1;
  }
}

/** --startup-only: each page's first-view JS and phone start-up budgets, without Lighthouse. */
async function startupOnly(chunks) {
  const startup = await phoneStartup(PAGES, STARTUP_RUNS);
  printStartup(startup, STARTUP_RUNS);
  report(
    PAGES.flatMap(({ name, page }) => [
      firstViewCheck(page, chunks[page]),
      ...startupChecks(startup[name]).map((row) => ({ ...row, budget: `${row.budget} (${page})` })),
    ]),
  );
}

await main();
