import { expect, test } from './fixtures';
import { createUser, uniqueEmail } from './auth-emulator';
import { callable, idTokenOf } from './api';
import { checkout, fillTrip } from './booking-form';
import { sql } from './database';
import { expectPath, PERSON_PROOF, signIn } from './helpers';

/**
 * Issue [F]: partners and the admin back office. A visitor referred by the demo partner's link books;
 * the partner sees the booking and its commission; the admins approve and pay the month; an admin
 * disables an account; session analytics shows a refusal just caused.
 */
const DEMO_SLUG = 'hotel-demo-marais';
const DEMO_COMPANY = 'Hôtel Démo Marais';

/** The Paris month before this one, `YYYY-MM`, and its name as the English screens write it. */
function previousMonth(): { month: string; name: string } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit' }).formatToParts(new Date());
  const y = Number(parts.find((p) => p.type === 'year')!.value);
  const m = Number(parts.find((p) => p.type === 'month')!.value);
  const [py, pm] = m === 1 ? [y - 1, 12] : [y, m - 1];
  const month = `${py}-${String(pm).padStart(2, '0')}`;
  return { month, name: new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T00:00:00Z`)) };
}

test('a visitor referred by a partner link books; once the ride is done the partner sees a confirmed commission, the admins pay the month and the partner sees it paid', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const last = previousMonth();
  const [partner] = await sql<{ user_id: string }>('select user_id from partners where slug = $1', [DEMO_SLUG]);
  // A rerun on the same stack: the demo partner's previous month starts empty and unpaid.
  await sql('delete from partner_payouts where partner_id = $1', [partner!.user_id]);
  await sql(`update bookings set partner_id = null where partner_id = $1 and to_char(pickup_at at time zone 'Europe/Paris', 'YYYY-MM') = $2`, [partner!.user_id, last.month]);

  // The visitor follows the partner's link and books Paris 8e -> CDG (€75, pay the driver).
  await page.goto(`/p/${DEMO_SLUG}`);
  await expectPath(page, '/');
  await fillTrip(page);
  await checkout(page, uniqueEmail('referred'), 'Pay the driver');
  await page.getByRole('button', { name: 'Confirm booking · €75' }).click();
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
  const reference = (await page.getByTestId('booking-reference').textContent())!;
  const [booking] = await sql<{ id: string; partner_id: string; commission_bp: number }>('select id, partner_id, commission_bp from bookings where reference = $1', [reference]);
  expect(booking).toMatchObject({ partner_id: partner!.user_id, commission_bp: 1000 });

  // Time passes: the ride took place in the middle of last month and was completed (the ride's own
  // journey is ride-lifecycle.spec.ts); the 72-hour claims window is long over.
  await sql(
    `update bookings set pickup_at = (date_trunc('month', now() at time zone 'Europe/Paris') - interval '15 days' + interval '10 hours') at time zone 'Europe/Paris',
       ride_status = 'completed', busy = null where id = $1`,
    [booking!.id],
  );
  await sql(`insert into ride_events (booking_id, at, actor, action, from_status, to_status) select id, pickup_at + interval '1 hour', 'admin', 'complete', 'on_board', 'completed' from bookings where id = $1`, [booking!.id]);

  // The partner sees the booking and a confirmed commission: 10 % of €75 without its 10 % VAT = €6.82.
  const partnerPage = await browser.newPage();
  await signIn(partnerPage, 'partner@example.com');
  await expectPath(partnerPage, '/partner');
  await expect(partnerPage.getByRole('textbox', { name: 'Referral link' })).toHaveValue(new RegExp(`/p/${DEMO_SLUG}$`));
  const lastRow = partnerPage.getByTestId('partner-month').filter({ hasText: last.name });
  await expect(lastRow).toContainText('€6.82');
  await lastRow.getByRole('button', { name: `Show the bookings of ${last.name}` }).click();
  const row = partnerPage.getByTestId('partner-booking').filter({ hasText: reference });
  await expect(row).toContainText('Ada L.');
  await expect(row).toContainText('€6.82');
  await expect(row.getByTestId('commission-status')).toHaveText('Confirmed');
  await expect(row).not.toContainText('@');

  // The admins approve last month for the partner, then mark it paid with the transfer's reference.
  const adminPage = await browser.newPage();
  await signIn(adminPage, 'admin@example.com');
  await expectPath(adminPage, '/admin');
  await adminPage.goto('/admin/partner-commissions');
  const commission = adminPage.getByTestId('commission-row').filter({ hasText: DEMO_COMPANY }).filter({ hasText: last.name });
  await expect(commission).toContainText('€6.82');
  await commission.getByRole('button', { name: `Approve ${last.name} for ${DEMO_COMPANY}` }).click();
  await commission.getByRole('button', { name: `Mark ${last.name} paid for ${DEMO_COMPANY}` }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Mark the month paid' });
  await dialog.getByRole('textbox', { name: /Payment reference/ }).fill(`VIR-${last.month}-DEMO`);
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(commission).toContainText(`VIR-${last.month}-DEMO`);

  await partnerPage.reload();
  await expect(lastRow).toContainText('Paid');
  await expect(lastRow).toContainText(`Ref. VIR-${last.month}-DEMO`);
  await lastRow.getByRole('button', { name: `Show the bookings of ${last.name}` }).click();
  await expect(partnerPage.getByTestId('partner-booking').filter({ hasText: reference }).getByTestId('commission-status')).toHaveText('Paid');
});

test('an admin finds an account by e-mail and disables it: its next call is refused', async ({ page }) => {
  const email = uniqueEmail('to-disable');
  await createUser(email, 'Disable-me-1');
  const token = await idTokenOf(email, 'Disable-me-1');
  // Their first call makes the account known to the product (as signing in does).
  expect((await callable('getMyRoles', {}, token)).error).toBeUndefined();

  await signIn(page, 'admin@example.com');
  await expectPath(page, '/admin');
  await page.goto('/admin/users');
  await page.getByRole('textbox', { name: /^Search/ }).fill(email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: new RegExp(email) }).click();
  await page.getByRole('button', { name: 'Disable account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disable account' }).click();
  await expect(page.getByText('Cannot sign in; every session has ended.')).toBeVisible();

  const refused = await callable('getMyAccount', {}, token);
  expect(refused.error?.status).toBe('UNAUTHENTICATED');
});

test('session analytics shows the sign-in rate-limit refusal a test just caused', async ({ page }) => {
  const email = uniqueEmail('analytics');
  // SPEC 9: five wrong passwords in 300 s; the sixth attempt is refused and recorded.
  for (let i = 0; i < 5; i += 1) expect((await callable('signIn', { email, password: 'wrong-pass-1', remember: false, proof: PERSON_PROOF })).error?.status).toBe('UNAUTHENTICATED');
  expect((await callable('signIn', { email, password: 'wrong-pass-1', remember: false, proof: PERSON_PROOF })).error?.status).toBe('RESOURCE_EXHAUSTED');

  await signIn(page, 'admin@example.com');
  await expectPath(page, '/admin');
  await page.goto('/session-analytics');
  await expect(page.getByTestId('stat-rateLimit')).toContainText(/[1-9]/);
  await expect(page.getByTestId('event-row').filter({ hasText: email }).filter({ hasText: 'Rate limit refusal' })).toBeVisible();
});
