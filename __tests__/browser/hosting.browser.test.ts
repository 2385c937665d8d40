import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { palettes } from '../../src/styles/theme';
import { launchChromium, SCREENSHOT_DIR, themeTabs } from './support/browser';
import { DIST, readStackState, ROOT } from './support/stackState';
import { en, hi } from '../support/sample';

/**
 * What firebase-tools' Hosting emulator, reading firebase.json, answers: the preview and these
 * tests see the host's own rewrites, headers, i18n and 404 handling.
 */
const { web: origin } = readStackState();

const distFile = (pattern: RegExp, dir = '') =>
  `/${path.posix.join(dir, readdirSync(path.join(DIST, dir)).find((name) => pattern.test(name)) ?? '')}`;

/** The headers firebase.json sets on every answer, by name (the CSP is the local stack's). */
function everyAnswerHeaders(): string[] {
  const firebaseJson = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  const rule = firebaseJson.hosting.headers.find((r: { source: string }) => r.source === '**');
  return rule.headers.map(({ key }: { key: string }) => key.toLowerCase());
}

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(new URL(pathname, origin), { headers, redirect: 'manual' });

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the Hosting emulator over dist/', () => {
  it('sends the security headers on every class of answer, and the cache rule of each', async () => {
    const classes = [
      { what: 'page', path: '/', status: 200, type: 'text/html', cache: 'no-cache' },
      { what: 'Hindi page', path: '/hi/', status: 200, type: 'text/html', cache: 'no-cache' },
      {
        what: 'hashed script',
        path: distFile(/^main\.[0-9a-f]{8}\.js$/),
        status: 200,
        type: 'javascript',
        cache: 'public, max-age=31536000, immutable',
      },
      {
        what: 'hashed image',
        path: distFile(/^social-card\.[0-9a-f]{8}\.png$/),
        status: 200,
        type: 'image/png',
        cache: 'public, max-age=31536000, immutable',
      },
      { what: 'site file', path: '/sitemap.xml', status: 200, type: 'xml', cache: null },
      { what: 'miss', path: '/nope', status: 404, type: 'text/html', cache: null },
    ];
    const required = everyAnswerHeaders();
    expect(required).toEqual(
      expect.arrayContaining([
        'content-security-policy',
        'x-frame-options',
        'x-content-type-options',
      ]),
    );
    for (const expected of classes) {
      const response = await get(expected.path);
      const seen = {
        what: expected.what,
        status: response.status,
        type: response.headers.get('content-type')?.includes(expected.type),
        missing: required.filter((name) => !response.headers.has(name)),
        immutable: response.headers.get('cache-control')?.includes('immutable') ?? false,
      };
      expect(seen).toEqual({
        what: expected.what,
        status: expected.status,
        type: true,
        missing: [],
        immutable: expected.cache?.includes('immutable') ?? false,
      });
      if (expected.cache) expect(response.headers.get('cache-control')).toBe(expected.cache);
    }
  });

  it('serves each page at one address, with its trailing slash, with the headers of a page', async () => {
    const required = everyAnswerHeaders();
    for (const [pathname, lang] of [
      ['/', 'en'],
      ['/hi/', 'hi'],
      ['/privacy/', 'en'],
      ['/hi/privacy/', 'hi'],
      ['/resume/', 'en'],
      ['/hi/resume/', 'hi'],
    ]) {
      const response = await get(pathname);
      expect({
        pathname,
        status: response.status,
        cache: response.headers.get('cache-control'),
        missing: required.filter((name) => !response.headers.has(name)),
      }).toEqual({ pathname, status: 200, cache: 'no-cache', missing: [] });
      expect(await response.text()).toMatch(new RegExp(`<html lang="?${lang}"?[ >]`));
    }
  });

  it('moves a page address without its slash, or as a file, to the slashed one for good', async () => {
    for (const [pathname, target] of [
      ['/hi', '/hi/'],
      ['/privacy', '/privacy/'],
      ['/hi/privacy', '/hi/privacy/'],
      ['/resume', '/resume/'],
      ['/hi?from=card', '/hi/?from=card'],
      ['/privacy/index.html', '/privacy/'],
    ]) {
      const response = await get(pathname);
      expect([pathname, response.status, response.headers.get('location')]).toEqual([
        pathname,
        301,
        target,
      ]);
    }
  });

  it('serves a file at its own address, never with a slash added', async () => {
    for (const [pathname, type] of [
      ['/files/resume.pdf', 'application/pdf'],
      ['/hi/files/resume.pdf', 'application/pdf'],
      ['/sitemap.xml', 'xml'],
      ['/robots.txt', 'text/plain'],
      ['/favicon.png', 'image/png'],
    ]) {
      const response = await get(pathname);
      expect([pathname, response.status, response.headers.get('content-type')]).toEqual([
        pathname,
        200,
        expect.stringContaining(type),
      ]);
    }
    const slashed = await get('/files/resume.pdf/');
    expect(slashed.status).toBe(404);
  });

  it('answers a missing script, image or file with 404 and the small not-found page, never the app', async () => {
    for (const pathname of ['/main.00000000.js', '/images/nope.png', '/files/nope.pdf']) {
      const response = await get(pathname);
      const body = await response.text();
      expect([pathname, response.status]).toEqual([pathname, 404]);
      // Not the app: the page shell's, with the documents' scripts and no more.
      // (The build minifies it: its attributes may be unquoted.)
      expect(body).not.toMatch(/\bid="?root\b/);
      expect(body).not.toMatch(/\/main\.[0-9a-f]{8}\.js/);
      expect(body).toMatch(/<script src="?\/documents\.[0-9a-f]{8}\.js"? defer>/);
      expect(body).toContain(`<title>${en.notFound.title} · ${en.name}</title>`);
      // Its CSS inline: under 20 KB (5 KB gzip), where the app's page is ~70.
      expect(body.length).toBeLessThan(20_000);
    }
  });
});

