import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import {
  axeViolations,
  fullPageScreenshot,
  launchChromium,
  offlineContext,
  SCREENSHOT_DIR,
  themeTabs,
  watchProblems,
} from './support/browser';
import { holdDocumentsScript, layoutShifts } from './support/documentPage';
import { readStackState } from './support/stackState';
import { en, hi } from '../support/sample';

const stack = readStackState();
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 412, height: 823 };
const NARROW = { width: 320, height: 640 };

/** A post, the blog, a tag page and a case study, in each language, with its h1. */
const PAGES = [
  {
    name: 'post',
    code: 'en',
    path: '/blog/refill-double-booking/',
    h1: 'Two taps, one cylinder: stopping double bookings in Refill Buddy',
  },
  { name: 'blog', code: 'en', path: '/blog/', h1: en.blog.title },
  {
    name: 'tag',
    code: 'en',
    path: '/blog/tags/mongodb/',
    h1: en.blog.tagTitle.replace('{tag}', 'mongodb'),
  },
  {
    name: 'case-study',
    code: 'en',
    path: '/projects/refill-buddy/',
    h1: 'Refill Buddy: booking a gas refill in a few taps',
  },
  {
    name: 'post',
    code: 'hi',
    path: '/hi/blog/dbf-to-excel/',
    h1: 'पुरानी DBF फ़ाइलें बदलना, किसी का नाम खोए बिना',
  },
  { name: 'blog', code: 'hi', path: '/hi/blog/', h1: hi.blog.title },
  {
    name: 'tag',
    code: 'hi',
    path: '/hi/blog/tags/python/',
    h1: hi.blog.tagTitle.replace('{tag}', 'python'),
  },
  {
    name: 'case-study',
    code: 'hi',
    path: '/hi/projects/refill-buddy/',
    h1: 'Refill Buddy: कुछ टैप में गैस रीफ़िल की बुकिंग',
  },
] as const;

let browser: Browser;

beforeAll(async () => {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.each(PAGES)('the $code $name page ($path)', ({ name, code, path, h1 }) => {
  // Each theme's tab loads the page again at each width (themeTabs).
  const tabs = themeTabs(() => browser);
  afterAll(() => tabs.close());

  it.each([
    ['phone', 'dark', PHONE],
    ['phone', 'light', PHONE],
    ['desktop', 'dark', DESKTOP],
    ['desktop', 'light', DESKTOP],
  ] as const)(
    'at %s width in the %s theme: its language and theme, axe-clean, no error',
    async (width, theme, viewport) => {
      const page = await tabs.tab(theme, viewport);
      const problems = watchProblems(page);
      await page.goto(new URL(path, stack.web).href, { waitUntil: 'load' });
      await expect(page.getAttribute('html', 'lang')).resolves.toBe(code);
      await expect(page.getAttribute('html', 'data-theme')).resolves.toBe(theme);
      await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(problems).toEqual([]);
      await fullPageScreenshot(page, `writing-${code}-${name}-${width}-${theme}`);
    },
  );

  it('does not scroll sideways at 320 px', async () => {
    const page = await tabs.tab('light', NARROW);
    await page.goto(new URL(path, stack.web).href, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });

  it('reads whole without JavaScript', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(new URL(path, stack.web).href);
      await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: (code === 'en' ? en : hi).footer.privacy })
        .waitFor();
      // No button that could not work.
      await expect(page.getByRole('button').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('a post', () => {
  const post = new URL('/blog/refill-double-booking/', stack.web).href;

  it('copies a code block with its button and says so in a live region', async () => {
    const { context } = await offlineContext(browser, DESKTOP);
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.web });
      const page = await context.newPage();
      await page.goto(post, { waitUntil: 'load' });
      const block = page.locator('.code-block').first();
      const button = block.getByRole('button', { name: en.blog.copy });
      await expect(page.getByRole('button', { name: en.blog.copy }).count()).resolves.toBe(3);
      await button.click();
      await block.getByRole('button', { name: en.blog.copied }).waitFor();
      await page.getByRole('status').filter({ hasText: en.blog.copied }).waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(await block.locator('pre').innerText());
      expect(copied).toMatch(/^db\.bookings\.createIndex\(/);
      // Back to "Copy code" by itself, 2 s later.
      await block.getByRole('button', { name: en.blog.copy }).waitFor();
      // The code stays plain text to select.
      await expect(
        block.locator('pre').evaluate((pre) => getComputedStyle(pre).userSelect),
      ).resolves.not.toBe('none');
    } finally {
      await context.close();
    }
  });

  it('gets its copy buttons without moving the code, and no empty room for them without JavaScript', async () => {
    // In Hindi at the phone's size, a code block is on the first screen.
    const hindiPost = new URL('/hi/blog/dbf-to-excel/', stack.web).href;
    const { context } = await offlineContext(browser, PHONE);
    const noScript = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    /** The first code block's top, and the room above its code. */
    const firstBlock = (page: Page) =>
      page
        .locator('.code-block pre')
        .first()
        .evaluate((pre) => ({
          top: pre.getBoundingClientRect().top,
          room: parseFloat(getComputedStyle(pre).paddingTop),
        }));
    try {
      const page = await context.newPage();
      await holdDocumentsScript(page);
      await page.goto(hindiPost, { waitUntil: 'load' });
      await page.getByRole('button', { name: hi.blog.copy }).first().waitFor();
      const withScript = await firstBlock(page);
      expect(withScript.top).toBeLessThan(PHONE.height);
      expect(await layoutShifts(page)).toEqual([]);
      const plain = await noScript.newPage();
      await plain.goto(hindiPost, { waitUntil: 'load' });
      await expect(plain.getByRole('button').count()).resolves.toBe(0);
      expect((await firstBlock(plain)).room).toBeLessThan(withScript.room / 2);
    } finally {
      await context.close();
      await noScript.close();
    }
  });

  it('leads from its contents to each section, and Back returns', async () => {
    const { context } = await offlineContext(browser, PHONE);
    try {
      const page = await context.newPage();
      await page.goto(post, { waitUntil: 'load' });
      const contents = page.getByRole('navigation', { name: en.blog.contents });
      const links = contents.getByRole('link');
      await expect(links.count()).resolves.toBe(5);
      await links.nth(3).click();
      await page.waitForURL(`${post}#the-idempotency-key`);
      const heading = page.getByRole('heading', { level: 2, name: 'The idempotency key' });
      await expect(
        heading.evaluate((element) => {
          const { top } = element.getBoundingClientRect();
          return top >= 0 && top < window.innerHeight / 2;
        }),
      ).resolves.toBe(true);
      await page.goBack();
      await page.waitForURL(post);
    } finally {
      await context.close();
    }
  });

  it('switches language to its translation, or to the other language’s blog', async () => {
    const { context } = await offlineContext(browser, DESKTOP);
    try {
      const page = await context.newPage();
      await page.goto(new URL('/blog/dbf-to-excel/', stack.web).href, { waitUntil: 'load' });
      await page
        .getByRole('navigation', { name: en.topBar.language })
        .getByRole('link', { name: 'हिन्दी' })
        .click();
      await page.waitForURL(new URL('/hi/blog/dbf-to-excel/', stack.web).href);
      await page.goto(post, { waitUntil: 'load' });
      await page
        .getByRole('navigation', { name: en.topBar.language })
        .getByRole('link', { name: 'हिन्दी' })
        .click();
      await page.waitForURL(new URL('/hi/blog/', stack.web).href);
      await page.getByRole('heading', { level: 1, name: hi.blog.title }).waitFor();
    } finally {
      await context.close();
    }
  });
});
