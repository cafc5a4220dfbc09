import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Demo-1234';

/** SPEC 5: a form completed in under 2000 ms counts as a bot (BOT_RULES.minFillMs of @rides/domain/bot). */
const BOT_MIN_FILL_MS = 2000;

/**
 * Signs in through /auth as a person at a keyboard would: real keystrokes, and the form submitted no
 * sooner than a person could, so its bot detection (SPEC 5: completed in under 2000 ms, or no
 * interaction) sees a person. The keys are typed quickly and the rest of the 2 seconds is waited out
 * (the product's rule is a time, measured from the form's appearance).
 */
export async function signIn(page: Page, email: string, password = PASSWORD, { remember = false } = {}): Promise<void> {
  await page.goto('/auth');
  const emailField = page.getByLabel('Email');
  await emailField.waitFor();
  const shown = Date.now();
  await emailField.pressSequentially(email, { delay: 10 });
  await page.getByLabel('Password', { exact: true }).pressSequentially(password, { delay: 10 });
  if (remember) await page.getByText('Keep me signed in for 30 days').click();
  await page.waitForTimeout(Math.max(0, BOT_MIN_FILL_MS + 200 - (Date.now() - shown)));
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

/** What a form filled by a person reports (SPEC 5), for calls made without the page (signed-out bookings, sign-ups). */
export const PERSON_PROOF = { honeypot: '', elapsedMs: 6000, mouseMoves: 40, keystrokes: 30, touches: 0 };
