/* global document -- page callbacks run in the browser */
// The document pages the build wrote on the page shell (scripts/site/pageShell.ts): privacy
// notices, resume pages, 404 pages, and the blog's index, posts, tag pages and case studies
// in every language, each judged on the phone profile: Lighthouse 100 in every category, no
// layout shift, at most 3 KB gzip of JavaScript (inline and fetched), no sideways scrolling at
// 320 px. `documentPageChecks` returns the rows of the bench's budget table; run alone
// (`node scripts/bench/documentPages.mjs [dist]`) it serves dist/ itself and prints them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_SETTINGS } from './chromium.mjs';
import { serveStatic } from './server.mjs';
import { median } from './stats.mjs';
import { row } from './budgetRow.mjs';

export const DOCUMENT_BUDGET = { scores: 100, cls: 0, jsGzipBytes: 3 * 1024, narrowWidth: 320 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** A document page's directory under a language's (optional) one: privacy/, blog/x/, … */
const DOCUMENT_DIR =
  /^(?:[a-z]{2,3}(?:-[A-Za-z0-9]+)?\/)?(?:privacy|resume|blog(?:\/tags\/[^/]+|\/[^/]+)?|projects\/[^/]+)\/index\.html$/;
const NOT_FOUND_FILE = /^(?:localized\/[^/]+\/)?404\.html$/;

function filesUnder(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

/**
 * Every document page in `dist`, as { path, file }: the address a visitor opens (a 404 page
 * by its file's, since the host serves it at any miss) and its file from dist/.
 */
export function documentPagesOf(dist) {
  return filesUnder(dist)
    .filter((file) => DOCUMENT_DIR.test(file) || NOT_FOUND_FILE.test(file))
    .map((file) => ({
      path: `/${file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file}`,
      file,
    }))
    .sort((a, b) => (a.path < b.path ? -1 : 1));
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SCRIPT_SOURCE = /\bsrc=["']?([^"'\s>]+)/i;
/** A <script type> that is data, not code (JSON-LD, the page's texts). */
const DATA_TYPE = /\btype=["']?application\/(?:ld\+)?json/i;

/**
 * The JavaScript a page runs, gzip: its inline scripts and the files its <script src> names
 * (from dist/), compressed together as a visit would get them. Data blocks are not counted.
 */
export function javaScriptGzipBytes(html, dist) {
  const code = [];
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_TYPE.test(attributes)) continue;
    const source = attributes.match(SCRIPT_SOURCE)?.[1];
    code.push(source ? readFileSync(path.join(dist, new URL(source, 'http://x').pathname)) : body);
  }
  if (code.length === 0) return 0;
  return zlib.gzipSync(code.join('\n'), { level: 9 }).length;
}

/**
 * Lighthouse's four category scores, out of 100. A page that asks not to be indexed (a 404
 * page) fails `is-crawlable` by design: its SEO score is then that of the other SEO audits.
 */
export function categoryScores(lhr) {
  const noindex = lhr.audits['is-crawlable']?.score === 0;
  return Object.fromEntries(
    CATEGORIES.map((id) => {
      const category = lhr.categories[id];
      if (id !== 'seo' || !noindex) return [id, Math.round(category.score * 100)];
      const weighed = category.auditRefs.filter(
        (ref) => ref.weight > 0 && ref.id !== 'is-crawlable',
      );
      const total = weighed.reduce((sum, ref) => sum + ref.weight, 0);
      const earned = weighed.reduce(
        (sum, ref) => sum + ref.weight * (lhr.audits[ref.id]?.score ?? 1),
        0,
      );
      return [id, Math.round((earned / total) * 100)];
    }),
  );
}

/** One page's rows of the budget table, from what was measured of it. */
export function judgePage(page, { scores, cls, jsGzipBytes, overflowPx }) {
  const low = Object.entries(scores).filter(([, score]) => score < DOCUMENT_BUDGET.scores);
  return [
    row(
      `document ${page}: Lighthouse (phone)`,
      Object.values(scores).join(' / '),
      `${DOCUMENT_BUDGET.scores} each (${CATEGORIES.join(', ')})`,
      low.length === 0,
    ),
    row(`document ${page}: CLS`, cls, `= ${DOCUMENT_BUDGET.cls}`, cls <= DOCUMENT_BUDGET.cls),
    row(
      `document ${page}: JS bytes gzip`,
      jsGzipBytes,
      `≤ ${DOCUMENT_BUDGET.jsGzipBytes}`,
      jsGzipBytes <= DOCUMENT_BUDGET.jsGzipBytes,
    ),
    row(
      `document ${page}: sideways scroll at ${DOCUMENT_BUDGET.narrowWidth} px`,
      `${overflowPx} px`,
      '0 px',
      overflowPx <= 0,
    ),
  ];
}

/** How far the page scrolls sideways on a 320 px wide phone, in both themes (the wider). */
async function sidewaysOverflow(browser, url) {
  let widest = 0;
  for (const colorScheme of ['dark', 'light']) {
    const context = await browser.newContext({
      viewport: { width: DOCUMENT_BUDGET.narrowWidth, height: 640 },
      isMobile: true,
      hasTouch: true,
      colorScheme,
    });
    try {
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'load' });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      widest = Math.max(widest, overflow);
    } finally {
      await context.close();
    }
  }
  return widest;
}

/**
 * The budget rows of every document page in `dist`, served at `origin` (the bench's static
 * server over the same dist/). Lighthouse runs `runs` times a page with its default, the phone
 * profile; each score and the CLS are judged by their median, as bench.mjs judges the home page.
 */
export async function documentPageChecks({ dist, origin, runs = 3 }) {
  const pages = documentPagesOf(dist);
  if (pages.length === 0) return [row('document pages', 'none in dist/', 'some', false)];
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_SETTINGS.executablePath,
    chromeFlags: [
      ...CHROMIUM_SETTINGS.args,
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  });
  const browser = await chromium.launch(CHROMIUM_SETTINGS);
  try {
    const rows = [];
    for (const page of pages) {
      const url = new URL(page.path, origin).href;
      const measured = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
        });
        if (!result?.lhr || result.lhr.runtimeError) {
          throw new Error(
            `Lighthouse could not measure ${url}: ${result?.lhr?.runtimeError?.message ?? 'no result'}`,
          );
        }
        measured.push({
          scores: categoryScores(result.lhr),
          cls: result.lhr.audits['cumulative-layout-shift'].numericValue,
        });
      }
      const scores = Object.fromEntries(
        CATEGORIES.map((id) => [id, median(measured.map((each) => each.scores[id]))]),
      );
      const html = readFileSync(path.join(dist, page.file), 'utf8');
      rows.push(
        ...judgePage(page.path, {
          scores,
          cls: median(measured.map((each) => each.cls)),
          jsGzipBytes: javaScriptGzipBytes(html, dist),
          overflowPx: await sidewaysOverflow(browser, url),
        }),
      );
    }
    return rows;
  } finally {
    await browser.close();
    await chrome.kill();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
  const port = Number(process.env.BENCH_PORT ?? 4301);
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const server = await serveStatic(dist, port);
  try {
    const rows = await documentPageChecks({ dist, origin: `http://127.0.0.1:${port}`, runs });
    console.table(rows);
    const failures = rows.filter((r) => r.pass === 'FAIL').length;
    if (failures) console.error(`${failures} document page budget(s) exceeded.`);
    process.exitCode = failures ? 1 : 0;
  } finally {
    server.close();
  }
}
