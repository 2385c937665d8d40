import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  launchChromium,
  offlineContext,
  openPage,
  storeVisitorState,
  waitForHydration,
} from './support/browser';
import { readInbox, resetStack } from './support/localStack';
import { signInThroughPopup, toast } from './support/signIn';
import { readStackState, ROOT } from './support/stackState';
import { en } from '../support/sample';
import { holdEmulatorAccounts } from './support/accountsLock';

const stack = readStackState();
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 412, height: 823 };
const SHOTS = path.join(ROOT, 'test-results', 'sessions');

let browser: Browser;

holdEmulatorAccounts();

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const contact = (page: Page) => page.locator('#contact');
const messageBox = (page: Page) => contact(page).getByPlaceholder('Write your message here...');

async function showContact(page: Page) {
  await contact(page).scrollIntoViewIfNeeded();
  await contact(page).getByRole('heading', { name: "Let's Connect" }).waitFor();
}

describe('who is signed in, across tabs', () => {
  it('a sign-out in one tab reaches the other: it sends nothing in that account’s name', async () => {
    await resetStack(stack);
    const { context } = await offlineContext(browser, DESKTOP);
    try {
      const first = await context.newPage();
      await first.goto(stack.web, { waitUntil: 'load' });
      await waitForHydration(first);
      await showContact(first);
      const { email } = await signInThroughPopup(first);

      // A second tab of the same browser, opened while signed in.
      const second = await context.newPage();
      await second.goto(stack.web, { waitUntil: 'load' });
      await waitForHydration(second);
      await showContact(second);
      await contact(second).getByText(email, { exact: true }).waitFor();
      await messageBox(second).fill('Written in the second tab.');

      await contact(first).getByRole('button', { name: 'Sign out' }).click();
      await contact(first).getByText('Please authenticate to send a message').waitFor();
      // Send at once in the second tab: it may not have heard from Firebase yet.
      await contact(second)
        .getByRole('button', { name: 'Send Message' })
        .click({ timeout: 2000 })
        .catch(() => undefined);

      // The second tab follows: signed out, the message gone with the account.
      await contact(second).getByText('Please authenticate to send a message').waitFor();
      await expect(contact(second).getByText(email, { exact: true }).count()).resolves.toBe(0);
      await expect(
        second.evaluate(() => window.sessionStorage.getItem('contactDraft')),
      ).resolves.toBeNull();
      expect(await readInbox(stack)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('Send pressed before this tab heard of the sign-out asks to sign in and sends nothing', async () => {
    await resetStack(stack);
    const { context } = await offlineContext(browser, DESKTOP);
    try {
      const page = await context.newPage();
      await page.goto(stack.web, { waitUntil: 'load' });
      await waitForHydration(page);
      await showContact(page);
      await signInThroughPopup(page);
      await messageBox(page).fill('Not in my name, please.');
      // Another tab of the site signs out: authUser goes at once, while Firebase tells this
      // tab only at its next look. Send is pressed in that gap.
      await page.evaluate(() => window.localStorage.removeItem('authUser'));
      await contact(page).getByRole('button', { name: 'Send Message' }).click();

      await toast(page, en.messages.authenticateFirst).waitFor();
      await contact(page).getByText('Please authenticate to send a message').waitFor();
      expect(await readInbox(stack)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('after a deploy, a script chunk is gone', () => {
  it('is asked for again, then a reload is offered that keeps the message being written', async () => {
    const { context, page } = await openPage(browser, stack.web, { ...PHONE, dark: true });
    try {
      await storeVisitorState(context, { dark: true, signedIn: true });
      // The tech strip's chunk of the release this page came with no longer exists.
      const chunkRequests: string[] = [];
      await page.route(/\/tech-stack\.[0-9a-f]+\.js$/, (route) => {
        chunkRequests.push(route.request().url());
        return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
      });
      await page.reload({ waitUntil: 'load' });
      await waitForHydration(page);
      await showContact(page);
      await messageBox(page).fill('Half a thought, kept across the reload.');
      await page.locator('#tech-stack').scrollIntoViewIfNeeded();

      const offer = page.getByRole('status').filter({ hasText: en.messages.pageUpdated });
      await offer.waitFor();
      expect(chunkRequests).toHaveLength(2);
      expect(new Set(chunkRequests).size).toBe(1);
      await page.screenshot({ path: path.join(SHOTS, 'reload-offer-phone-dark.png') });

      await page.unroute(/\/tech-stack\.[0-9a-f]+\.js$/);
      const reloaded = page.waitForEvent('load');
      await offer.getByRole('link', { name: en.messages.reloadPage }).click();
      await reloaded;
      await waitForHydration(page);
      await showContact(page);
      await expect(messageBox(page).inputValue()).resolves.toBe(
        'Half a thought, kept across the reload.',
      );
      await expect(toast(page, en.messages.pageUpdated).count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });
});
