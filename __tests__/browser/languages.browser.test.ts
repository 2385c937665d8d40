import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  axeViolations,
  fullPageScreenshot,
  holdHeroPhysics,
  launchChromium,
  offlineContext,
  SCREENSHOT_DIR,
  storeVisitorState,
  waitForHydration,
} from './support/browser';
import { readStackState } from './support/stackState';
import { en, hi } from '../support/sample';

const { web: origin } = readStackState();
const DESKTOP = { width: 1280, height: 800 };
/** Lighthouse's phone: a Moto G Power. */
const PHONE = { width: 412, height: 823 };
const PHONE_DEVICE = { isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 };
const PAGES = [
  { code: 'en', path: '/', texts: en, locale: 'en_IN' },
  { code: 'hi', path: '/hi/', texts: hi, locale: 'hi_IN' },
] as const;
const HINDI = PAGES[1];

let browser: Browser;

beforeAll(async () => {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

interface Visit {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions (a hydration mismatch is one of them). */
  problems: string[];
}

/**
 * A fresh offline context on one language's page, hydrated, watching for errors. The hero's
 * falling shapes are held back unless `heroPhysics` asks for them: nothing here is about them
 * (page.browser.test.ts is).
 */
async function visit(
  pagePath: string,
  { viewport = DESKTOP, phone = false, dark = true, heroPhysics = false } = {},
): Promise<Visit> {
  const { context, traffic } = await offlineContext(browser, viewport, phone ? PHONE_DEVICE : {});
  await storeVisitorState(context, { dark });
  if (!heroPhysics) await holdHeroPhysics(context);
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
  await waitForHydration(page);
  return { context, page, problems };
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const themeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

describe.each(PAGES)('the $code page', ({ code, path: pagePath, texts, locale }) => {
  it('says its language and names the other page: lang, hreflang, og:locale, title, texts', async () => {
    const { context, page, problems } = await visit(pagePath);
    try {
      await expect(page.getAttribute('html', 'lang')).resolves.toBe(code);
      await expect(page.title()).resolves.toBe(`${texts.name} · ${texts.title}`);
      const head = await page.evaluate(() => ({
        alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map(
          (link) => [
            link.getAttribute('hreflang'),
            new URL(link.getAttribute('href') ?? '').pathname,
          ],
        ),
        feeds: [...document.querySelectorAll('link[rel="alternate"][type]')].map((link) => [
          link.getAttribute('type'),
          new URL(link.getAttribute('href') ?? '').pathname,
        ]),
        locale: document.querySelector('meta[property="og:locale"]')?.getAttribute('content'),
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      }));
      expect(head.alternates).toEqual([
        ['en', '/'],
        ['hi', '/hi/'],
        ['x-default', '/'],
      ]);
      // The language's feeds, which the sample's posts have in both languages.
      expect(head.feeds).toEqual([
        ['application/rss+xml', `${pagePath}blog/rss.xml`],
        ['application/atom+xml', `${pagePath}blog/atom.xml`],
        ['application/feed+json', `${pagePath}blog/feed.json`],
      ]);
      expect(head.locale).toBe(locale);
      expect(new URL(head.canonical ?? '').pathname).toBe(pagePath);
      await page.getByRole('heading', { level: 1, name: texts.name }).waitFor();
      await page.getByRole('button', { name: texts.hero.about }).waitFor();
      const other = PAGES.find((candidate) => candidate.code !== code) ?? HINDI;
      const name = other.code === 'hi' ? 'हिन्दी' : 'English';
      const link = page
        .getByRole('navigation', { name: texts.topBar.language })
        .getByRole('link', { name });
      await expect(link.getAttribute('href')).resolves.toBe(other.path);
      await expect(link.getAttribute('hreflang')).resolves.toBe(other.code);
      await expect(link.getAttribute('lang')).resolves.toBe(other.code);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['dark', true],
    ['light', false],
  ] as const)('has no axe violations in the %s theme', async (_, dark) => {
    const { context, page, problems } = await visit(pagePath, { dark });
    try {
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: texts.hero.about }).click();
      await page.getByRole('dialog', { name: texts.about.heading }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("the Hindi page's journeys, in Hindi", () => {
  it('theme dialog: Yes, Yes, Yes ends on the imposter toast in Hindi, still dark', async () => {
    const { context, page, problems } = await visit(HINDI.path);
    try {
      await page.getByRole('button', { name: hi.themeToggle.toLight }).click();
      for (const question of hi.themeDialog.questions) {
        const dialog = page.getByRole('dialog', { name: question });
        await dialog.waitFor();
        await dialog.getByRole('button', { name: hi.themeDialog.yes }).click();
        await dialog.waitFor({ state: 'detached' });
      }
      await toast(page, hi.messages.imposter).waitFor();
      expect(await themeOf(page)).toBe('dark');
      expect(problems).toEqual([]);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'hi-1280-imposter.png') });
    } finally {
      await context.close();
    }
  });

  it('theme dialog: No at the first question turns the page light with the night-owl line', async () => {
    const { context, page, problems } = await visit(HINDI.path);
    try {
      await page.getByRole('button', { name: hi.themeToggle.toLight }).click();
      await page
        .getByRole('dialog', { name: hi.themeDialog.questions[0] })
        .getByRole('button', { name: hi.themeDialog.no })
        .click();
      await toast(page, hi.messages.nightOwl).waitFor();
      expect(await themeOf(page)).toBe('light');
      await page.getByRole('button', { name: hi.themeToggle.toDark }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('theme dialog: Yes, No, the reasons in Hindi, Submit; a Hindi canned reply', async () => {
    const { context, page, problems } = await visit(HINDI.path);
    try {
      await page.getByRole('button', { name: hi.themeToggle.toLight }).click();
      await page
        .getByRole('dialog', { name: hi.themeDialog.questions[0] })
        .getByRole('button', { name: hi.themeDialog.yes })
        .click();
      await page
        .getByRole('dialog', { name: hi.themeDialog.questions[1] })
        .getByRole('button', { name: hi.themeDialog.no })
        .click();
      const modal = page.getByRole('dialog', { name: hi.themeDialog.explanationHeading });
      await modal.getByPlaceholder(hi.themeDialog.reasonsPlaceholder).fill('आँखों को आराम');
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'hi-1280-explain-light.png') });
      await modal.getByRole('button', { name: hi.themeDialog.submit }).click();
      const reply = await page.waitForFunction(
        (replies) =>
          [...document.querySelectorAll('[role="status"]')]
            .map((node) => node.textContent ?? '')
            .find((text) => replies.includes(text)) ?? null,
        hi.themeDialog.replies,
      );
      expect(hi.themeDialog.replies).toContain(await reply.jsonValue());
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('About Me: the overlay in Hindi, closed with its Hindi close button', async () => {
    const { context, page, problems } = await visit(HINDI.path);
    try {
      await page.getByRole('button', { name: hi.hero.about }).click();
      const dialog = page.getByRole('dialog', { name: hi.about.heading });
      await dialog.getByText(hi.about.bio).waitFor();
      await dialog.getByText(hi.about.slogan).waitFor();
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'hi-1280-about-dark.png') });
      await dialog.getByRole('button', { name: hi.common.close }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('contact signed out: the Hindi invitation, and the resume asks to sign in first, in Hindi', async () => {
    const { context, page, problems } = await visit(HINDI.path);
    try {
      const contact = page.locator('#contact');
      await contact.scrollIntoViewIfNeeded();
      await contact.getByRole('heading', { name: hi.contact.heading }).waitFor();
      await contact.getByText(hi.contact.signedOut).waitFor();
      await contact.getByRole('button', { name: hi.contact.signIn }).waitFor();
      const resume = page.getByRole('button', { name: hi.projectsSection.getResume });
      await resume.scrollIntoViewIfNeeded();
      await resume.click();
      await toast(page, hi.messages.authenticateFirst).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("mobile menu at 412 px: 'मुझसे जुड़ें' with the socials, the blog and the English page", async () => {
    const { context, page, problems } = await visit(HINDI.path, { viewport: PHONE, phone: true });
    try {
      await page.getByRole('button', { name: hi.topBar.connect }).tap();
      const dialog = page.getByRole('dialog', { name: hi.topBar.connect });
      await dialog.waitFor();
      const english = dialog.getByRole('link', { name: 'English' });
      await expect(english.getAttribute('href')).resolves.toBe('/');
      await expect(english.getAttribute('lang')).resolves.toBe('en');
      const blog = dialog.getByRole('link', { name: hi.writingSection.blogLink });
      await expect(blog.getAttribute('href')).resolves.toBe('/hi/blog/');
      await expect(dialog.getByRole('link').count()).resolves.toBe(5);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'hi-412-menu-dark.png') });
      await dialog.getByRole('button', { name: hi.common.close }).tap();
      await dialog.waitFor({ state: 'detached' });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the Hindi page on screen', () => {
  it.each([
    { width: 412, viewport: PHONE, phone: true, theme: 'dark' },
    { width: 412, viewport: PHONE, phone: true, theme: 'light' },
    { width: 1280, viewport: DESKTOP, phone: false, theme: 'dark' },
    { width: 1280, viewport: DESKTOP, phone: false, theme: 'light' },
  ] as const)(
    'at $width px in the $theme theme: Devanagari glyphs, nothing wider than the screen (screenshot)',
    async ({ width, viewport, phone, theme }) => {
      // With the shapes: this waits for the network to go quiet, which a held chunk never is.
      const { context, page, problems } = await visit(HINDI.path, {
        viewport,
        phone,
        dark: theme === 'dark',
        heroPhysics: true,
      });
      try {
        // The heading's text is drawn with a Devanagari font, not boxes for missing glyphs.
        const cdp = await context.newCDPSession(page);
        await cdp.send('DOM.enable');
        await cdp.send('CSS.enable');
        const { root } = await cdp.send('DOM.getDocument');
        const { nodeId } = await cdp.send('DOM.querySelector', {
          nodeId: root.nodeId,
          selector: 'h1',
        });
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        expect(fonts.map((font) => font.familyName).join(', ')).toMatch(/Devanagari/);

        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 400) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 40));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        // Every line of text lies within the screen's width (the tech strip scrolls by design).
        const outside = await page.evaluate(() => {
          const found: string[] = [];
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement;
            if (!node.textContent?.trim() || !parent) continue;
            if (parent.closest('[data-testid="tech-track"], .visually-hidden, script')) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) {
              if (rect.width > 0 && (rect.left < -1 || rect.right > window.innerWidth + 1)) {
                found.push(node.textContent.trim().slice(0, 40));
              }
            }
          }
          return found;
        });
        expect(outside).toEqual([]);
        await expect(
          page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).resolves.toBeLessThanOrEqual(0);
        await fullPageScreenshot(page, `hi-${width}-${theme}`);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

describe('the language switch after hydration', () => {
  it('goes to the same section on the other page: Contact in English → संपर्क in Hindi', async () => {
    const { context, page, problems } = await visit('/');
    try {
      await page.locator('#contact').scrollIntoViewIfNeeded();
      const link = page.getByRole('navigation', { name: en.topBar.language }).getByRole('link');
      await page.waitForFunction(
        () =>
          document.querySelector('.top-bar-languages a')?.getAttribute('href') === '/hi/#contact',
      );
      await link.click();
      await page.waitForURL(/\/hi\/#contact$/);
      await waitForHydration(page);
      const heading = page.getByRole('heading', { level: 2, name: hi.contact.heading });
      await heading.waitFor();
      const box = await heading.boundingBox();
      expect(box && box.y >= 0 && box.y < DESKTOP.height).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
