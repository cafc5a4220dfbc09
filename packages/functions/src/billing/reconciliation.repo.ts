import { sql, type SqlBool } from 'kysely';
import type { Db } from '../db/db';
import type { Range } from './paris-range';

/** One of our payments or refunds with a given provider, as reconciliation compares it. */
export interface OurMoneyRow {
  /** Our row id (payment or refund). */
  id: string;
  /** The provider's payment (pi_…) or refund (re_…) id; null when the provider never named it to us. */
  provider_id: string | null;
  amount_cents: number;
  at: Date;
  reference: string;
}

/** Our paid payments with this provider, paid in the range. */
export const ourPayments = (db: Db, provider: string, r: Range): Promise<OurMoneyRow[]> =>
  db
    .selectFrom('payments as p')
    .innerJoin('bookings as b', 'b.id', 'p.booking_id')
    .select(['p.id', 'p.provider_payment_id as provider_id', 'p.amount_cents', sql<Date>`p.paid_at`.as('at'), 'b.reference'])
    .where(sql<SqlBool>`p.status = 'paid'`)
    .where(sql<SqlBool>`p.paid_at >= ${r.start} and p.paid_at < ${r.end}`)
    .where('p.provider', '=', provider)
    .orderBy(sql`p.paid_at`)
    .orderBy('p.id')
    .execute();

/** Our refunds (pending or succeeded: money promised back) with this provider, asked for in the range. */
export const ourRefunds = (db: Db, provider: string, r: Range): Promise<OurMoneyRow[]> =>
  db
    .selectFrom('refunds as f')
    .innerJoin('bookings as b', 'b.id', 'f.booking_id')
    .select(['f.id', 'f.provider_refund_id as provider_id', 'f.amount_cents', 'f.created_at as at', 'b.reference'])
    .where(sql<SqlBool>`f.status in ('pending', 'succeeded')`)
    .where('f.created_at', '>=', r.start)
    .where('f.created_at', '<', r.end)
    .where('f.provider', '=', provider)
    .orderBy('f.created_at')
    .orderBy('f.id')
    .execute();
