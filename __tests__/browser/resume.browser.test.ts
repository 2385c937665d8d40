import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Catalogue } from '../../src/content/catalogue';
import { owner } from '../../src/content/settings';
import { PdfPrinter } from '../../scripts/resume/printPdf';
import { resumeContent } from '../../scripts/resume/resumeContent';
import { resumePage } from '../../scripts/resume/resumePage';
import chromiumSettings from '../../scripts/chromium.json';
import {
  axeViolations,
  fullPageScreenshot,
  launchChromium,
  offlineContext,
  SCREENSHOT_DIR,
  storeVisitorState,
  themeTabs,
  waitForHydration,
  watchProblems,
} from './support/browser';
import { DIST, readStackState } from './support/stackState';
import { en, hi, profileUrl } from '../support/sample';

/**
 * The resumes the build made (dist/), read as an applicant-tracking system and a reader do:
 * their text, fonts, pages and links through poppler's tools; the printable page in both
 * themes at phone and desktop widths, and printed; the button that opens the PDF.
 */

const { web: origin } = readStackState();
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 412, height: 823 };
const PHONE_DEVICE = { isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 };
const LANGUAGES = [
  { code: 'en', prefix: '/', texts: en },
  { code: 'hi', prefix: '/hi/', texts: hi },
] as const;
/** A4 in PostScript points, as Chromium writes it (rounded). */
const A4 = { width: 595, height: 842 };
const MAX_PDF_BYTES = 150 * 1024;

const poppler = (tool: string, ...args: string[]) => execFileSync(tool, args, { encoding: 'utf8' });
/**
 * Text without its spaces: pdftotext puts a space inside some Devanagari words (after a vowel
 * sign drawn as its own glyph: "फ़ु ल"), so words are compared without them.
 */
const squeezed = (text: string) => text.replace(/\s+/g, '');

let browser: Browser;

