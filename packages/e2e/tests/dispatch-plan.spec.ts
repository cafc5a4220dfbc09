import { expect, test } from './fixtures';
import { bookPayingDriver, parisDateInDays } from './api';
import { sql } from './database';
import { expectPath, mailFor, signIn } from './helpers';

/**
 * Issue [Q]: dispatch asks for a plan for a day, reviews it (drops one suggestion), and applies the rest
 * in one step; the driver gets one message with the new ride.
 */
test('an admin suggests a plan for a day, drops one suggestion and applies the rest', async ({ page }) => {
  test.setTimeout(120_000);
  // A day no other journey books: 300 to 330 days ahead.
  const day = parisDateInDays(300 + Math.floor(Math.random() * 30));
  // Its own booker: the demo customer's inbox has a daily booking budget the other journeys use.
  const booker = { name: 'Pia Planner', email: `planner-${Date.now()}@example.com`, phone: '+33 6 55 44 33 22' };
  const { reference: kept } = await bookPayingDriver({ from: 'paris-08', to: 'cdg-t2e', pickupDate: day, pickupTime: '07:00' }, booker);
  const { reference: dropped } = await bookPayingDriver({ from: 'cdg-t2e', to: 'paris-08', pickupDate: day, pickupTime: '16:00' }, booker);

  await signIn(page, 'admin@example.com');
  await expectPath(page, '/admin');
  await page.goto('/admin/assign-rides');
  await page.getByRole('tab', { name: 'Suggest a plan' }).click();
  await page.getByText('Unassigned rides of one day').click();
  await page.getByLabel('Day', { exact: true }).fill(day);
  await page.getByRole('button', { name: 'Suggest a plan' }).click();

  // Each ride has a suggested driver and says why; the drivers' days show the sequence.
  const rideRow = (reference: string) => page.getByTestId('plan-ride').filter({ has: page.getByText(reference, { exact: true }) });
  await expect(rideRow(kept)).toContainText('No ride just before');
  const keptSelect = rideRow(kept).getByLabel(`Driver for ${kept}`);
  await expect(keptSelect.locator('option:checked')).toHaveText(/\(suggested\)$/);
  await expect(page.getByRole('heading', { name: "Drivers' days" })).toBeVisible();
  await expect(page.getByTestId('plan-driver').filter({ hasText: kept })).toBeVisible();

  await rideRow(dropped).getByLabel(`Driver for ${dropped}`).selectOption({ label: 'Do not assign' });
  await expect(rideRow(dropped)).toContainText('Not to be assigned');
  const applyButton = page.getByRole('button', { name: /^Apply \d+ assignments?$/ });
  const planned = Number((await applyButton.textContent())!.match(/\d+/)![0]);
  await applyButton.click();
  await expect(page.getByTestId('plan-outcome')).toContainText(`${planned} ride${planned === 1 ? '' : 's'} assigned`);

  const rows = await sql<{ reference: string; ride_status: string; email: string | null }>(
    'select b.reference, b.ride_status, u.email from bookings b left join users u on u.id = b.driver_id where b.reference in ($1, $2)',
    [kept, dropped],
  );
  const byRef = Object.fromEntries(rows.map((r) => [r.reference, r]));
  expect(byRef[kept]!.ride_status).toBe('assigned');
  expect(byRef[dropped]!.ride_status).toBe('unassigned');

  // The driver's one message lists the ride.
  await expect.poll(async () => (await mailFor(byRef[kept]!.email!, 1)).some((m) => m.subject.startsWith('Your new rides') && m.text.includes(kept))).toBe(true);

  // The board's waiting list no longer has the kept ride; the dropped one still waits.
  await page.getByRole('tab', { name: 'Waiting for a driver' }).click();
  await expect(page.getByRole('heading', { name: dropped, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: kept, exact: true })).toHaveCount(0);
});
