import { expect, test } from './fixtures';
import { bookPayingDriver, callable, idTokenOf, parisDateInDays } from './api';
import { freeDriver, sql } from './database';
import { expectPath, mailFor, signIn } from './helpers';

/**
 * Issue [K] 2 through the LOCAL flight board: an admin sets a flight 45 minutes late and the pickup
 * moves with it (the traveller and the driver are told); then 2 hours late and the driver is asked to
 * confirm again, which they do from their rides.
 */

const paris = (at: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
/** A message to `to` whose subject passes `test` arrives (other messages come and go around it). */
const expectMail = (to: string, matches: (subject: string) => boolean) =>
  expect.poll(async () => (await mailFor(to, 1)).some((m) => matches(m.subject)), { timeout: 20_000 }).toBe(true);
const pickupOf = async (id: string) => new Date((await sql<{ pickup_at: Date }>('select pickup_at from bookings where id = $1', [id]))[0]!.pickup_at);

/** A visitor's CDG pickup with a flight number, at 12:00 Paris today (or tomorrow when that is under 2 hours away). */
async function airportPickup(email: string, flightNumber: string): Promise<{ id: string; reference: string; pickup: Date }> {
  const { reference } = await bookPayingDriver(
    { from: 'cdg-t2e', to: 'paris-08', pickupTime: '12:00', flightNumber },
    { name: 'Fay Flyer', email, phone: '+33 6 55 44 33 12' },
  );
  const [row] = await sql<{ id: string; pickup_at: Date }>(
    `update bookings set pickup_at = case when ($2::timestamp at time zone 'Europe/Paris') > now() + interval '2 hours'
       then ($2::timestamp at time zone 'Europe/Paris') else ($3::timestamp at time zone 'Europe/Paris') end
     where reference = $1 returning id, pickup_at`,
    [reference, `${parisDateInDays(0)}T12:00`, `${parisDateInDays(1)}T12:00`],
  );
  return { id: row!.id, reference, pickup: new Date(row!.pickup_at) };
}

test('the local flight board moves a pickup with its flight, and a 2-hour delay asks the driver to reconfirm', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const flightNumber = `AF${String(Date.now()).slice(-4)}`;
  const email = `flyer-${Date.now()}@example.com`;
  const driverId = await freeDriver('multi@example.com');
  const { id, reference, pickup } = await airportPickup(email, flightNumber);
  const assigned = await callable('assignRide', { rideId: id, driverId }, await idTokenOf('admin@example.com'));
  expect(assigned.error, JSON.stringify(assigned.error)).toBeUndefined();

  await signIn(page, 'admin@example.com');
  await expectPath(page, '/admin');
  await page.goto('/admin/flights');
  await expect(page.getByText(/LOCAL flight board/)).toBeVisible();
  const card = page.getByTestId('followed-flight').filter({ hasText: reference });
  await expect(card).toContainText('Not known yet');

  // 45 minutes late: the pickup moves 45 minutes; the traveller and the driver are told.
  await card.getByRole('button', { name: `Set the status of ${flightNumber}` }).click();
  const form = card.getByRole('form', { name: `Status of ${flightNumber}` });
  await form.getByLabel('Flight state').selectOption('delayed');
  await expect(form.getByLabel('Scheduled landing')).toHaveValue(paris(pickup));
  await form.getByLabel('Estimated landing').fill(paris(new Date(pickup.getTime() + 45 * 60_000)));
  await form.getByRole('button', { name: 'Save and update pickups' }).click();
  await expect(card).toContainText('Delayed');
  await expect.poll(async () => (await pickupOf(id)).getTime()).toBe(pickup.getTime() + 45 * 60_000);
  await expectMail(email, (subject) => subject.startsWith('New pickup time') && subject.includes(flightNumber));
  await expectMail('multi@example.com', (subject) => subject.startsWith('Pickup moved to') && subject.includes(reference));

  // 2 hours late: the driver is asked to confirm again, and keeps the ride from their scheduled rides.
  await card.getByRole('button', { name: `Set the status of ${flightNumber}` }).click();
  await form.getByLabel('Estimated landing').fill(paris(new Date(pickup.getTime() + 120 * 60_000)));
  await form.getByRole('button', { name: 'Save and update pickups' }).click();
  await expect.poll(async () => (await pickupOf(id)).getTime()).toBe(pickup.getTime() + 120 * 60_000);

  const driverContext = await browser.newContext();
  const driver = await driverContext.newPage();
  await signIn(driver, 'multi@example.com');
  await expectPath(driver, '/driver');
  await driver.goto('/driver/scheduled');
  const notice = driver.getByRole('region', { name: 'The flight moved this pickup' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'I can still do this ride' }).click();
  await expect(notice).toHaveCount(0);
  const events = await sql<{ action: string }>('select action from ride_events where booking_id = $1 order by id', [id]);
  expect(events.map((e) => e.action)).toEqual(['assign', 'retime', 'retime', 'reconfirm_asked', 'reconfirm']);
  await driverContext.close();
});
