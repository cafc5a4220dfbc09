import type { Db } from '../db/db';
import type { Language } from '@rides/contracts/languages';
import { bookingRow, cdg, paris8, party, SUMMER_PICKUP } from './mail-fixtures';
import type { RideTrip } from '../messaging/templates/ride-text';

/** An account, with roles. */
export async function insertUser(
  db: Db,
  u: { id: string; email?: string | null; fullName?: string | null; phone?: string | null; language?: Language | null; roles?: Array<'user' | 'driver' | 'partner' | 'admin'> },
): Promise<void> {
  await db
    .insertInto('users')
    .values({ id: u.id, email: u.email === undefined ? `${u.id}@example.com` : u.email, full_name: u.fullName ?? null, phone: u.phone ?? null, preferred_language: u.language ?? null })
    .execute();
  for (const role of u.roles ?? ['user']) await db.insertInto('user_roles').values({ user_id: u.id, role }).execute();
}

/** An approved driver: the account with the driver role and a profile. */
export async function insertDriver(
  db: Db,
  d: { id: string; fullName?: string; language?: Language | null; phone?: string; colour?: string | null; active?: boolean; email?: string | null },
): Promise<void> {
  await insertUser(db, { id: d.id, email: d.email, fullName: d.fullName ?? 'Jean Martin', language: d.language ?? null, roles: ['user', 'driver'] });
  await db
    .insertInto('driver_profiles')
    .values({
      user_id: d.id,
      phone: d.phone ?? '+33611111111',
      languages: ['en', 'fr'],
      vehicle_type: 'sedan',
      vehicle_make: 'Peugeot',
      vehicle_model: '508',
      vehicle_colour: d.colour === undefined ? 'black' : d.colour,
      plate: 'AB-123-CD',
      active: d.active ?? true,
    })
    .execute();
}

/** A booking (mail fixtures' row: Paris 8e → CDG T2E, fr, pay the driver), with overrides. */
export async function insertBooking(db: Db, over: Record<string, unknown> = {}): Promise<{ id: string; reference: string }> {
  return db.insertInto('bookings').values(bookingRow(over)).returning(['id', 'reference']).executeTakeFirstOrThrow();
}

/** Every outbox row, by dedupe key. */
export async function outboxByKey(db: Db) {
  const rows = await db.selectFrom('outbox').selectAll().orderBy('id').execute();
  return new Map(rows.map((r) => [r.dedupe_key, r]));
}

/** A ride as its messages tell it: CDG T2E to Paris 8e on the summer pickup, flight, pay the driver (EUR 105). */
export const rideTrip = (over: Partial<RideTrip> = {}): RideTrip => ({
  reference: 'PT-7K3M9Q',
  pickupAt: SUMMER_PICKUP,
  from: cdg,
  to: paris8,
  flightNumber: 'AF1234',
  party,
  notes: null,
  signText: 'Grace Hopper',
  travellerName: 'Grace Hopper',
  travellerPhone: '+33698765432',
  bookerName: 'Ada Lovelace',
  collectCents: 10500,
  ...over,
});
