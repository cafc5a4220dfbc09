import { DRIVERS_PAGE_SIZE, type DriversPage } from '@rides/contracts/drivers';
import type { Db } from '../db/db';
import { toDriverCard } from './driver-card.repo';

/**
 * `/drivers`: one page of public driver cards, in one query. Listed: accounts holding the role
 * `driver` (given on approval), not disabled by an admin (their sign-ins are refused: they drive for
 * nobody), and not switched off on their profile (an inactive driver is offered no rides, so a
 * visitor could not book them). Each card is the driver's current profile, else their latest approved
 * application, exactly as getDriverCard builds it (toDriverCard: no e-mail, phone, plate or licence).
 * Ordered by id: stable for keyset pages and favouring nobody.
 */
export async function listDriverCards(db: Db, after: string | null, pageSize = DRIVERS_PAGE_SIZE): Promise<DriversPage> {
  let q = db
    .selectFrom('users as u')
    .innerJoin('user_roles as r', (join) => join.onRef('r.user_id', '=', 'u.id').on('r.role', '=', 'driver'))
    .leftJoin('driver_profiles as p', 'p.user_id', 'u.id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('driver_applications as da')
          .select(['da.languages', 'da.vehicle_type', 'da.vehicle_make', 'da.vehicle_model'])
          .whereRef('da.user_id', '=', 'u.id')
          .where('da.status', '=', 'approved')
          .orderBy('da.decided_at', (ob) => ob.desc().nullsLast())
          .orderBy('da.id', 'desc')
          .limit(1)
          .as('a'),
      (join) => join.onTrue(),
    )
    .select([
      'u.id',
      'u.full_name',
      'p.user_id as profile_of',
      'p.languages as p_languages',
      'p.vehicle_type as p_vehicle_type',
      'p.vehicle_make as p_vehicle_make',
      'p.vehicle_model as p_vehicle_model',
      'a.languages as a_languages',
      'a.vehicle_type as a_vehicle_type',
      'a.vehicle_make as a_vehicle_make',
      'a.vehicle_model as a_vehicle_model',
    ])
    .where('u.disabled_at', 'is', null)
    .where((eb) => eb.or([eb('p.user_id', 'is', null), eb('p.active', '=', true)]));
  if (after !== null) q = q.where('u.id', '>', after);
  // One row more than a page says whether another page follows.
  const rows = await q.orderBy('u.id').limit(pageSize + 1).execute();

  const cards = rows.slice(0, pageSize).map((row) =>
    toDriverCard({
      id: row.id,
      full_name: row.full_name,
      application: row.profile_of
        ? { languages: row.p_languages!, vehicle_type: row.p_vehicle_type!, vehicle_make: row.p_vehicle_make!, vehicle_model: row.p_vehicle_model! }
        : row.a_vehicle_type
          ? { languages: row.a_languages!, vehicle_type: row.a_vehicle_type, vehicle_make: row.a_vehicle_make!, vehicle_model: row.a_vehicle_model! }
          : null,
    }),
  );
  return { rows: cards, next: rows.length > pageSize ? cards[cards.length - 1]!.id : null };
}
