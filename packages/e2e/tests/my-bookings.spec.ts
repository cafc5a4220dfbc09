import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { expectPath, PERSON_PROOF, signIn } from './helpers';

/** The callables of the local stack (the test runner sets FUNCTIONS_URL; the default is the emulator's). */
const FUNCTIONS = process.env.FUNCTIONS_URL ?? 'http://127.0.0.1:5001/demo-rides/europe-west9';

/**
 * The Paris date (YYYY-MM-DD) `days` ahead. @rides/domain/paris-time is not a dependency of the e2e
 * package, so the same Intl formatting is done here.
 */
function parisDateInDays(days: number): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * Books as a visitor (no account) through the createBooking callable, speaking the callable protocol:
 * Paris 8e -> CDG Terminal 2E in a sedan (75 EUR), pay the driver, three days ahead at 10:30 Paris time.
 */
async function bookAsVisitor(email: string): Promise<string> {
  const res = await fetch(`${FUNCTIONS}/createBooking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      data: {
        idempotencyKey: randomUUID(),
        trip: { from: 'paris-08', to: 'cdg-t2e', pickupDate: parisDateInDays(3), pickupTime: '10:30', vehicle: 'sedan', passengers: 2, luggage: 2 },
        booker: { name: 'Cleo Customer', email, phone: '+33 6 12 34 56 78' },
        payment: 'driver',
        shownTotalCents: 7500,
        acceptTerms: true,
        proof: PERSON_PROOF,
        language: 'en',
      },
    }),
  });
  const body = (await res.json()) as { result?: { reference: string; status: string }; error?: unknown };
  expect(body.error, JSON.stringify(body.error)).toBeUndefined();
  expect(body.result?.status).toBe('confirmed');
  return body.result!.reference;
}

test('a booking made as a visitor with the account e-mail shows in My Bookings once signed in (issue C)', async ({ page }) => {
  const reference = await bookAsVisitor('customer@example.com');

  await signIn(page, 'customer@example.com');
  await expectPath(page, '/customer');
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();

  const upcoming = page.getByRole('region', { name: 'Upcoming transfers' });
  const card = upcoming.getByRole('listitem').filter({ has: page.getByText(reference, { exact: true }) });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(/ at 10:30 \(Paris time\)$/)).toBeVisible();
  await expect(card.getByText('€75', { exact: true })).toBeVisible();
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(card.getByText('Pay the driver on the day', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: `Show details of booking ${reference}` }).click();
  await expect(card.getByText('Fixed airport fare')).toBeVisible();
  await expect(card.getByText('Cleo Customer')).toBeVisible();
});
