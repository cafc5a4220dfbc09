/** @jest-environment node */
// The admin dashboard's figures against PGlite with a fixed `now`: what counts as a booking, the money
// taken and refunded, Paris days at their edges, rides waiting for a driver, pending sign-ups.
import type { Db } from '../../db/db';
import { usePglite } from '../../test-kit/pglite';
import { insertBooking, insertUser } from '../../test-kit/messaging-fixtures';
import { adminDashboard } from '../dashboard.service';

/** Monday 23 November 2026, 20:00 in Paris (winter, UTC+1). */
const NOW = new Date('2026-11-23T19:00:00Z');
const H = 3_600_000;
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * H);
const daysAgo = (d: number) => hoursAgo(d * 24);

const pg = usePglite();
let db: Db;
let seq = 0;

async function payment(bookingId: string, cents: number, status: 'paid' | 'open' | 'expired', purpose: 'booking' | 'change' = 'booking') {
  seq += 1;
  return db
    .insertInto('payments')
    .values({ booking_id: bookingId, provider: 'local-sandbox', session_id: `cs_${seq}`, status, amount_cents: cents, purpose })
    .returning('id')
    .executeTakeFirstOrThrow();
}

async function refund(bookingId: string, paymentId: string, cents: number, status: 'pending' | 'succeeded' | 'failed', at: Date) {
  seq += 1;
  await db
    .insertInto('refunds')
    .values({ booking_id: bookingId, payment_id: paymentId, provider: 'local-sandbox', amount_cents: cents, status, reason: 'cancellation', idempotency_key: `r${seq}`, created_at: at })
    .execute();
}

const card = { payment_method: 'card', payment_status: 'paid' };

beforeAll(async () => {
  db = pg.db;

  // Today (Paris): a card booking paid 90 € plus a change of 10 €, 20 € refunded (another 5 € refund failed).
  const paid = await insertBooking(db, { ...card, created_at: hoursAgo(9), refunded_cents: 2000, total_cents: 10_000 });
  const p1 = await payment(paid.id, 9000, 'paid');
  await payment(paid.id, 1000, 'paid', 'change');
  await refund(paid.id, p1.id, 2000, 'succeeded', hoursAgo(1));
  await refund(paid.id, p1.id, 500, 'failed', hoursAgo(1));
  // 00:30 in Paris today (23:30 UTC yesterday): a completed pay-the-driver ride, 70 € collected.
  await insertBooking(db, { created_at: new Date('2026-11-22T23:30:00Z'), ride_status: 'completed', cash_collected_cents: 7000 });
  // 23:30 in Paris yesterday: a confirmed pay-the-driver ride not yet run (a booking, no money yet).
  await insertBooking(db, { created_at: new Date('2026-11-22T22:30:00Z') });
  // Not bookings: an unpaid checkout (its open payment) and an expired one.
  const unpaid = await insertBooking(db, { payment_method: 'card', payment_status: 'unpaid', status: 'pending_payment', created_at: hoursAgo(2) });
  await payment(unpaid.id, 7500, 'open');
  await insertBooking(db, { payment_method: 'card', payment_status: 'unpaid', status: 'expired', created_at: hoursAgo(3) });
  // Ten days ago: completed, 50 € in cash. Forty days ago: cancelled after payment, refunded in full then.
  await insertBooking(db, { created_at: daysAgo(10), ride_status: 'completed', cash_collected_cents: 5000 });
  const old = await insertBooking(db, { ...card, status: 'cancelled', ride_status: 'cancelled', created_at: daysAgo(40), refunded_cents: 7500 });
  const p2 = await payment(old.id, 7500, 'paid');
  await refund(old.id, p2.id, 7500, 'pending', daysAgo(39));

  // Rides waiting for a driver: in 5 h (counted); in 30 h, 2 h ago, assigned, cancelled (not).
  await insertBooking(db, { pickup_at: new Date(NOW.getTime() + 5 * H), created_at: daysAgo(60) });
  await insertBooking(db, { pickup_at: new Date(NOW.getTime() + 30 * H), created_at: daysAgo(60) });
  await insertBooking(db, { pickup_at: hoursAgo(2), created_at: daysAgo(60) });
  await insertBooking(db, { pickup_at: new Date(NOW.getTime() + 4 * H), status: 'cancelled', ride_status: 'cancelled', created_at: daysAgo(60) });

  // Sign-ups: one driver and one partner application pending, one driver application decided.
  for (const id of ['a1', 'a2', 'a3']) await insertUser(db, { id });
  const driverApp = { phone: '+33611111111', languages: ['en'], vehicle_type: 'sedan' as const, vehicle_make: 'Peugeot', vehicle_model: '508', plate: 'AB-123-CD', licence_number: 'L1' };
  await db.insertInto('driver_applications').values({ user_id: 'a1', ...driverApp }).execute();
  await db.insertInto('driver_applications').values({ user_id: 'a2', status: 'rejected', ...driverApp }).execute();
  await db.insertInto('partner_applications').values({ user_id: 'a3', company_name: 'Hotel', contact_phone: '+33611111112', expected_monthly_bookings: 5 }).execute();
}, 60_000);

it('counts bookings made and the money taken on them, by Paris day, net of their refunds', async () => {
  const d = await adminDashboard(db, NOW, 30);
  // Today: the card booking (90 + 10 - 20 €) and the 00:30 ride (70 €).
  expect(d.today).toEqual({ bookings: 2, revenueCents: 15_000, refunds: 1, refundedCents: 2000 });
  expect(d.last7).toEqual({ bookings: 3, revenueCents: 15_000, refunds: 1, refundedCents: 2000 });
  expect(d.last30).toEqual({ bookings: 4, revenueCents: 20_000, refunds: 1, refundedCents: 2000 });
  expect(d.unassignedNext24h).toBe(1);
  expect(d.pendingSignups).toEqual({ drivers: 1, partners: 1 });
  expect(d.now).toBe(NOW.toISOString());
});

it('gives a series of every Paris day, oldest first, ending today, with the days without bookings at zero', async () => {
  const d = await adminDashboard(db, NOW, 30);
  expect(d.series).toHaveLength(30);
  expect(d.series[0]!.date).toBe('2026-10-25');
  expect(d.series.slice(-2)).toEqual([
    { date: '2026-11-22', bookings: 1, revenueCents: 0 },
    { date: '2026-11-23', bookings: 2, revenueCents: 15_000 },
  ]);
  expect(d.series.find((s) => s.date === '2026-11-13')).toEqual({ date: '2026-11-13', bookings: 1, revenueCents: 5000 });
  expect(d.series.reduce((n, s) => n + s.bookings, 0)).toBe(d.last30.bookings);
});

it('reaches back 90 days when asked: the booking cancelled and refunded forty days ago nets to zero', async () => {
  const d = await adminDashboard(db, NOW, 90);
  expect(d.series).toHaveLength(90);
  expect(d.series.find((s) => s.date === '2026-10-14')).toEqual({ date: '2026-10-14', bookings: 1, revenueCents: 0 });
  // The tiles stay the same whatever the chart's length.
  expect(d.last30).toEqual((await adminDashboard(db, NOW, 30)).last30);
});
