import { sql, type Selectable } from 'kysely';
import { ACTIVE_RIDE_STATUSES } from '@rides/domain/ride-lifecycle';
import type { Db } from '../db/db';
import { tstzRange } from '../db/ranges';
import type { BookingsTable } from '../db/schema-bookings';
import type { DriverProfilesTable } from '../db/schema-rides';
import { landedAt } from './ride.repo';

/**
 * What the driver's app shows of a booking (toDriverRide), and no more: the quote, the booker's e-mail
 * and the search text stay in the database (issue [M] 5: a busy driver's list parses fewer bytes).
 */
const DRIVER_RIDE_COLUMNS = [
  'id', 'reference', 'status', 'ride_status', 'pickup_at', 'duration_minutes', 'from_place', 'to_place', 'flight_number', 'party',
  'sign_text', 'traveller_name', 'traveller_phone', 'booker_name', 'booker_phone', 'notes', 'payment_method', 'total_cents',
  'cash_collected_cents', 'reconfirm_by',
] as const satisfies ReadonlyArray<keyof BookingsTable>;

/** A booking as the driver sees it, with the landing of its followed flight (issue [K]: the free waiting time counts from it). */
export type DriverRideRow = Pick<Selectable<BookingsTable>, (typeof DRIVER_RIDE_COLUMNS)[number]> & { landed_at?: Date | null };

/**
 * A driver's rides: those holding them (whatever the date: an overdue one still needs finishing) and
 * those finished since `monthStart` (this Paris month), by pickup.
 */
export const ridesOfDriver = (db: Db, driverId: string, monthStart: Date): Promise<DriverRideRow[]> =>
  db
    .selectFrom('bookings')
    .select(DRIVER_RIDE_COLUMNS)
    .select(landedAt)
    .where('driver_id', '=', driverId)
    .where((eb) => eb.or([eb('ride_status', 'in', ACTIVE_RIDE_STATUSES), eb('pickup_at', '>=', monthStart)]))
    .orderBy('pickup_at')
    .orderBy('id')
    .limit(500)
    .execute();

/** One ride, only if it is this driver's. */
export const rideOfDriver = (db: Db, driverId: string, rideId: string): Promise<DriverRideRow | undefined> =>
  db.selectFrom('bookings').select(DRIVER_RIDE_COLUMNS).select(landedAt).where('id', '=', rideId).where('driver_id', '=', driverId).executeTakeFirst();

export type DriverProfileRow = Selectable<DriverProfilesTable>;

export const findDriverProfile = (db: Db, userId: string): Promise<DriverProfileRow | undefined> =>
  db.selectFrom('driver_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();

/** A profile's editable columns (the table's, without the key and timestamps). */
export type DriverProfileValues = Omit<Selectable<DriverProfilesTable>, 'user_id' | 'created_at' | 'updated_at'>;

export async function saveDriverProfile(db: Db, userId: string, v: DriverProfileValues, now: Date): Promise<void> {
  await db
    .insertInto('driver_profiles')
    .values({ user_id: userId, ...v, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...v, updated_at: now }))
    .execute();
}

/** A profile for a driver who has none (the demo seed). */
export async function seedProfileIfMissing(db: Db, userId: string, v: DriverProfileValues): Promise<void> {
  await db.insertInto('driver_profiles').values({ user_id: userId, ...v }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
}

/** The profile an approval starts from: the approved application's answers (colour and photo come later). */
export async function createProfileFromApplication(db: Db, userId: string, applicationId: string): Promise<void> {
  await sql`
    insert into driver_profiles (user_id, phone, languages, vehicle_type, vehicle_make, vehicle_model, plate)
    select user_id, phone, languages, vehicle_type, vehicle_make, vehicle_model, plate from driver_applications where id = ${applicationId}
    on conflict (user_id) do update set phone = excluded.phone, languages = excluded.languages, vehicle_type = excluded.vehicle_type,
      vehicle_make = excluded.vehicle_make, vehicle_model = excluded.vehicle_model, plate = excluded.plate, updated_at = now()
  `.execute(db);
}

export interface UnavailabilityRow {
  id: string;
  from: Date;
  to: Date;
  note: string | null;
}

/** The driver's unavailable periods that have not ended, soonest first. */
export const unavailabilityOf = (db: Db, driverId: string, now: Date): Promise<UnavailabilityRow[]> =>
  db
    .selectFrom('driver_unavailability')
    .select(['id', sql<Date>`lower(during)`.as('from'), sql<Date>`upper(during)`.as('to'), 'note'])
    .where('driver_id', '=', driverId)
    .where(sql<boolean>`upper(during) > ${now}`)
    .orderBy(sql`lower(during)`)
    .execute();

export async function addUnavailability(db: Db, driverId: string, from: Date, to: Date, note: string | null): Promise<void> {
  await db
    .insertInto('driver_unavailability')
    .values({ driver_id: driverId, during: tstzRange({ start: from, end: to }), note })
    .execute();
}

/** Only the driver's own period; true when one was removed. */
export async function removeUnavailability(db: Db, driverId: string, id: string): Promise<boolean> {
  const r = await db.deleteFrom('driver_unavailability').where('id', '=', id).where('driver_id', '=', driverId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** The driver's name and account phone (a fallback before the profile exists). */
export const driverUser = (db: Db, userId: string) => db.selectFrom('users').select(['full_name', 'phone', 'email']).where('id', '=', userId).executeTakeFirst();
