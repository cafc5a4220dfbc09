import { randomUUID } from 'node:crypto';
import { type HttpsError } from 'firebase-functions/v2/https';
import { createDb, type Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { moveRide, type RideDeps } from '../ride.service';
import { insertBooking } from '../../test-kit/messaging-fixtures';

// Concurrency needs a real server: PGlite runs every connection on one backend session.
const url = process.env.PG_SERVER_URL;

/** Inserts a confirmed pay-the-driver booking picked up at `pickupAt`; its id. */
async function insertRide(db: Db, pickupAt: Date, n: number): Promise<string> {
  const place = (id: string) => JSON.stringify({ id, name: id, kind: 'address', lat: 48.87, lng: 2.31, inParis: true });
  const row = await insertBooking(db, {
    request_hash: `h${n}`,
    language: 'en',
    booker_name: `Booker ${n}`,
    booker_email: `b${n}@example.com`,
    booker_phone: '+33611223344',
    from_place: place('a'),
    to_place: place('b'),
    pickup_at: pickupAt,
    flight_number: null,
    party: JSON.stringify({ vehicle: 'sedan', passengers: 1, luggage: 1, childSeats: 0, boosterSeats: 0, extras: [] }),
    quote: JSON.stringify({ distanceKm: 10 }),
    total_cents: 5000,
    duration_minutes: 45,
  });
  return row.id;
}

describe('no double booking, enforced by Postgres (Debian PostgreSQL)', () => {
  let db: Db;
  const driverId = `driver-${randomUUID()}`;
  const adminId = `admin-${randomUUID()}`;
  const messages: string[] = [];
  const deps = (): RideDeps => ({ db, now: () => new Date(), onMessageEvent: async (_trx, e) => void messages.push(e.bookingId), afterCommit: () => undefined });

  beforeAll(async () => {
    if (!url) throw new Error('PG_SERVER_URL not set: run through `pnpm test`');
    await migrate(url);
    db = createDb(url, 40);
    await db.insertInto('users').values([{ id: driverId, email: `${driverId}@example.com` }, { id: adminId, email: `${adminId}@example.com` }]).execute();
    await db.insertInto('user_roles').values({ user_id: driverId, role: 'driver' }).execute();
    await db
      .insertInto('driver_profiles')
      .values({ user_id: driverId, phone: '+33612345678', languages: ['en'], vehicle_type: 'sedan', vehicle_make: 'Peugeot', vehicle_model: '508', plate: 'AB-123-CD' })
      .execute();
  });
  afterAll(() => db?.destroy());

  it('100 simultaneous assignments of one driver to overlapping rides: exactly 1 succeeds, the rest are told the driver is busy', async () => {
    const base = Date.now() + 40 * 86_400_000;
    // Pickups 20 s apart over 33 min: every window (45 min ride + 30 min either side) overlaps every other.
    const rides = await Promise.all(Array.from({ length: 100 }, (_, i) => insertRide(db, new Date(base + i * 20_000), i)));
    const results = await Promise.allSettled(rides.map((id) => moveRide(deps(), id, 'assign', { kind: 'admin', id: adminId }, { driverId })));

    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(1);
    expect(refused.map((r) => (r.reason as HttpsError).details)).toEqual(Array(99).fill({ reason: 'driver-busy' }));

    const held = await db.selectFrom('bookings').select(['id', 'ride_status']).where('driver_id', '=', driverId).execute();
    expect(held).toHaveLength(1);
    expect(held[0]!.ride_status).toBe('assigned');
    // One event and one set of messages: for the one assignment that happened.
    const events = await db.selectFrom('ride_events').select('booking_id').where('driver_id', '=', driverId).execute();
    expect(events.map((e) => e.booking_id)).toEqual([held[0]!.id]);
    expect(messages).toEqual([held[0]!.id]);
  });

  it('the same window on another day is free; a finished ride frees its window', async () => {
    const day = Date.now() + 80 * 86_400_000;
    const [a, b] = [await insertRide(db, new Date(day), 1000), await insertRide(db, new Date(day + 10 * 60_000), 1001)];
    await moveRide(deps(), a, 'assign', { kind: 'admin', id: adminId }, { driverId });
    await expect(moveRide(deps(), b, 'assign', { kind: 'admin', id: adminId }, { driverId })).rejects.toMatchObject({ details: { reason: 'driver-busy' } });
    await moveRide(deps(), a, 'cancel', { kind: 'admin', id: adminId }, { reason: 'traveller called' });
    await moveRide(deps(), b, 'assign', { kind: 'admin', id: adminId }, { driverId });
    const [row] = await db.selectFrom('bookings').select(['ride_status', 'status']).where('id', '=', a).execute();
    expect(row).toEqual({ ride_status: 'cancelled', status: 'cancelled' });
  });

  it('ride events cannot be changed or deleted', async () => {
    await expect(db.updateTable('ride_events').set({ reason: 'rewritten' }).where('driver_id', '=', driverId).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('ride_events').where('driver_id', '=', driverId).execute()).rejects.toThrow(/append-only/);
  });
});
