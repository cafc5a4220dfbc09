import { sql } from 'kysely';
import type { Db } from '../db/db';

/** A receipt's number and first issue (table receipts, migration 0012). */
export interface IssuedReceipt {
  number: string;
  issuedAt: Date;
}

/** R-2026-000001: the calendar year, then the receipt's place in that year's unbroken sequence. */
export const receiptNumber = (year: number, sequence: number): string => `R-${year}-${String(sequence).padStart(6, '0')}`;

/**
 * The receipt of a booking: the one already issued, else a new number, taken in one transaction so
 * that the sequence has no gaps and no duplicates. The booking's row is locked first (two downloads
 * of the same receipt at once: the second waits, then finds the first's number), then the year's
 * counter row is incremented by an upsert, which holds its row lock until the commit (concurrent
 * receipts of other bookings take the next numbers in turn). A failure rolls the increment back with
 * the rest, so no number is lost. Locks are always taken in this order (booking, then counter).
 */
export async function issueReceipt(db: Db, bookingId: string, year: number, now: Date): Promise<IssuedReceipt> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('bookings').select('id').where('id', '=', bookingId).forNoKeyUpdate().executeTakeFirstOrThrow();
    const existing = await trx.selectFrom('receipts').select(['number', 'issued_at']).where('booking_id', '=', bookingId).executeTakeFirst();
    if (existing) return { number: existing.number, issuedAt: new Date(existing.issued_at) };
    const { last } = await trx
      .insertInto('receipt_counters')
      .values({ year, last: 1 })
      .onConflict((oc) => oc.column('year').doUpdateSet({ last: sql<number>`receipt_counters.last + 1` }))
      .returning('last')
      .executeTakeFirstOrThrow();
    const row = await trx
      .insertInto('receipts')
      .values({ booking_id: bookingId, number: receiptNumber(year, last), issued_at: now })
      .returning(['number', 'issued_at'])
      .executeTakeFirstOrThrow();
    return { number: row.number, issuedAt: new Date(row.issued_at) };
  });
}

/** The card payments received for a booking (the booking's and any change's difference), oldest first. */
export const paidPaymentsOf = (db: Db, bookingId: string) =>
  db
    .selectFrom('payments')
    .select(['purpose', 'amount_cents', 'created_at', 'updated_at'])
    .where('booking_id', '=', bookingId)
    .where('status', '=', 'paid')
    .orderBy('id')
    .execute();

/** The money given back on a booking (done or under way; failed and cancelled refunds gave nothing), oldest first. */
export const refundsOf = (db: Db, bookingId: string) =>
  db
    .selectFrom('refunds')
    .select(['amount_cents', 'status', 'created_at'])
    .where('booking_id', '=', bookingId)
    .where('status', 'in', ['pending', 'succeeded'])
    .orderBy('id')
    .execute();
