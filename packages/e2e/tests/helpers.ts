import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Demo-1234';

/**
 * Signs in through /auth as a person at a keyboard would: real keystrokes at a human pace, so the
 * form's bot detection (SPEC 5: under 2000 ms, no interaction) sees a person.
 */
export async function signIn(page: Page, email: string, password = PASSWORD, { remember = false } = {}): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').pressSequentially(email, { delay: 100 });
  await page.getByLabel('Password', { exact: true }).pressSequentially(password, { delay: 100 });
  if (remember) await page.getByText('Keep me signed in for 30 days').click();
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function expectPath(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path);
}

export const MAILBOX = 'http://127.0.0.1:5025';

/** The messages the local mailbox captured for `to`, once at least `count` have arrived. */
export async function mailFor(to: string, count = 1): Promise<Array<{ subject: string; text: string }>> {
  let messages: Array<{ subject: string; text: string }> = [];
  await expect
    .poll(async () => {
      messages = await (await fetch(`${MAILBOX}/api/messages?to=${encodeURIComponent(to)}`)).json();
      return messages.length;
    }, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(count);
  return messages;
}
