import type { Language } from '@rides/contracts/languages';
import type { Db } from '../db/db';

export interface BroadcastDriver {
  id: string;
  fullName: string | null;
  email: string | null;
  /** driver_profiles.phone, E.164. */
  phone: string;
  /** The language of our messages to them (users.preferred_language), English when unset. */
  language: Language | null;
}

/**
 * Who a broadcast to the drivers reaches: accounts holding the driver role with an active driver
 * profile (an inactive driver is on holiday or without a car). Ordered by name, so the preview's
 * sample and the send see the same list.
 */
export const activeDrivers = (db: Db): Promise<BroadcastDriver[]> =>
  db
    .selectFrom('users as u')
    .innerJoin('user_roles as r', (j) => j.onRef('r.user_id', '=', 'u.id').on('r.role', '=', 'driver'))
    .innerJoin('driver_profiles as p', 'p.user_id', 'u.id')
    .where('p.active', '=', true)
    .select(['u.id', 'u.full_name as fullName', 'u.email', 'p.phone', 'u.preferred_language as language'])
    .orderBy('u.full_name')
    .orderBy('u.id')
    .execute();
