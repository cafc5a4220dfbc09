import { sql, type SqlBool } from 'kysely';
import { withoutParallelWorkers, type Db } from '../db/db';
import type { Range } from './paris-range';

/** Names in French order (accents after their letter), compared by one collator: localeCompare builds one per call. */
const byName = new Intl.Collator('fr').compare;

/** One driver's completed rides in a month, as sums (integer cents). */
export interface StatementDbRow {
  driver_id: string;
  driver_name: string;
  driver_email: string | null;
  rides: number;
  card_rides: number;
  card_value_cents: number;
  cash_rides: number;
  driver_value_cents: number;
  cash_collected_cents: number;
}

/**
 * Every driver with a ride completed in the range (its completion event: `ride_events_completed_idx`),
 * the ride counted for the driver who completed it. The price is the booking's total as it stands
 * (after any Modify); cash is what the driver recorded on completion.
 */
export async function statementRows(db: Db, r: Range): Promise<StatementDbRow[]> {
  // Sums per driver first (serially: parallel workers doubled the time), then each driver's name and
  // e-mail by primary key: a lateral lookup kept apart by `offset 0` (joined before grouping, or
  // flattened into a hash join, every user was read: 32 ms instead of 19 at volume, `pnpm bench:db`).
  const sums = await withoutParallelWorkers(db, (trx) =>
    trx
      .with('s', (w) =>
        w
          .selectFrom('ride_events as e')
          .innerJoin('bookings as b', 'b.id', 'e.booking_id')
          .select([
            sql<string>`coalesce(e.driver_id, b.driver_id)`.as('driver_id'),
            sql<string>`count(*)`.as('rides'),
            sql<string>`count(*) filter (where b.payment_method = 'card')`.as('card_rides'),
            sql<string>`coalesce(sum(b.total_cents) filter (where b.payment_method = 'card'), 0)`.as('card_value_cents'),
            sql<string>`count(*) filter (where b.payment_method = 'driver')`.as('cash_rides'),
            sql<string>`coalesce(sum(b.total_cents) filter (where b.payment_method = 'driver'), 0)`.as('driver_value_cents'),
            sql<string>`coalesce(sum(b.cash_collected_cents) filter (where b.payment_method = 'driver'), 0)`.as('cash_collected_cents'),
          ])
          .where(sql<SqlBool>`e.to_status = 'completed'`)
          .where('e.at', '>=', r.start)
          .where('e.at', '<', r.end)
          .where(sql<SqlBool>`coalesce(e.driver_id, b.driver_id) is not null`)
          .groupBy(sql`coalesce(e.driver_id, b.driver_id)`),
      )
      .selectFrom('s')
      .leftJoinLateral(
        (eb) => eb.selectFrom('users as u').select(['u.full_name', 'u.email']).whereRef('u.id', '=', 's.driver_id').offset(0).as('d'),
        (join) => join.onTrue(),
      )
      .select(['s.driver_id', 's.rides', 's.card_rides', 's.card_value_cents', 's.cash_rides', 's.driver_value_cents', 's.cash_collected_cents', 'd.full_name', 'd.email'])
      .execute(),
  );
  return sums
    .map((x) => ({
      driver_id: x.driver_id,
      driver_name: x.full_name ?? x.email ?? x.driver_id,
      driver_email: x.email,
      rides: Number(x.rides),
      card_rides: Number(x.card_rides),
      card_value_cents: Number(x.card_value_cents),
      cash_rides: Number(x.cash_rides),
      driver_value_cents: Number(x.driver_value_cents),
      cash_collected_cents: Number(x.cash_collected_cents),
    }))
    .sort((a, b) => byName(a.driver_name, b.driver_name) || a.driver_id.localeCompare(b.driver_id));
}
