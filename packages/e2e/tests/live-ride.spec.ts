import { expect, test } from './fixtures';
import { bookPayingDriver, callable, idTokenOf } from './api';
import { freeDriver, sql } from './database';
import { expectPath, mailFor, signIn } from './helpers';

/**
 * Issue [K] 3: the traveller's live "where is my driver" link. The driver's phone (a simulated
 * geolocation, permission granted) shares its position from "on my way"; the link from the traveller's
 * e-mail shows the driver's position and ETA until "passenger on board", and no position after.
 */

/** Near Porte de la Chapelle, about 10 km from the pickup (Paris 8e). */
const DRIVER_AT = { latitude: 48.9, longitude: 2.45 };
test.use({ geolocation: DRIVER_AT, permissions: ['geolocation'] });

/** Booked by a visitor (own mailbox), pay the driver; the pickup is an hour away so the driver may set off. */
async function bookAsVisitor(email: string): Promise<{ reference: string; id: string }> {
  const { reference } = await bookPayingDriver({ from: 'paris-08', to: 'cdg-t2e' }, { name: 'Tara Traveller', email, phone: '+33 6 55 44 33 11' });
  const [row] = await sql<{ id: string }>('select id from bookings where reference = $1', [reference]);
  await sql("update bookings set pickup_at = date_trunc('minute', now()) + interval '60 minutes' where id = $1", [row!.id]);
  return { reference, id: row!.id };
}

const positionsOf = async (id: string) => (await sql<{ n: string }>('select count(*)::text as n from ride_positions where booking_id = $1', [id]))[0]!.n;

test('the live link shows the driver between "on my way" and "on board", and no position after', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const driverId = await freeDriver('driver@example.com');
  const email = `live-${Date.now()}@example.com`;
  const { reference, id } = await bookAsVisitor(email);
  const assigned = await callable('assignRide', { rideId: id, driverId }, await idTokenOf('admin@example.com'));
  expect(assigned.error, JSON.stringify(assigned.error)).toBeUndefined();

  // The driver sets off from Ongoing: the page says the position is shared, and the phone's is stored.
  await signIn(page, 'driver@example.com');
  await expectPath(page, '/driver');
  await page.goto('/driver/ongoing');
  await page.getByRole('button', { name: "I'm on my way" }).click();
  await expect(page.getByText('Sharing your location with the traveller')).toBeVisible();
  await expect.poll(() => positionsOf(id), { timeout: 20_000 }).toBe('1');

  // The traveller's "on the way" e-mail carries the live link (not the manage link).
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await mailFor(email, 1)).find((m) => m.subject === `Your driver is on the way: ${reference}`);
      link = /https?:\/\/\S+\/track\?ref=[\w-]+&token=[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    }, { timeout: 30_000 })
    .not.toBe('');
  const url = new URL(link);
  expect(url.searchParams.get('ref')).toBe(reference);

  // Signed out, on a phone-sized screen: the driver's position, the ETA, the vehicle and the sign.
  const travellerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const traveller = await travellerContext.newPage();
  await traveller.goto(`${url.pathname}${url.search}`);
  await expect(traveller.getByRole('heading', { level: 1, name: 'Where is your driver' })).toBeVisible();
  await expect(traveller.getByTestId('live-status')).toHaveText('Your driver is on the way.');
  await expect(traveller.getByTestId('live-eta')).toHaveText(/About \d+ minutes? away \(\d+(\.\d)? km\)/);
  await expect(traveller.getByTestId('live-map-link')).toHaveAttribute('href', /mlat=48\.90000&mlon=2\.45000/);
  await expect(traveller.getByText('Daniel', { exact: true })).toBeVisible();
  await expect(traveller.getByText('GH-482-KL')).toBeVisible();
  await expect(traveller.getByText('Tara Traveller')).toBeVisible();

  // Arrived, then on board: the position is deleted and the page (read again every 15 s) shows none.
  await page.getByRole('button', { name: "I've arrived" }).click();
  await page.getByRole('button', { name: 'Passenger on board' }).click();
  await expect.poll(async () => (await sql<{ ride_status: string }>('select ride_status from bookings where id = $1', [id]))[0]!.ride_status).toBe('on_board');
  expect(await positionsOf(id)).toBe('0');
  await expect(page.getByText('Sharing your location with the traveller')).toHaveCount(0);

  await expect(traveller.getByTestId('live-ended')).toContainText('Live location has ended', { timeout: 20_000 });
  await expect(traveller.getByTestId('live-position')).toHaveCount(0);
  await expect(traveller.getByTestId('live-map-link')).toHaveCount(0);
  // Read afresh, the same: no position after on board.
  await traveller.goto(`${url.pathname}${url.search}`);
  await expect(traveller.getByTestId('live-status')).toHaveText('You are on board.');
  await expect(traveller.getByTestId('live-ended')).toBeVisible();
  await expect(traveller.getByTestId('live-eta')).toHaveCount(0);
  await travellerContext.close();
});
