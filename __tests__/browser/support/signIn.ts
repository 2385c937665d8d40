import type { Page } from 'playwright-core';

/** A toast (or another live region) showing this text. */
export const toast = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text });

/**
 * In the Auth emulator's Google page: the account with this e-mail, or a new one with
 * generated details. Returns the account's details.
 */
export async function chooseEmulatorAccount(
  handler: Page,
  existingEmail?: string,
): Promise<{ email: string; displayName: string }> {
  await handler.waitForURL(/\/emulator\/auth\/handler\?/);
  if (existingEmail) {
    const displayName = await handler
      .locator('.js-reuse-account', { hasText: existingEmail })
      .locator('.mdc-list-item__primary-text')
      .textContent();
    await handler.locator('.js-reuse-account', { hasText: existingEmail }).click();
    return { email: existingEmail, displayName: displayName?.trim() ?? '' };
  }
  await handler.getByRole('button', { name: 'Add new account' }).click();
  await handler.getByRole('button', { name: 'Auto-generate user information' }).click();
  const email = await handler.locator('#email-input').inputValue();
  const displayName = await handler.locator('#display-name-input').inputValue();
  if (!email.endsWith('@example.com')) throw new Error(`The emulator generated ${email}.`);
  await handler.getByRole('button', { name: 'Sign in with Google.com' }).click();
  return { email, displayName };
}

/** The real Auth emulator popup: sign in with a new account, or the one with this e-mail. */
export async function signInThroughPopup(
  page: Page,
  existingEmail?: string,
): Promise<{ email: string; displayName: string }> {
  const popupOpened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const popup = await popupOpened;
  const closed = popup.waitForEvent('close');
  const { email, displayName } = await chooseEmulatorAccount(popup, existingEmail);
  // The SDK closes the popup once the emulator's iframe has relayed the result.
  await closed;
  await toast(page, 'Successfully authenticated!').waitFor();
  return { email, displayName };
}
