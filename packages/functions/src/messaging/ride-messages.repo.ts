import { DEFAULT_LANGUAGE, type Language } from '@rides/contracts/languages';
import type { Db } from '../db/db';
import type { DriverCard } from './templates/ride-text';
import { firstNameOf } from '@rides/domain/person-name';

/** A driver as their messages need them, and as travellers see them. */
export interface DriverContact extends DriverCard {
  id: string;
  email: string | null;
  /** users.preferred_language; English when unset. */
  language: Language;
}

/**
 * The driver's profile (phone, car) and account (name, e-mail, language). The profile's phone is the
 * one dispatch and travellers use; the account's is the fallback when there is no profile.
 */
export async function driverContact(db: Db, driverId: string): Promise<DriverContact | undefined> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('driver_profiles as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.full_name', 'u.email', 'u.preferred_language', 'u.phone as account_phone'])
    .select(['p.phone', 'p.vehicle_make', 'p.vehicle_model', 'p.vehicle_colour', 'p.plate'])
    .where('u.id', '=', driverId)
    .executeTakeFirst();
  if (!row) return undefined;
  const car =
    row.vehicle_make && row.vehicle_model && row.plate
      ? { make: row.vehicle_make, model: row.vehicle_model, colour: row.vehicle_colour ?? null, plate: row.plate }
      : null;
  return {
    id: row.id,
    firstName: firstNameOf(row.full_name),
    email: row.email,
    language: row.preferred_language ?? DEFAULT_LANGUAGE,
    phone: row.phone ?? row.account_phone ?? null,
    car,
  };
}
