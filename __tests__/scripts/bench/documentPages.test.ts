/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { callModuleInNode } from '../../support/nodeChild';

/** Runs `expression(module)` on scripts/bench/documentPages.mjs in a Node child (ES module). */
function run(expression: string): unknown {
  return callModuleInNode(
    path.join(__dirname, '../../../scripts/bench/documentPages.mjs'),
    expression,
  );
}

let dist: string;
const put = (file: string, text = '<!doctype html>') => {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), text);
};

beforeEach(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'document-pages-'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('the document pages the bench judges', () => {
  it('are every language’s privacy, resume, 404, blog, post, tag and case-study pages', () => {
    for (const file of [
      'index.html',
      'hi/index.html',
      '404.html',
      'localized/hi/404.html',
      'privacy/index.html',
      'hi/privacy/index.html',
      'resume/index.html',
      'blog/index.html',
      'blog/first-post/index.html',
      'blog/tags/react/index.html',
      'hi/blog/first-post/index.html',
      'projects/refill-buddy/index.html',
      'hi/projects/refill-buddy/index.html',
      'blog/rss.xml',
      'files/resume.pdf',
      'images/projects/x.png',
    ]) {
      put(file);
    }
    expect(run(`(m) => m.documentPagesOf(${JSON.stringify(dist)}).map((p) => p.path)`)).toEqual([
      '/404.html',
      '/blog/',
      '/blog/first-post/',
      '/blog/tags/react/',
      '/hi/blog/first-post/',
      '/hi/privacy/',
      '/hi/projects/refill-buddy/',
      '/localized/hi/404.html',
      '/privacy/',
      '/projects/refill-buddy/',
      '/resume/',
    ]);
  });

  it('count the JavaScript they run, inline and fetched, gzip, and no data block', () => {
    const copyButton = 'document.querySelectorAll("pre").forEach((pre) => pre.append("copy"));';
    put('copy.1a2b3c4d.js', copyButton);
    const html = [
      '<script>document.documentElement.dataset.theme="dark"</script>',
      '<script type="application/ld+json">{"@type":"BlogPosting","headline":"a long one"}</script>',
      '<script src="/copy.1a2b3c4d.js" defer></script>',
    ].join('');
    const expected = zlib.gzipSync(`document.documentElement.dataset.theme="dark"\n${copyButton}`, {
      level: 9,
    }).length;
    expect(
      run(`(m) => m.javaScriptGzipBytes(${JSON.stringify(html)}, ${JSON.stringify(dist)})`),
    ).toBe(expected);
    expect(run(`(m) => m.javaScriptGzipBytes('<p>no script</p>', '.')`)).toBe(0);
  });
});

/** A Lighthouse result with these scores, and a failed is-crawlable audit when `noindex`. */
const lhr = (seo: number, noindex: boolean, titleScore = 1) => ({
  categories: {
    performance: { score: 1 },
    accessibility: { score: 0.97 },
    'best-practices': { score: 1 },
    seo: {
      score: seo,
      auditRefs: [
        { id: 'is-crawlable', weight: 4.043 },
        { id: 'document-title', weight: 1 },
        { id: 'meta-description', weight: 1 },
        { id: 'structured-data', weight: 0 },
      ],
    },
  },
  audits: {
    'is-crawlable': { score: noindex ? 0 : 1 },
    'document-title': { score: titleScore },
    'meta-description': { score: 1 },
  },
});

describe('judging a document page', () => {
  it('takes the scores as they are, but a noindex page’s SEO without is-crawlable', () => {
    expect(run(`(m) => m.categoryScores(${JSON.stringify(lhr(1, false))})`)).toEqual({
      performance: 100,
      accessibility: 97,
      'best-practices': 100,
      seo: 100,
    });
    expect(run(`(m) => m.categoryScores(${JSON.stringify(lhr(0.66, true))}).seo`)).toBe(100);
    expect(run(`(m) => m.categoryScores(${JSON.stringify(lhr(0.5, true, 0))}).seo`)).toBe(50);
  });

  it('passes a page within every budget and names each one it exceeds', () => {
    const good = {
      scores: { performance: 100, seo: 100 },
      cls: 0,
      jsGzipBytes: 262,
      overflowPx: 0,
    };
    const rows = run(`(m) => m.judgePage('/blog/x/', ${JSON.stringify(good)})`) as {
      budget: string;
      pass: string;
    }[];
    expect(rows.map(({ budget, pass }) => [budget, pass])).toEqual([
      ['document /blog/x/: Lighthouse (phone)', 'PASS'],
      ['document /blog/x/: CLS', 'PASS'],
      ['document /blog/x/: JS bytes gzip', 'PASS'],
      ['document /blog/x/: sideways scroll at 320 px', 'PASS'],
    ]);
    const bad = {
      scores: { performance: 100, seo: 92 },
      cls: 0.02,
      jsGzipBytes: 3073,
      overflowPx: 14,
    };
    const failed = run(`(m) => m.judgePage('/blog/x/', ${JSON.stringify(bad)})`) as {
      actual: unknown;
      pass: string;
    }[];
    expect(failed.map(({ actual, pass }) => [actual, pass])).toEqual([
      ['100 / 92', 'FAIL'],
      [0.02, 'FAIL'],
      [3073, 'FAIL'],
      ['14 px', 'FAIL'],
    ]);
  });
});