describe('the not-found page', () => {
  const visits = [
    { path: '/nope', locale: 'en-IN', lang: 'en', texts: en, first: '/' },
    { path: '/hi/nope', locale: 'hi-IN', lang: 'hi', texts: hi, first: '/hi/' },
    // A path gives the host no language: a visitor whose browser prefers English gets it in
    // English, with the Hindi page's link in Hindi.
    { path: '/hi/nope', locale: 'en-IN', lang: 'en', texts: en, first: '/' },
  ];

  it.each(visits)(
    '$path for a visitor preferring $locale answers 404 in $lang, linking home, in both themes',
    async ({ path: pathname, locale, lang, texts, first }) => {
      // The visitor's stored theme, as on every page of the site; each theme's tab asks again
      // at each width (themeTabs).
      const tabs = themeTabs(
        () => browser,
        (context) => context.setExtraHTTPHeaders({ 'Accept-Language': `${locale},${lang};q=0.9` }),
      );
      for (const colorScheme of ['dark', 'light'] as const) {
        for (const viewport of [
          { width: 412, height: 823 },
          { width: 1280, height: 800 },
        ]) {
          const page = await tabs.tab(colorScheme, viewport);
          const response = await page.goto(new URL(pathname, origin).href);
          expect(response?.status()).toBe(404);
          expect(await page.getAttribute('html', 'lang')).toBe(lang);
          await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
            texts.notFound.title,
          );
          const background = await page.evaluate(
            () => getComputedStyle(document.body).backgroundColor,
          );
          const hex = palettes[colorScheme].background;
          const rgb = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ');
          expect(background).toBe(`rgb(${rgb})`);
          await page.screenshot({
            path: path.join(
              SCREENSHOT_DIR,
              `not-found-${pathname.replace(/\W+/g, '-')}-${locale}-${colorScheme}-${viewport.width}.png`,
            ),
          });
          if (colorScheme === 'light' && viewport.width === 1280) {
            const links = page.getByRole('link');
            expect(await links.first().getAttribute('href')).toBe(first);
            await links.first().click();
            await page.waitForURL(new URL(first, origin).href);
            expect(await page.getAttribute('html', 'lang')).toBe(first === '/' ? 'en' : 'hi');
          }
        }
      }
      await tabs.close();
    },
  );
});

describe('npm run check-live on the sample preview', () => {
  it('names the sample as not ready to go live, and exits 1', () => {
    // The owner's command, as they run it against a preview channel's address.
    const run = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/ts-node/dist/bin.js'),
        '-O',
        '{"rootDir":"."}',
        'scripts/deploy/checkLiveCli.ts',
        origin,
      ],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CONTENT_DIR: 'sample' } },
    );
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^- sample: the site is still the sample's, not ready to go live/m);
    expect(run.stdout).toMatch(/^- social card: .*name the sample \(Aarav Mehta/m);
  });
});
