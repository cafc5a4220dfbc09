import { sql, type SqlBool } from 'kysely';
import type { LedgerKind } from '@rides/contracts/billing';
import { withoutParallelWorkers, type Db } from '../db/db';
import type { Range } from './paris-range';

/**
 * The billing ledger's three sources, each read newest first by its own index (migration 0014):
 * card payments by `payments.paid_at`, refunds (pending or succeeded) by `refunds.created_at`, cash
 * collected on pay-the-driver rides by their completion (`ride_events`, to_status 'completed').
 * Pages are merged in the service (ledger.service.ts). Times are read as fixed-width UTC text with
 * microseconds (`key`), so a keyset cursor never skips rows that share a millisecond.
 */
export interface LedgerDbRow {
  kind: LedgerKind;
  /** `YYYY-MM-DDTHH:MM:SS.ffffffZ`: sorts as text, parses as a timestamptz. */
  key: string;
  /** The row's id in its own table (payment, refund, ride event): the keyset's tie-break. */
  seq: string;
  booking_id: string;
  reference: string;
  amount_cents: number;
  provider: string | null;
  provider_id: string | null;
  status: string;
  detail: string | null;
  driver_name: string | null;
}

/** Where a page starts: after (key, rank, seq), the order being key desc, rank desc, seq desc. */
export interface LedgerCursor {
  key: string;
  rank: number;
  seq: string;
}

/** Order of the kinds at the same instant (higher first). */
export const KIND_RANK: Record<LedgerKind, number> = { card: 3, refund: 2, cash: 1 };

const utcKey = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The keyset condition for one source: a lower-ranked kind at the cursor's instant still comes after it. */
function after(kind: LedgerKind, c: LedgerCursor | null, at: string, id: string) {
  if (!c) return sql<SqlBool>`true`;
  const rank = KIND_RANK[kind];
  if (rank < c.rank) return sql<SqlBool>`${sql.ref(at)} <= ${c.key}::timestamptz`;
  if (rank > c.rank) return sql<SqlBool>`${sql.ref(at)} < ${c.key}::timestamptz`;
  return sql<SqlBool>`(${sql.ref(at)}, ${sql.ref(id)}) < (${c.key}::timestamptz, ${c.seq}::bigint)`;
}

// Literal predicates (not parameters), so the partial indexes of 0014 always apply.
const card = (db: Db, r: Range, c: LedgerCursor | null) =>
  db
    .selectFrom('payments as p')
    .innerJoin('bookings as b', 'b.id', 'p.booking_id')
    .select([
      sql<LedgerKind>`'card'`.as('kind'),
      utcKey('p.paid_at').as('key'),
      'p.id as seq',
      'p.booking_id',
      'b.reference',
      'p.amount_cents',
      'p.provider',
      'p.provider_payment_id as provider_id',
      sql<string>`'paid'`.as('status'),
      'p.purpose as detail',
      sql<string | null>`null`.as('driver_name'),
    ])
    .where(sql<SqlBool>`p.status = 'paid'`)
    .where(sql<SqlBool>`p.paid_at >= ${r.start} and p.paid_at < ${r.end}`)
    .where(after('card', c, 'p.paid_at', 'p.id'))
    .orderBy(sql`p.paid_at`, 'desc')
    .orderBy('p.id', 'desc');

const refund = (db: Db, r: Range, c: LedgerCursor | null) =>
  db
    .selectFrom('refunds as f')
    .innerJoin('bookings as b', 'b.id', 'f.booking_id')
    .select([
      sql<LedgerKind>`'refund'`.as('kind'),
      utcKey('f.created_at').as('key'),
      'f.id as seq',
      'f.booking_id',
      'b.reference',
      'f.amount_cents',
      'f.provider',
      'f.provider_refund_id as provider_id',
      'f.status',
      'f.reason as detail',
      sql<string | null>`null`.as('driver_name'),
    ])
    .where(sql<SqlBool>`f.status in ('pending', 'succeeded')`)
    .where('f.created_at', '>=', r.start)
    .where('f.created_at', '<', r.end)
    .where(after('refund', c, 'f.created_at', 'f.id'))
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc');

