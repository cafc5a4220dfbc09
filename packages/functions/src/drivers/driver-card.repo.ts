import type { DriverCard } from '@rides/contracts/drivers';
import type { Db } from '../db/db';

/** What a public driver card is made of: the user and, if any, the latest approved application. */
export interface DriverCardRow {
  id: string;
  full_name: string | null;
  application: { languages: string[]; vehicle_type: 'sedan' | 'van'; vehicle_make: string; vehicle_model: string } | null;
}

/**
 * A short public name: the first name and the initial of the last name ("Jean Dupont" -> "Jean D."),
 * the only name when there is one ("Jean"), null when none was given.
 */
export function publicName(fullName: string | null): string | null {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const first = words[0]!;
  if (words.length === 1) return first;
  const initial = Array.from(words[words.length - 1]!)[0]!.toLocaleUpperCase();
  return `${first} ${initial}.`;
}

/** The card from its row. Only these fields leave the server: no e-mail, phone, plate or licence. */
export function toDriverCard(row: DriverCardRow): DriverCard {
  const a = row.application;
  const vehicle = a ? [a.vehicle_make.trim(), a.vehicle_model.trim()].filter(Boolean).join(' ') : '';
  return {
    id: row.id,
    displayName: publicName(row.full_name),
    languages: a ? [...a.languages] : [],
    vehicleType: a?.vehicle_type ?? null,
    vehicle: vehicle || null,
  };
}

/**
 * The row of a driver a visitor can book, with their current profile or else their latest approved
 * driver application (a demo driver may have none); undefined for anyone else. Bookable exactly as
 * `/drivers` lists them (drivers-list.repo.ts): holding the role `driver` (given on approval, README:
 * Sign-up), not disabled by an admin, and not switched off on their profile.
 */
export async function findDriverCardRow(db: Db, userId: string): Promise<DriverCardRow | undefined> {
  const user = await db
    .selectFrom('users as u')
    .innerJoin('user_roles as r', 'r.user_id', 'u.id')
    .select(['u.id', 'u.full_name'])
    .where('u.id', '=', userId)
    .where('r.role', '=', 'driver')
    .where('u.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!user) return undefined;
  // The driver's current profile (issue [D]: they keep it up to date), else what the approved application said.
  const profile = await db
    .selectFrom('driver_profiles')
    .select(['active', 'languages', 'vehicle_type', 'vehicle_make', 'vehicle_model'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (profile) {
    const { active, ...card } = profile;
    return active ? { id: user.id, full_name: user.full_name, application: card } : undefined;
  }
  const application = await db
    .selectFrom('driver_applications')
    .select(['languages', 'vehicle_type', 'vehicle_make', 'vehicle_model'])
    .where('user_id', '=', userId)
    .where('status', '=', 'approved')
    .orderBy('decided_at', (ob) => ob.desc().nullsLast())
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { id: user.id, full_name: user.full_name, application: application ?? null };
}

/** A bookable driver's public card, or null (unknown id, not a driver, disabled or switched off). */
export async function findDriverCard(db: Db, userId: string): Promise<DriverCard | null> {
  const row = await findDriverCardRow(db, userId);
  return row ? toDriverCard(row) : null;
}

/** Whether `/book/{userId}` may take bookings: the same rule as the card (createBooking's requestedDriverId). */
export const isBookableDriver = async (db: Db, userId: string): Promise<boolean> => (await findDriverCardRow(db, userId)) !== undefined;
