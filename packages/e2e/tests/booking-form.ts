import { expect, type Page } from '@playwright/test';

/** The booking form and checkout as a person fills them (booking.spec.ts, back-office.spec.ts). */
/** A pickup date a few days ahead (always bookable: the lead time is hours), as the date field takes it. */
export const inDays = (n: number) => new Date(Date.now() + n * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** Types a place as a person would and picks it from the suggestions. */
export async function choosePlace(page: Page, label: 'From' | 'To', typed: string, option: RegExp) {
  await page.getByRole('combobox', { name: label }).pressSequentially(typed, { delay: 60 });
  await page.getByRole('option', { name: option }).click();
}

/** Paris 8e -> CDG Terminal 2E (or the other way), three days ahead at 10:00 (Paris time). */
export async function fillTrip(page: Page, direction: 'to-airport' | 'from-airport' = 'to-airport') {
  await page.goto('/');
  const paris = { typed: 'Paris 8', option: /Paris 8th arrondissement/ };
  const cdg = { typed: 'CDG 2E', option: /Terminal 2E/ };
  const [from, to] = direction === 'to-airport' ? [paris, cdg] : [cdg, paris];
  await choosePlace(page, 'From', from.typed, from.option);
  await choosePlace(page, 'To', to.typed, to.option);
  await page.getByLabel('Pickup date').fill(inDays(3));
  await page.getByLabel('Pickup time').fill('10:00');
}

export const priceRegion = (page: Page) => page.getByRole('region', { name: 'Your price' });

/** From the form to the checkout, with the booker's details and the payment choice. */
export async function checkout(page: Page, email: string, payment: 'Pay online by card' | 'Pay the driver') {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check and confirm' })).toBeVisible();
  await page.getByRole('textbox', { name: /Your full name/ }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: /Your mobile phone/ }).fill('+44 7911 123456');
  await page.getByRole('textbox', { name: /Your e-mail/ }).fill(email);
  await page.getByText(payment, { exact: true }).click();
  await page.getByText('I accept the terms of service and the cancellation policy').click();
}

/** The local sandbox checkout page (LOCAL TEST CHECKOUT): types a test card and pays. */
export async function payWith(page: Page, card: string) {
  await expect(page.getByRole('heading', { name: /Pay for booking PT-/ })).toBeVisible();
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: /^Pay / }).click();
}
