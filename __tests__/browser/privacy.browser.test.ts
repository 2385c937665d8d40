import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  axeViolations,
  fullPageScreenshot,
  launchChromium,
  offlineContext,
  SCREENSHOT_DIR,
  themeTabs,
  waitForHydration,
  watchProblems,
} from './support/browser';
import { listDocuments, lookUpAccount } from './support/localStack';
import { readStackState } from './support/stackState';
import { en, hi } from '../support/sample';
import { holdEmulatorAccounts } from './support/accountsLock';

const stack = readStackState();
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 412, height: 823 };
const NOTICES = [
  { code: 'en', page: '/', notice: '/privacy/', texts: en },
  { code: 'hi', page: '/hi/', notice: '/hi/privacy/', texts: hi },
] as const;

let browser: Browser;

holdEmulatorAccounts();

beforeAll(async () => {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe('the privacy notice', () => {
  describe.each(NOTICES)('$notice', ({ code, notice, texts }) => {
    // Each theme's tab loads the notice again at each width (themeTabs).
    const tabs = themeTabs(() => browser);
    afterAll(() => tabs.close());

    it.each([
      ['phone', 'dark', PHONE],
      ['phone', 'light', PHONE],
      ['desktop', 'dark', DESKTOP],
      ['desktop', 'light', DESKTOP],
    ] as const)(
      'at %s width in the %s theme: its language, its theme, axe-clean',
      async (width, theme, viewport) => {
        const page = await tabs.tab(theme, viewport);
        const problems = watchProblems(page);
        await page.goto(new URL(notice, stack.web).href, { waitUntil: 'load' });
        await expect(page.getAttribute('html', 'lang')).resolves.toBe(code);
        await expect(page.getAttribute('html', 'data-theme')).resolves.toBe(theme);
        await expect(page.title()).resolves.toBe(`${texts.privacy.title} · ${texts.name}`);
        await page.getByRole('heading', { level: 1, name: texts.privacy.title }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        // No sideways scrolling on a phone.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        expect(problems).toEqual([]);
        await fullPageScreenshot(page, `privacy-${code}-${width}-${theme}`);
      },
    );

    it('is read without JavaScript', async () => {
      const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.goto(new URL(notice, stack.web).href);
        await page.getByRole('heading', { level: 2, name: texts.privacy.rightsHeading }).waitFor();
        await expect(page.locator('main').innerText()).resolves.toContain('contactDraft');
      } finally {
        await context.close();
      }
    });
  });

  it.each(NOTICES)(
    "is linked from the $code page's footer and contact section",
    async ({ code, page: pagePath, notice, texts }) => {
      const { context } = await offlineContext(browser, DESKTOP);
      try {
        const page = await context.newPage();
        await page.goto(new URL(pagePath, stack.web).href, { waitUntil: 'load' });
        await waitForHydration(page);
        const footerLink = page.getByRole('contentinfo').getByRole('link', {
          name: texts.footer.privacy,
        });
        await expect(footerLink.getAttribute('href')).resolves.toBe(notice);
        await footerLink.scrollIntoViewIfNeeded();
        await page
          .getByRole('contentinfo')
          .screenshot({ path: path.join(SCREENSHOT_DIR, `footer-${code}-desktop.png`) });
        const contactLink = page
          .locator('#contact')
          .getByRole('link', { name: texts.contact.privacyLink });
        await contactLink.scrollIntoViewIfNeeded();
        await Promise.all([page.waitForURL(new URL(notice, stack.web).href), contactLink.click()]);
        await page.getByRole('heading', { level: 1, name: texts.privacy.title }).waitFor();
        await page
          .getByRole('link', { name: texts.documents.backToSite.replace('{name}', texts.name) })
          .click();
        await page.waitForURL(new URL(pagePath, stack.web).href);
      } finally {
        await context.close();
      }
    },
  );
});

/** Signs in through the Auth emulator's Google page with a new generated account. */
async function signInWithNewAccount(page: Page): Promise<string> {
  const popupOpened = page.context().waitForEvent('page');
  await page.locator('#contact').getByRole('button', { name: 'Sign in with Google' }).click();
  const popup = await popupOpened;
  const closed = popup.waitForEvent('close');
  await popup.waitForURL(/\/emulator\/auth\/handler\?/);
  await popup.getByRole('button', { name: 'Add new account' }).click();
  await popup.getByRole('button', { name: 'Auto-generate user information' }).click();
  const email = await popup.locator('#email-input').inputValue();
  await popup.getByRole('button', { name: 'Sign in with Google.com' }).click();
  await closed;
  await page.getByRole('status').filter({ hasText: 'Successfully authenticated!' }).waitFor();
  return email;
}

it('Delete my account, with the keyboard: Escape keeps it, then confirming deletes it', async () => {
  const { context } = await offlineContext(browser, PHONE);
  try {
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(stack.web, { waitUntil: 'load' });
    await waitForHydration(page);
    const email = await signInWithNewAccount(page);
    const contact = page.locator('#contact');
    const user = (await listDocuments(stack, 'users')).find((doc) => doc.fields.email === email);
    expect(user).toBeDefined();
    await contact.screenshot({ path: path.join(SCREENSHOT_DIR, 'contact-signed-in-phone.png') });

    // From the notice's link, Tab reaches "Delete my account".
    await contact.getByRole('link', { name: en.contact.privacyLink }).focus();
    await page.keyboard.press('Tab');
    const deleteButton = contact.getByRole('button', { name: en.contact.deleteAccount });
    await expect(deleteButton.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: en.deleteDialog.heading });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'delete-account-dialog-phone.png') });
    // Focus starts on "Keep my account"; Escape closes and gives focus back.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      en.deleteDialog.cancel,
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(deleteButton.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    expect(await lookUpAccount(stack, user!.id)).not.toBeNull();

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: en.messages.accountDeleted }).waitFor();
    await contact.getByText(en.contact.signedOut).waitFor();
    const signIn = contact.getByRole('button', { name: en.contact.signIn });
    await expect(signIn.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    await contact.screenshot({ path: path.join(SCREENSHOT_DIR, 'contact-deleted-phone.png') });
    expect(await lookUpAccount(stack, user!.id)).toBeNull();
    expect((await listDocuments(stack, 'users')).map((doc) => doc.id)).not.toContain(user!.id);
    await expect(page.evaluate(() => window.localStorage.getItem('authUser'))).resolves.toBeNull();
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
