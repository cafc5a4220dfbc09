import type { Page } from '@playwright/test';
import { expect, skipShellWait, test } from './fixtures';
import { PASSWORD, expectPath } from './helpers';
import { uniqueEmail } from './auth-emulator';

// Issue [L]: a prerendered page takes input from its first paint, and nothing a visitor types, ticks,
// picks or presses before the app runs is lost. The app (main.js) is held back until the visitor has
// done it, on a phone's CPU (throttled through the DevTools protocol), so each journey happens before
// the app starts; one types on while it starts.

const MAIN_JS = /\/main\.[0-9a-f]+\.js$/;

/** Throttles the page's CPU as a phone's and holds main.js back until `release` is called. */
async function beforeTheApp(page: Page, rate = 4): Promise<{ release: () => void }> {
  skipShellWait(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(MAIN_JS, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

const appRuns = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-booted', '', { timeout: 30_000 });

test('home: a place typed, the van picked and a passenger added before the app runs are all kept, and the suggestions open', async ({ page }) => {
  const { release } = await beforeTheApp(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const from = page.getByRole('combobox', { name: 'From' });
  await from.click();
  await expect(from).toBeFocused();
  await page.keyboard.type('Charles', { delay: 120 });
  await expect(from).toHaveValue('Charles');
  await page.getByText('Van (minivan)').click();
  await page.getByRole('button', { name: 'More: Passengers' }).click();
  await from.click();
  await expect(page.locator('html')).not.toHaveAttribute('data-booted');

  release();
  await appRuns(page);
  await expect(from).toHaveValue('Charles');
  await expect(from).toBeFocused();
  // The text already there is searched for without another keystroke.
  await expect(page.getByRole('listbox', { name: 'From' }).getByRole('option').first()).toBeVisible();
  await expect(page.getByRole('radio', { name: /Van \(minivan\)/ })).toBeChecked();
  await expect(page.getByRole('spinbutton', { name: 'Passengers' })).toHaveAttribute('aria-valuenow', '2');
  // The booking draft (restored on a reload) holds what the page adopted.
  const draft = await page.evaluate(() => JSON.parse(sessionStorage.getItem('rides:booking-draft:v1') ?? '{}') as Record<string, unknown>);
  expect(draft).toMatchObject({ fromText: 'Charles', vehicle: 'van', passengers: 2 });
});

test('home: typing goes on while the app starts on a slow phone, and not a character is lost', async ({ page }) => {
  skipShellWait(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const to = page.getByRole('combobox', { name: 'To' });
  await to.click();
  await page.keyboard.type('Gare de Lyon, Paris', { delay: 120 });
  await appRuns(page);
  await expect(to).toHaveValue('Gare de Lyon, Paris');
  await expect(page.getByRole('listbox', { name: 'To' }).getByRole('option').first()).toBeVisible();
});

test('sign-in: the e-mail and password typed, and Enter pressed, before the app runs sign the customer in', async ({ page }) => {
  const { release } = await beforeTheApp(page);
  await page.goto('/auth', { waitUntil: 'domcontentloaded' });
  await page.getByRole('textbox', { name: 'Email' }).click();
  await page.keyboard.type('customer@example.com', { delay: 60 });
  await page.getByLabel('Password', { exact: true }).click();
  await page.keyboard.type(PASSWORD, { delay: 60 });
  await page.keyboard.press('Enter');
  // Not sent by the browser: no GET with the password in the address.
  expect(new URL(page.url()).search).toBe('');

  release();
  await expectPath(page, '/customer');
});

test('contact: a message typed and sent before the app runs reaches the team', async ({ page }) => {
  const { release } = await beforeTheApp(page);
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  await page.getByRole('textbox', { name: /^Your name/ }).pressSequentially('Ada Lovelace', { delay: 40 });
  await page.getByRole('textbox', { name: /^Your e-mail/ }).pressSequentially(uniqueEmail('early'), { delay: 40 });
  await page.getByRole('textbox', { name: /^Your message/ }).pressSequentially('Is there a child seat?', { delay: 40 });
  await page.getByRole('button', { name: 'Send message' }).click();

  release();
  await expect(page.getByText(/Thank you: your message has reached our team/)).toBeVisible();
});

test('partner sign-up: what was typed before the app runs is the form’s own (a re-render in another language keeps it)', async ({ page }) => {
  const { release } = await beforeTheApp(page);
  await page.goto('/signup/partner', { waitUntil: 'domcontentloaded' });
  await page.getByRole('textbox', { name: /Company name/ }).pressSequentially('Hôtel des Arts', { delay: 40 });
  await page.getByRole('textbox', { name: /^Email/ }).pressSequentially('desk@hotel.example', { delay: 40 });

  release();
  await appRuns(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('textbox', { name: /Nom de l’entreprise|Nom de l'entreprise/ })).toHaveValue('Hôtel des Arts');
  await expect(page.locator('input[name="email"]')).toHaveValue('desk@hotel.example');
});

test('the first Alt+M, right-click and language choice act before the app runs', async ({ page }) => {
  const { release } = await beforeTheApp(page);
  await page.goto('/faq', { waitUntil: 'domcontentloaded' });
  await page.keyboard.press('Alt+KeyM');
  await expect(page.locator('#main')).toBeFocused();
  const blocked = await page.locator('h1').evaluate((h1) => !h1.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true })));
  expect(blocked).toBe(true);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
