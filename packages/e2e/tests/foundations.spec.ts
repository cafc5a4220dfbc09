import { expect, test, type Page } from './fixtures';
import { expectPath, signIn } from './helpers';
import { sql } from './database';

// Bugs a new user hit (issue [J] 5), each as the person met it.

const inDays = (n: number) => new Date(Date.now() + n * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

async function choosePlace(page: Page, label: 'From' | 'To' | 'Départ' | 'Arrivée', typed: string, option: RegExp) {
  await page.getByRole('combobox', { name: label }).pressSequentially(typed, { delay: 60 });
  await page.getByRole('option', { name: option }).click();
}

test('the chosen language holds after a reload: selector, header, home page, booking form and /pricing', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.getByRole('combobox', { name: 'Départ' })).toBeVisible();
  await page.reload();

  await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('combobox', { name: 'Départ' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Arrivée' })).toBeVisible();
  await page.goto('/pricing');
  await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tarifs');
});

test('"Sign in" at checkout returns to the checkout with the trip kept, and the profile fills name, phone and e-mail', async ({ page }) => {
  await sql("update users set full_name = 'Camille Martin', phone = '+33612345678' where email = 'customer@example.com'");
  await page.goto('/');
  await choosePlace(page, 'From', 'Paris 8', /Paris 8th arrondissement/);
  await choosePlace(page, 'To', 'CDG 2E', /Terminal 2E/);
  await page.getByLabel('Pickup date').fill(inDays(4));
  await page.getByLabel('Pickup time').fill('09:15');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check and confirm' })).toBeVisible();

  await page.getByRole('link', { name: 'Sign in (what you typed is kept)' }).click();
  await expectPath(page, '/auth');
  await page.getByLabel('Email').pressSequentially('customer@example.com', { delay: 100 });
  await page.getByLabel('Password', { exact: true }).pressSequentially('Demo-1234', { delay: 100 });
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page.getByRole('heading', { name: 'Check and confirm' })).toBeVisible();
  await expectPath(page, '/');
  await expect(page).toHaveURL(/[?&]step=checkout/);
  await expect(page.getByText('Charles de Gaulle Airport (CDG) – Terminal 2E')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Your full name/ })).toHaveValue('Camille Martin');
  await expect(page.getByRole('textbox', { name: /Your mobile phone/ })).toHaveValue('+33612345678');
  await expect(page.getByRole('textbox', { name: /Your e-mail/ })).toHaveValue('customer@example.com');
  // British English, 24-hour clock, Paris time: the same words the e-mail uses.
  const day = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${inDays(4)}T12:00:00Z`));
  await expect(page.getByText(`${day} at 09:15 (Paris time)`)).toBeVisible();
});

test('/admin/pending-signups loads the applications of both kinds', async ({ page }) => {
  await signIn(page, 'admin@example.com');
  await expectPath(page, '/admin');
  await page.goto('/admin/pending-signups');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading applications' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('No application is waiting for a decision.').or(page.getByRole('button', { name: /^Approve / }).first())).toBeVisible();
});
