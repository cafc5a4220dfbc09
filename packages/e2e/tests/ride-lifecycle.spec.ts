import { expect, test, type Page } from './fixtures';
import { bookPayingDriver, callable, idTokenOf } from './api';
import { freeDriver, sql } from './database';
import { expectPath, mailFor, signIn } from './helpers';

/**
 * Issue [D]: a ride from "confirmed" to "completed" across the four people it involves. The booking is
 * made through the callable (the booking form has its own journeys in booking.spec.ts); everything
 * after it is done through the screens, as dispatch, the driver and the customer would.
 */
/** A visitor books with the customer's e-mail, pay the driver (Paris 8e -> CDG T2E, sedan, 75 EUR). */
async function bookAsVisitor(): Promise<{ reference: string; id: string }> {
  const { reference } = await bookPayingDriver(
    { from: 'paris-08', to: 'cdg-t2e', passengers: 2, luggage: 2 },
    { name: 'Cleo Customer', email: 'customer@example.com', phone: '+33 6 55 44 33 22' },
  );
  const [row] = await sql<{ id: string }>('select id from bookings where reference = $1', [reference]);
  // Time passes: the pickup is now in an hour, so the driver may set off (from 90 minutes before).
  await sql("update bookings set pickup_at = date_trunc('minute', now()) + interval '60 minutes' where id = $1", [row!.id]);
  return { reference, id: row!.id };
}

async function signOut(page: Page): Promise<void> {
  // The step's notifications (top right, over the account menu) go after 4 s, as a person would wait;
  // clicking through one would hover it, which pauses it (WCAG 2.2.1) and keeps the menu covered.
  await expect(page.getByRole('region', { name: /^Notifications/ }).getByRole('status')).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expectPath(page, '/');
}

/** The admin picks the ride on the board and assigns `driver` (a name on the candidate list). */
async function assignOnBoard(page: Page, reference: string, driver: string): Promise<void> {
  await page.goto('/admin/assign-rides');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: reference, exact: true }) });
  await card.getByRole('button', { name: `Choose a driver for ${reference}` }).click();
  await page.getByRole('button', { name: `Assign ${driver} to ${reference}` }).click();
}

test('a ride from booking to completion: dispatch assigns, the traveller is told who is coming, the driver drives it, the customer sees it completed', async ({ page }) => {
  test.setTimeout(180_000);
  await freeDriver('driver@example.com');
  const { reference, id } = await bookAsVisitor();

  await signIn(page, 'admin@example.com');
  await expectPath(page, '/admin');
  await assignOnBoard(page, reference, 'Daniel Martin');
  await expect(page.getByText(`${reference} assigned to Daniel Martin`)).toBeVisible();
  await signOut(page);

  // The booker's driver-details e-mail and the local SMS.
  await expect
    .poll(async () => (await mailFor('customer@example.com', 1)).some((m) => m.text.includes(reference) && m.text.includes('Daniel') && m.text.includes('GH-482-KL')))
    .toBe(true);
  const sms = await mailFor('sms+33655443322@local.rides', 1);
  expect(sms.some((m) => m.subject.startsWith('[Local SMS]') && m.text.includes('Daniel') && m.text.includes('GH-482-KL'))).toBe(true);

  // The driver sees the ride in Scheduled, then drives it from Ongoing.
  await signIn(page, 'driver@example.com');
  await expectPath(page, '/driver');
  await page.goto('/driver/scheduled');
  await expect(page.getByText(reference)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call Cleo Customer' })).toHaveAttribute('href', 'tel:+33655443322');

  await page.goto('/driver/ongoing');
  await page.getByRole('button', { name: "I'm on my way" }).click();
  await page.getByRole('button', { name: "I've arrived" }).click();
  await page.getByRole('button', { name: 'Passenger on board' }).click();
  await page.getByRole('button', { name: 'Ride completed' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Ride completed' });
  await expect(dialog.getByLabel('Amount collected (€)')).toHaveValue(/^75/);
  await dialog.getByRole('button', { name: 'Confirm: ride completed' }).click();
  await expect.poll(async () => (await sql<{ ride_status: string; cash_collected_cents: number }>('select ride_status, cash_collected_cents from bookings where id = $1', [id]))[0]).toEqual({
    ride_status: 'completed',
    cash_collected_cents: 7500,
  });
  await signOut(page);

  // The customer sees the ride completed, with its history.
  await signIn(page, 'customer@example.com');
  await expectPath(page, '/customer');
  const card = page.getByRole('listitem').filter({ has: page.getByText(reference, { exact: true }) });
  await expect(card.getByTestId('ride-status')).toHaveText('Completed');
  await card.getByRole('button', { name: `Show details of booking ${reference}` }).click();
  await expect(card.getByText('Ride completed')).toBeVisible();
  await expect(card.getByText('Driver assigned: Daniel')).toBeVisible();
});

test('dispatch cannot double-book a driver, and a driver cannot open another driver’s ride', async ({ page }) => {
  test.setTimeout(120_000);
  const morganId = await freeDriver('multi@example.com');
  const first = await bookAsVisitor();
  const second = await bookAsVisitor();

  await signIn(page, 'admin@example.com');
  await expectPath(page, '/admin');
  await assignOnBoard(page, first.reference, 'Morgan Multi');
  await expect(page.getByText(`${first.reference} assigned to Morgan Multi`)).toBeVisible();
  // The same hour: the board says why and offers no Assign button (issue [R] 4)...
  await page.goto('/admin/assign-rides');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: second.reference, exact: true }) });
  await card.getByRole('button', { name: `Choose a driver for ${second.reference}` }).click();
  const morgan = page.getByTestId('candidate').filter({ has: page.getByRole('heading', { name: 'Morgan Multi' }) });
  await expect(morgan.getByText('On another ride at that time')).toBeVisible();
  await expect(morgan.getByText('This driver cannot take this ride.')).toBeVisible();
  await expect(morgan.getByRole('button', { name: /^Assign/ })).toHaveCount(0);
  // ...and the server refuses the assignment anyway, when asked directly.
  const refused = await callable('assignRide', { rideId: second.id, driverId: morganId }, await idTokenOf('admin@example.com'));
  expect(refused.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'driver-busy' } });
  const [row] = await sql<{ ride_status: string }>('select ride_status from bookings where id = $1', [second.id]);
  expect(row!.ride_status).toBe('unassigned');

  // driver@example.com neither sees nor opens Morgan's ride.
  const idToken = await idTokenOf('driver@example.com');
  const other = await callable('getDriverRide', { rideId: first.id }, idToken);
  expect(other.error?.status).toBe('NOT_FOUND');
  const moved = await callable('driverRideAction', { rideId: first.id, action: 'start' }, idToken);
  expect(moved.error?.status).toBe('NOT_FOUND');
});
