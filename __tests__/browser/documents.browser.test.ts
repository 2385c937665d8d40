import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  axeViolations,
  launchChromium,
  offlineContext,
  SCREENSHOT_DIR,
  storeVisitorState,
  waitForHydration,
  watchProblems,
} from './support/browser';
import { holdDocumentsScript, layoutShifts } from './support/documentPage';
import { readStackState } from './support/stackState';
import { en, hi } from '../support/sample';

/**
 * The build's other pages (a post, the privacy notice) wear the site's top bar and footer, and
 * their theme toggle is the home page's: the theme dialog of the spec, without React, the choice
 * stored where the home page reads it.
 */

const stack = readStackState();
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 412, height: 823 };
const NARROW = { width: 320, height: 640 };

const DOCUMENTS = [
  { name: 'post', path: '/blog/refill-double-booking/', home: '/', texts: en },
  { name: 'privacy', path: '/privacy/', home: '/', texts: en },
  { name: 'hindi privacy', path: '/hi/privacy/', home: '/hi/', texts: hi },
] as const;

let browser: Browser;

beforeAll(async () => {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const url = (address: string) => new URL(address, stack.web).href;
const theme = (page: Page) => page.getAttribute('html', 'data-theme');
const focusedName = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
  );

/** The toggle, once the documents' script answers it. */
async function readyToggle(page: Page, name: string) {
  await page.waitForSelector('[data-theme-toggle][data-ready]');
  return page.getByRole('banner').getByRole('button', { name });
}

describe.each(DOCUMENTS)('the $name page ($path)', ({ name, path: address, home, texts }) => {
  it("wears the home page's top bar and footer", async () => {
    const { context } = await offlineContext(browser, DESKTOP);
    try {
      const page = await context.newPage();
      const problems = watchProblems(page);
      await holdDocumentsScript(page);
      await page.goto(url(address), { waitUntil: 'load' });
      const bar = page.getByRole('banner');
      const logo = bar.getByRole('link', {
        name: texts.documents.backToSite.replace('{name}', texts.name),
      });
      await expect(logo.getAttribute('href')).resolves.toBe(home);
      await expect(
        bar.getByRole('link', { name: texts.topBar.contactMe }).getAttribute('href'),
      ).resolves.toBe(`${home}#contact`);
      await bar.getByRole('link', { name: texts.writingSection.blogLink }).waitFor();
      await bar.getByRole('navigation', { name: texts.topBar.language }).waitFor();
      await readyToggle(page, texts.themeToggle.toLight);
      const footer = page.getByRole('contentinfo');
      await footer.getByText(`© ${texts.name} 2024`).waitFor();
      await expect(footer.getByRole('link').count()).resolves.toBe(4);
      // Nothing moved as the script came after the first paint: the toggle kept its room.
      expect(await layoutShifts(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  // A slow machine gives the script after the first paint at any width and in either theme:
  // the page must not move then (the toggle keeps its room; the bar's shadow is no layout).
  it.each([
    { width: 'phone', viewport: PHONE, dark: true },
    { width: 'phone', viewport: PHONE, dark: false },
    { width: 'desktop', viewport: DESKTOP, dark: false },
  ])('keeps still as its script comes late: $width, dark $dark', async ({ viewport, dark }) => {
    const { context } = await offlineContext(browser, viewport);
    try {
      await storeVisitorState(context, { dark });
      const page = await context.newPage();
      await holdDocumentsScript(page);
      await page.goto(url(address), { waitUntil: 'load' });
      await expect(theme(page)).resolves.toBe(dark ? 'dark' : 'light');
      await readyToggle(page, dark ? texts.themeToggle.toLight : texts.themeToggle.toDark);
      expect(await layoutShifts(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('dark → the dialog → No → light, kept across a reload and on the home page', async () => {
    const { context } = await offlineContext(browser, PHONE, { isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      const problems = watchProblems(page);
      await page.goto(url(address), { waitUntil: 'load' });
      await expect(theme(page)).resolves.toBe('dark');
      const toggle = await readyToggle(page, texts.themeToggle.toLight);
      await toggle.click();
      const question = page.getByRole('dialog', { name: texts.themeDialog.questions[0] });
      await question.waitFor();
      // Focus moved in, onto Yes; the page behind is inert.
      await expect(focusedName(page)).resolves.toBe(texts.themeDialog.yes);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, `documents-${name.replace(' ', '-')}-question-phone.png`),
      });
      await question.getByRole('button', { name: texts.themeDialog.no }).click();
      await question.waitFor({ state: 'hidden' });
      await expect(theme(page)).resolves.toBe('light');
      await page.getByRole('status').getByText(texts.messages.nightOwl).waitFor();
      await expect(focusedName(page)).resolves.toBe(texts.themeToggle.toDark);

      await page.reload({ waitUntil: 'load' });
      await expect(theme(page)).resolves.toBe('light');
      await readyToggle(page, texts.themeToggle.toDark);

      await page.goto(url(home), { waitUntil: 'load' });
      await expect(theme(page)).resolves.toBe('light');
      await waitForHydration(page);
      await page
        .getByRole('banner')
        .getByRole('button', { name: texts.themeToggle.toDark })
        .waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('reads whole without JavaScript, in the system theme, with no toggle', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      javaScriptEnabled: false,
      colorScheme: 'light',
    });
    try {
      const page = await context.newPage();
      await page.goto(url(address));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('contentinfo').getByRole('link').first().waitFor();
      await expect(page.getAttribute('html', 'data-theme')).resolves.toBeNull();
      await expect(
        page.evaluate(() => getComputedStyle(document.body).backgroundColor),
      ).resolves.toBe('rgb(248, 250, 252)');
      // No button that could not work.
      await expect(page.getByRole('button').count()).resolves.toBe(0);
      await expect(page.getByRole('banner').getByRole('link').count()).resolves.toBeGreaterThan(2);
    } finally {
      await context.close();
    }
  });

  it('does not scroll sideways at 320 px', async () => {
    const { context } = await offlineContext(browser, NARROW);
    try {
      const page = await context.newPage();
      await page.goto(url(address), { waitUntil: 'load' });
      await readyToggle(page, texts.themeToggle.toLight);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });
});

describe("a post's theme dialog, with the keyboard", () => {
  it('Yes, Yes, Yes: the imposter alert, still dark; Escape is no answer', async () => {
    const { context } = await offlineContext(browser, DESKTOP);
    try {
      const page = await context.newPage();
      await page.goto(url(DOCUMENTS[0].path), { waitUntil: 'load' });
      const toggle = await readyToggle(page, en.themeToggle.toLight);
      await toggle.focus();
      await page.keyboard.press('Enter');
      for (const question of en.themeDialog.questions) {
        await page.getByRole('dialog', { name: question }).waitFor();
        await expect(focusedName(page)).resolves.toBe(en.themeDialog.yes);
        await page.keyboard.press('Enter');
      }
      await page.getByRole('alert').getByText(en.messages.imposter).waitFor();
      await expect(theme(page)).resolves.toBe('dark');
      await expect(focusedName(page)).resolves.toBe(en.themeToggle.toLight);
      // The toast goes by itself, its time after it came, however busy the machine.
      await page.getByRole('alert').waitFor({ state: 'detached' });

      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: en.themeDialog.questions[0] }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await expect(theme(page)).resolves.toBe('dark');
      await expect(focusedName(page)).resolves.toBe(en.themeToggle.toLight);
    } finally {
      await context.close();
    }
  });

  it('No at step 2: light and the explanation; Submit answers with a canned line', async () => {
    const { context } = await offlineContext(browser, DESKTOP);
    try {
      const page = await context.newPage();
      await page.goto(url(DOCUMENTS[0].path), { waitUntil: 'load' });
      await (await readyToggle(page, en.themeToggle.toLight)).click();
      await page.getByRole('button', { name: en.themeDialog.yes }).click();
      await page.getByRole('button', { name: en.themeDialog.no }).click();
      const explanation = page.getByRole('dialog', { name: en.themeDialog.explanationHeading });
      await explanation.waitFor();
      await expect(theme(page)).resolves.toBe('light');
      await page.keyboard.type('My eyes');
      await expect(
        explanation.getByRole('textbox', { name: en.themeDialog.reasonsLabel }).inputValue(),
      ).resolves.toBe('My eyes');
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'documents-explanation.png') });
      await explanation.getByRole('button', { name: en.themeDialog.submit }).click();
      await explanation.waitFor({ state: 'hidden' });
      const reply = page.getByRole('status').locator('.toast');
      await reply.waitFor();
      expect(en.themeDialog.replies).toContain(await reply.textContent());
      await expect(focusedName(page)).resolves.toBe(en.themeToggle.toDark);
      await expect(theme(page)).resolves.toBe('light');
    } finally {
      await context.close();
    }
  });
});
