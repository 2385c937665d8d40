import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext } from 'playwright-core';
import { owner } from '../../src/content/settings';
import {
  axeFindings,
  holdHeroPhysics,
  launchChromium,
  offlineContext,
  storeVisitorState,
} from './support/browser';
import { DIST, readStackState } from './support/stackState';

/**
 * The checkers a reviewer runs over the built site, as tests: the Nu Html Checker over every
 * page in dist/, axe over every page of the sitemap in both themes with "needs review" counted
 * as a failure, and linkinator over every link and its fragment. (The sitemap against its XSD
 * and the JSON Feed against its schema are unit tests: __tests__/scripts/.)
 */

const stack = readStackState();
const SITE = new URL(owner.site.url).origin;

/** Every page in dist/, by its path there. */
function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(DIST, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The sitemap's pages as paths (the build writes it: one <loc> per page, no entities). */
function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc);
    if (url.origin !== SITE) throw new Error(`The sitemap names ${loc}, off ${SITE}.`);
    return url.pathname;
  });
}

const SITEMAP = sitemapPaths();

describe('the Nu Html Checker over every page in dist/', () => {
  /**
   * What the checker is known to get wrong, each with why; nothing else is allowed. Each entry
   * names the pages it may stand on by what they hold, so a stale one fails too.
   */
  const KNOWN_WRONG = [
    {
      why:
        'Nu 26.9 allows `blocking` on a <link> only with rel=stylesheet; HTML allows it with ' +
        'rel=expect too, which holds the first paint until #page-texts is parsed (index.html).',
      message:
        /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
      extract: /<link rel=expect href=#[\w-]+ blocking=render>/,
      standsOn: /<link rel=expect [^>]*blocking=render/,
    },
  ];

  it('finds no error on any page but what it is known to get wrong (one Java run)', () => {
    const jar = path.join(
      path.dirname(require.resolve('vnu-jar/package.json')),
      'build/dist/vnu.jar',
    );
    const java = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
    // --stdout: the JSON report on stdout, --verbose: each file it reads on stderr.
    const run = spawnSync(
      java,
      [
        '-jar',
        jar,
        '--errors-only',
        '--skip-non-html',
        '--format',
        'json',
        '--stdout',
        '--verbose',
        DIST,
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (run.error || (run.status !== 0 && run.status !== 1)) {
      throw new Error(
        `${java} could not run the Nu Html Checker (${run.error?.message ?? `exit ${run.status}`}; ` +
          `Java 17+, which .ci/run installs as openjdk-17-jre-headless): ${run.stderr.slice(-2000)}`,
      );
    }
    const pages = htmlFiles(DIST);
    const checked = run.stderr
      .split('\n')
      .filter((line) => line.endsWith('.html'))
      .map((line) => path.relative(DIST, path.resolve(line)))
      .sort();
    expect(checked).toEqual(pages);

    const { messages } = JSON.parse(run.stdout) as {
      messages: {
        type: string;
        url: string;
        lastLine: number;
        message: string;
        extract?: string;
      }[];
    };
    const pageOf = (url: string) => path.relative(DIST, fileURLToPath(url));
    const known = (m: (typeof messages)[number]) =>
      KNOWN_WRONG.find((k) => k.message.test(m.message) && k.extract.test(m.extract ?? ''));
    const errors = messages
      .filter((m) => !known(m))
      .map((m) => `${pageOf(m.url)}:${m.lastLine} ${m.type}: ${m.message} [${m.extract ?? ''}]`);
    expect(errors).toEqual([]);
    // Each exception still stands on every page that holds it, and only there.
    for (const k of KNOWN_WRONG) {
      const holding = pages.filter((page) =>
        k.standsOn.test(fs.readFileSync(path.join(DIST, page), 'utf8')),
      );
      expect(holding.length).toBeGreaterThan(0);
      const flagged = [
        ...new Set(messages.filter((m) => known(m) === k).map((m) => pageOf(m.url))),
      ];
      expect(flagged.sort()).toEqual(holding);
    }
  });
});

describe('axe over every page of the sitemap, "needs review" counted as failing', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('has the pages of both languages', () => {
    expect(SITEMAP).toEqual(expect.arrayContaining(['/', '/hi/', '/privacy/', '/hi/privacy/']));
  });

  // At the phone width most visitors have: the desktop width gave the same findings, page by
  // page, when both ran (2026-12-01), for 30 s more of CI.
  describe.each([
    ['dark', 'phone', { width: 412, height: 823 }],
    ['light', 'phone', { width: 412, height: 823 }],
  ] as const)('in the %s theme at %s width', (theme, _width, viewport) => {
    let context: BrowserContext;

    beforeAll(async () => {
      ({ context } = await offlineContext(browser, viewport));
      // The theme as the page reads it: the stored theme (src/startup/storedTheme.ts).
      await storeVisitorState(context, { dark: theme === 'dark' });
    });

    afterAll(async () => {
      await context?.close();
    });

    it.each(SITEMAP)('%s: no violation, nothing left to review', async (pagePath) => {
      const page = await context.newPage();
      try {
        // The hero's falling shapes (aria-hidden, coloured boxes) are held back.
        await holdHeroPhysics(page);
        await page.goto(new URL(pagePath, stack.web).href, { waitUntil: 'load' });
        await expect(page.getAttribute('html', 'data-theme')).resolves.toBe(theme);
        // The home pages are checked as React has them (the top bar and hero hydrated).
        if (await page.locator('#root').count()) {
          await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
        }
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        const { violations, incomplete } = await axeFindings(page);
        expect({ violations, incomplete }).toEqual({ violations: [], incomplete: [] });
      } finally {
        await page.close();
      }
    });
  });
});

describe('the links of every page, with their fragments (linkinator)', () => {
  interface Link {
    url: string;
    status?: number;
    state: 'OK' | 'BROKEN' | 'SKIPPED';
    parent?: string;
  }

  /** linkinator's CLI (an ES module) in its own process, its JSON report read back. */
  function linkinator(locations: string[], options: string[]): Link[] {
    const cli = path.join(path.dirname(require.resolve('linkinator')), 'cli.js');
    const run = spawnSync(
      process.execPath,
      [
        cli,
        ...locations,
        '--check-fragments',
        '--format',
        'json',
        '--timeout',
        '20000',
        ...options,
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (run.error) throw run.error;
    try {
      return (JSON.parse(run.stdout) as { links: Link[] }).links;
    } catch {
      throw new Error(`linkinator gave no report (exit ${run.status}): ${run.stderr.slice(-2000)}`);
    }
  }

  const brokenOf = (links: Link[]) =>
    links
      .filter((link) => link.state === 'BROKEN')
      .map((link) => `${link.url} (${link.status ?? 0})${link.parent ? ` on ${link.parent}` : ''}`);

  const web = new URL(stack.web).origin;
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pages = htmlFiles(DIST);
  const notFound = pages.filter((file) => path.basename(file) === '404.html');

  it('finds none broken from the sitemap and every page as the hosting serves it', () => {
    // Each page by its address (firebase.json: cleanUrls, trailingSlash).
    const served = pages
      .filter((file) => !notFound.includes(file))
      .map((file) => `/${file.replace(/(^|\/)index\.html$/, '$1')}`);
    const starts = [...new Set([...SITEMAP, ...served])].map((p) => new URL(p, web).href);
    const links = linkinator(starts, [
      '--recurse',
      // The site's own absolute addresses (canonical, alternates, feeds) to the local copy;
      // anything else is off this machine, which has no network: not followed.
      '--url-rewrite-search',
      `^${escape(SITE)}(?=/|$)`,
      '--url-rewrite-replace',
      web,
      '--skip',
      `^(?!${escape(web)}(/|$))`,
      '--concurrency',
      '8',
    ]);
    expect(brokenOf(links)).toEqual([]);
    const ok = new Set(links.filter((link) => link.state === 'OK').map((link) => link.url));
    for (const start of starts) expect(ok).toContain(start);
  });

  it('finds none broken on the not-found pages, read from dist/', () => {
    // The hosting answers 404 at any address with these, their own too, so they are read from
    // disk (linkinator serves dist/), where their links lead to the pages' folders.
    expect(notFound.length).toBeGreaterThan(0);
    const links = linkinator(notFound, [
      '--server-root',
      DIST,
      '--skip',
      '^(?!http://localhost[:/])',
    ]);
    expect(brokenOf(links)).toEqual([]);
    expect(links.filter((link) => link.state === 'OK').length).toBeGreaterThan(notFound.length);
  });
});
