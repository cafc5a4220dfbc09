import { sql } from 'kysely';
import { withoutParallelWorkers, type Db } from '../db/db';
import { parisDay } from '../db/paris-sql';


export interface BookingDayRow {
  /** Index of the day in the range (0 = the first). */
  day: number;
  bookings: number;
  revenueCents: number;
}

/**
 * Bookings made on the Paris days starting at `midnights` (the last one ends the range), by day of
 * creation: how many were confirmed (still or later cancelled: unpaid checkouts are not bookings yet)
 * and the money taken on them: card payments paid (bookings.paid_cents: the booking's and its
 * changes'), plus the cash recorded on completed pay-the-driver rides, minus what was refunded on them
 * (bookings.refunded_cents: pending and succeeded refunds). Answers one row per day index (0 = the
 * first day) that has bookings, from the index that carries these columns (0019).
 */
export async function bookingsByDay(pool: Db, midnights: readonly Date[]): Promise<BookingDayRow[]> {
  // The day of each row by its bucket among the Paris midnights: no time zone conversion per row.
  const day = sql<number>`width_bucket(b.created_at, ${midnights.map((d) => d.toISOString())}::timestamptz[]) - 1`;
  const cash = sql`case when b.payment_method = 'driver' and b.ride_status = 'completed' then coalesce(b.cash_collected_cents, 0) else 0 end`;
  // Serially: a parallel scan was chosen otherwise, and took longer.
  const rows = await withoutParallelWorkers(pool, (db) =>
    db
      .selectFrom('bookings as b')
      .select([
        day.as('day'),
        sql<string>`count(*) filter (where b.status in ('confirmed', 'cancelled'))`.as('bookings'),
        sql<string>`coalesce(sum(b.paid_cents + ${cash} - b.refunded_cents), 0)`.as('cents'),
      ])
      .where('b.created_at', '>=', midnights[0]!)
      .where('b.created_at', '<', midnights[midnights.length - 1]!)
      .groupBy(sql`1`)
      .execute(),
  );
  return rows.map((r) => ({ day: Number(r.day), bookings: Number(r.bookings), revenueCents: Number(r.cents) }));
}

export interface RefundDayRow {
  date: string;
  refunds: number;
  refundedCents: number;
}

/** Refunds issued (pending or succeeded) in [from, to), by Paris day. */
export async function refundsByDay(db: Db, from: Date, to: Date): Promise<RefundDayRow[]> {
  const rows = await db
    .selectFrom('refunds as r')
    .select([parisDay('r.created_at').as('date'), sql<string>`count(*)`.as('refunds'), sql<string>`coalesce(sum(r.amount_cents), 0)`.as('cents')])
    .where('r.status', 'in', ['pending', 'succeeded'])
    .where('r.created_at', '>=', from)
    .where('r.created_at', '<', to)
    .groupBy(sql`1`)
    .execute();
  return rows.map((r) => ({ date: r.date, refunds: Number(r.refunds), refundedCents: Number(r.cents) }));
}

/** Confirmed rides without a driver picking up in [from, to) (the board's partial index). */
export async function countUnassigned(db: Db, from: Date, to: Date): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'confirmed')
    .where('ride_status', '=', 'unassigned')
    .where('pickup_at', '>=', from)
    .where('pickup_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Driver and partner applications waiting for a decision. */
export async function countPendingApplications(db: Db): Promise<{ drivers: number; partners: number }> {
  const row = await db
    .selectNoFrom([
      sql<string>`(select count(*) from driver_applications where status = 'pending')`.as('drivers'),
      sql<string>`(select count(*) from partner_applications where status = 'pending')`.as('partners'),
    ])
    .executeTakeFirstOrThrow();
  return { drivers: Number(row.drivers), partners: Number(row.partners) };
}