beforeAll(async () => {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe.each(LANGUAGES)('the $code resume PDF', ({ code, prefix, texts }) => {
  const pdf = path.join(DIST, ...prefix.split('/').filter(Boolean), 'files', 'resume.pdf');

  it('holds the name, title, every project, skill and journey entry, in its language', () => {
    const text = squeezed(poppler('pdftotext', pdf, '-'));
    const expected = [
      texts.name,
      texts.title,
      texts.resume.projects,
      texts.resume.journey,
      ...texts.projects.flatMap((project) => [project.title, project.subtitle]),
      ...owner.about.skills,
      ...texts.journey.flatMap((entry) => [entry.title, entry.period]),
    ];
    expect(expected.filter((words) => !text.includes(squeezed(words)))).toEqual([]);
    const other: Catalogue = code === 'en' ? hi : en;
    expect(text).not.toContain(squeezed(other.resume.journey));
  });

  it('reads in order, one column: header, contact, summary, skills, projects, journey', () => {
    const text = squeezed(poppler('pdftotext', pdf, '-'));
    const inOrder = [
      texts.name,
      texts.title,
      texts.resume.email,
      texts.resume.phone,
      texts.resume.website,
      'GitHub',
      'LinkedIn',
      'Twitter/X',
      'Instagram',
      texts.resume.summary,
      texts.about.bio,
      ...texts.about.bullets,
      texts.resume.skills,
      texts.resume.projects,
      ...texts.projects.flatMap(({ title, description }) =>
        description ? [title, description] : [title],
      ),
      texts.resume.journey,
      ...texts.journey.flatMap((entry) => [entry.title, entry.description]),
    ].map(squeezed);
    let cursor = -1;
    const outOfOrder = inOrder.filter((words) => {
      const at = text.indexOf(words, cursor + 1);
      if (at < 0) return true;
      cursor = at;
      return false;
    });
    expect(outOfOrder).toEqual([]);
  });

  it('is small, at most two pages of A4 (en-IN, hi-IN), with its title, author and subject', () => {
    expect(fs.statSync(pdf).size).toBeLessThanOrEqual(MAX_PDF_BYTES);
    const info = poppler('pdfinfo', pdf);
    const field = (name: string) => new RegExp(`^${name}:\\s+(.*)$`, 'm').exec(info)?.[1];
    expect(Number(field('Pages'))).toBeGreaterThanOrEqual(1);
    expect(Number(field('Pages'))).toBeLessThanOrEqual(2);
    const [width, height] = (field('Page size') ?? '').split(/\s+x\s+|\s+pts/).map(Number);
    expect([Math.round(width), Math.round(height)]).toEqual([A4.width, A4.height]);
    expect(field('Title')).toBe(texts.resume.title.replace('{name}', texts.name));
    expect(field('Author')).toBe(texts.name);
    expect(field('Subject')).toContain(texts.name);
    expect(field('Tagged')).toBe('yes');
  });

  it('carries XMP metadata: title, author, language and the PDF/UA identification', () => {
    const xmp = poppler('pdfinfo', '-meta', pdf);
    const title = texts.resume.title.replace('{name}', texts.name);
    expect(xmp).toContain(`<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${title}</rdf:li>`);
    expect(xmp).toContain(`<dc:creator><rdf:Seq><rdf:li>${texts.name}</rdf:li></rdf:Seq>`);
    expect(xmp).toContain(`<dc:language><rdf:Bag><rdf:li>${code}</rdf:li></rdf:Bag>`);
    expect(xmp).toContain('<pdfuaid:part>1</pdfuaid:part>');
  });

  it('embeds every font it uses (Devanagari on the Hindi one)', () => {
    const rows = poppler('pdffonts', pdf).trim().split('\n').slice(2);
    expect(rows.length).toBeGreaterThan(0);
    // Columns: name, type, encoding, emb, sub, uni, object id.
    const notEmbedded = rows.filter((row) => row.trim().split(/\s+/).at(-5) !== 'yes');
    expect(notEmbedded).toEqual([]);
    expect(rows.some((row) => row.includes('Devanagari'))).toBe(code === 'hi');
  });

  it('links every project, profile and the e-mail, clickable', () => {
    const urls = poppler('pdfinfo', '-url', pdf);
    const links = [
      ...owner.projects.map((project) => project.link),
      profileUrl('GitHub'),
      profileUrl('LinkedIn'),
      profileUrl('Twitter'),
      profileUrl('Instagram'),
      owner.email,
    ];
    expect(links.filter((link) => !urls.includes(link))).toEqual([]);
  });
});

it('prints on Letter for a language whose locale uses it (en-US)', async () => {
  const resume = resumeContent(owner, { code: 'en', name: 'English', locale: 'en-US' }, en);
  const printer = new PdfPrinter(chromiumSettings.executablePath);
  const file = path.join(SCREENSHOT_DIR, 'resume-en-US.pdf');
  try {
    fs.writeFileSync(
      file,
      await printer.print(resumePage(resume, { owner, texts: en }), resume.paper),
    );
  } finally {
    await printer.close();
  }
  expect(poppler('pdfinfo', file)).toMatch(/^Page size:\s+612 x 792 pts \(letter\)$/m);
});

interface Visit {
  context: BrowserContext;
  page: Page;
  problems: string[];
}

/** A signed-in visitor's fresh context on a page, at desktop width, watching for errors. */
async function signedInVisit(pagePath: string): Promise<Visit> {
  const { context, traffic } = await offlineContext(browser, DESKTOP);
  await storeVisitorState(context, { dark: true, signedIn: true });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (!traffic.blocked.includes(message.location().url)) {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  await page.goto(new URL(pagePath, origin).href, { waitUntil: 'load' });
  return { context, page, problems };
}

/**
 * The resume pages' checks each read a page once: one tab per theme and device (themeTabs),
 * shared by both languages, loads each page again for the next.
 */
const resumeTabs = themeTabs(() => browser);
afterAll(() => resumeTabs.close());

/** A resume page, loaded in the tab of its theme and device, set to its width. */
async function load(pagePath: string, { viewport = DESKTOP, dark = true } = {}) {
  const page = await resumeTabs.tab(
    dark ? 'dark' : 'light',
    viewport,
    viewport.width < 600 ? PHONE_DEVICE : {},
  );
  const problems = watchProblems(page);
  await page.goto(new URL(pagePath, origin).href, { waitUntil: 'load' });
  return { page, problems };
}

describe.each(LANGUAGES)('the $code resume page', ({ code, prefix, texts }) => {
  const pagePath = `${prefix}resume/`;

  describe.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('at %s width', (width, viewport) => {
    it.each([true, false])('dark %s: the stored theme, readable, axe clean', async (dark) => {
      const { page, problems } = await load(pagePath, { viewport, dark });
      await expect(page.getAttribute('html', 'lang')).resolves.toBe(code);
      await expect(page.getAttribute('html', 'data-theme')).resolves.toBe(dark ? 'dark' : 'light');
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(texts.name);
      for (const project of texts.projects) {
        await page.getByRole('heading', { level: 3, name: project.title }).waitFor();
      }
      // Nothing wider than the screen: no sideways scrolling on a phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await fullPageScreenshot(page, `resume-${code}-${width}-${dark ? 'dark' : 'light'}`);
    });
  });

  it('prints in the PDF’s layout: dark ink on white, without the page’s links and footer', async () => {
    const { page } = await load(pagePath);
    try {
      await page.emulateMedia({ media: 'print' });
      const printed = await page.evaluate(() => ({
        background: getComputedStyle(document.body).backgroundColor,
        text: getComputedStyle(document.body).color,
        links: getComputedStyle(document.querySelector('header.top-bar') as Element).display,
        footer: getComputedStyle(document.querySelector('footer') as Element).display,
      }));
      expect(printed).toEqual({
        background: 'rgb(255, 255, 255)',
        text: 'rgb(17, 24, 39)',
        links: 'none',
        footer: 'none',
      });
      await fullPageScreenshot(page, `resume-${code}-print`);
    } finally {
      // The tab goes on to the next check on screen.
      await page.emulateMedia({ media: null });
    }
  });

  it('links the PDF of its language and the portfolio page', async () => {
    const { page } = await load(pagePath);
    await expect(
      page.getByRole('link', { name: texts.resume.download }).getAttribute('href'),
    ).resolves.toBe(`${prefix}files/resume.pdf`);
    await expect(
      page
        .getByRole('link', { name: texts.documents.backToSite.replace('{name}', texts.name) })
        .getAttribute('href'),
    ).resolves.toBe(prefix);
  });
});

describe.each(LANGUAGES)("the $code page's resume block", ({ prefix, texts }) => {
  it("'Get My Resume', signed in: the page language's PDF in a new tab; the page link", async () => {
    const { context, page, problems } = await signedInVisit(prefix);
    try {
      await waitForHydration(page);
      const link = page.getByRole('link', { name: texts.projectsSection.resumePage });
      await link.scrollIntoViewIfNeeded();
      await expect(link.getAttribute('href')).resolves.toBe(`${prefix}resume/`);
      const button = page.getByRole('button', { name: texts.projectsSection.getResume });
      const tabOpened = context.waitForEvent('page', { timeout: 10_000 });
      await button.click();
      const tab = await tabOpened;
      await tab.waitForURL((url) => url.pathname === `${prefix}files/resume.pdf`);
      const response = await context.request.get(tab.url());
      expect(response.headers()['content-type']).toBe('application/pdf');
      expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