const cash = (db: Db, r: Range, c: LedgerCursor | null) =>
  db
    .selectFrom('ride_events as e')
    .innerJoin('bookings as b', 'b.id', 'e.booking_id')
    .leftJoin('users as d', 'd.id', 'e.driver_id')
    .select([
      sql<LedgerKind>`'cash'`.as('kind'),
      utcKey('e.at').as('key'),
      'e.id as seq',
      'e.booking_id',
      'b.reference',
      sql<number>`b.cash_collected_cents`.as('amount_cents'),
      sql<string | null>`null`.as('provider'),
      sql<string | null>`null`.as('provider_id'),
      sql<string>`'collected'`.as('status'),
      sql<string | null>`null`.as('detail'),
      sql<string | null>`coalesce(e.driver_name, d.full_name, d.email)`.as('driver_name'),
    ])
    .where(sql<SqlBool>`e.to_status = 'completed'`)
    .where('e.at', '>=', r.start)
    .where('e.at', '<', r.end)
    .where(sql<SqlBool>`b.payment_method = 'driver'`)
    .where('b.cash_collected_cents', 'is not', null)
    .where(after('cash', c, 'e.at', 'e.id'))
    .orderBy('e.at', 'desc')
    .orderBy('e.id', 'desc');

/** Up to `limit` rows of one kind after the cursor, newest first. */
export function ledgerRows(db: Db, kind: LedgerKind, range: Range, cursor: LedgerCursor | null, limit: number): Promise<LedgerDbRow[]> {
  const rows = kind === 'card' ? card(db, range, cursor).limit(limit).execute() : kind === 'refund' ? refund(db, range, cursor).limit(limit).execute() : cash(db, range, cursor).limit(limit).execute();
  return rows as Promise<LedgerDbRow[]>;
}

export interface KindTotal {
  count: number;
  cents: number;
}

const total = async (q: Promise<{ n: string | number; cents: string | number | null } | undefined>): Promise<KindTotal> => {
  const r = await q;
  return { count: Number(r?.n ?? 0), cents: Number(r?.cents ?? 0) };
};

/** Count and sum of each kind over the whole range (not a page), on one connection without parallel workers. */
export const ledgerTotals = (pool: Db, r: Range): Promise<Record<LedgerKind, KindTotal>> => withoutParallelWorkers(pool, (db) => kindTotals(db, r));

async function kindTotals(db: Db, r: Range): Promise<Record<LedgerKind, KindTotal>> {
  const [c, f, k] = await Promise.all([
    total(
      db
        .selectFrom('payments as p')
        .select([sql<string>`count(*)`.as('n'), sql<string>`coalesce(sum(p.amount_cents), 0)`.as('cents')])
        .where(sql<SqlBool>`p.status = 'paid'`)
        .where(sql<SqlBool>`p.paid_at >= ${r.start} and p.paid_at < ${r.end}`)
        .executeTakeFirst(),
    ),
    total(
      db
        .selectFrom('refunds as f')
        .select([sql<string>`count(*)`.as('n'), sql<string>`coalesce(sum(f.amount_cents), 0)`.as('cents')])
        .where(sql<SqlBool>`f.status in ('pending', 'succeeded')`)
        .where('f.created_at', '>=', r.start)
        .where('f.created_at', '<', r.end)
        .executeTakeFirst(),
    ),
    total(
      db
        .selectFrom('ride_events as e')
        .innerJoin('bookings as b', 'b.id', 'e.booking_id')
        .select([sql<string>`count(*)`.as('n'), sql<string>`coalesce(sum(b.cash_collected_cents), 0)`.as('cents')])
        .where(sql<SqlBool>`e.to_status = 'completed'`)
        .where('e.at', '>=', r.start)
        .where('e.at', '<', r.end)
        .where(sql<SqlBool>`b.payment_method = 'driver'`)
        .where('b.cash_collected_cents', 'is not', null)
        .executeTakeFirst(),
    ),
  ]);
  return { card: c, refund: f, cash: k };
}
