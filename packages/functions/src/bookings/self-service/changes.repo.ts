import type { Selectable } from 'kysely';
import type { Db } from '../../db/db';
import type { BookingChangeKind, BookingChangesTable, BookingChangeStatus, RefundsTable } from '../../db/schema-bookings';

/** booking_changes and the money of a booking (payments received, refunds), for the self-service services and the views. */

export type ChangeRow = Selectable<BookingChangesTable>;
export type RefundRow = Selectable<RefundsTable>;

export interface NewChange {
  bookingId: string;
  kind: BookingChangeKind;
  status: BookingChangeStatus;
  actor: 'booker' | 'admin' | 'system';
  actorId?: string | null;
  before?: unknown;
  after?: unknown;
  priceBeforeCents?: number | null;
  priceAfterCents?: number | null;
  message?: string | null;
  idempotencyKey?: string | null;
  now: Date;
}

const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

export const insertChange = (db: Db, c: NewChange): Promise<ChangeRow> =>
  db
    .insertInto('booking_changes')
    .values({
      booking_id: c.bookingId,
      kind: c.kind,
      status: c.status,
      actor: c.actor,
      actor_id: c.actorId ?? null,
      before: json(c.before),
      after: json(c.after),
      price_before_cents: c.priceBeforeCents ?? null,
      price_after_cents: c.priceAfterCents ?? null,
      message: c.message ?? null,
      idempotency_key: c.idempotencyKey ?? null,
      created_at: c.now,
      updated_at: c.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

export const changeByKey = (db: Db, key: string): Promise<ChangeRow | undefined> =>
  db.selectFrom('booking_changes').selectAll().where('idempotency_key', '=', key).executeTakeFirst();

/** Which booking a change belongs to, and its kind (read before locking the booking, then the change). */
export const changeOwner = (db: Db, id: string): Promise<{ booking_id: string; kind: BookingChangeKind } | undefined> =>
  db.selectFrom('booking_changes').select(['booking_id', 'kind']).where('id', '=', id).executeTakeFirst();

/** A refund made under this key (refundBooking keys each provider refund `<key>:<payment id>`). */
export const hasRefundKeyed = async (db: Db, key: string): Promise<boolean> =>
  !!(await db.selectFrom('refunds').select('id').where('idempotency_key', 'like', `${key}:%`).limit(1).executeTakeFirst());

/** One change, locked until the transaction ends (an answer and a payment of one change run one at a time). */
export const lockChange = (db: Db, id: string): Promise<ChangeRow | undefined> =>
  db.selectFrom('booking_changes').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

/** A booking's changes still waiting (a modify awaiting payment, a request awaiting the admins), oldest first. */
export const pendingChangesOf = (db: Db, bookingId: string): Promise<ChangeRow[]> =>
  db.selectFrom('booking_changes').selectAll().where('booking_id', '=', bookingId).where('status', 'in', ['open', 'awaiting_payment']).orderBy('id').execute();

/** The checkout opened for a change awaiting its payment, kept in its `after` (its status does not move). */
export async function setChangeAfter(db: Db, id: string, after: unknown, now: Date): Promise<void> {
  await db.updateTable('booking_changes').set({ after: JSON.stringify(after), updated_at: now }).where('id', '=', id).execute();
}

/** The changes of some bookings, oldest first: one query. */
export async function changesOf(db: Db, bookingIds: readonly string[]): Promise<ChangeRow[]> {
  if (bookingIds.length === 0) return [];
  return db.selectFrom('booking_changes').selectAll().where('booking_id', 'in', bookingIds).orderBy('booking_id').orderBy('id').execute();
}

/** The refunds of some bookings, oldest first: one query. */
export async function refundsOf(db: Db, bookingIds: readonly string[]): Promise<RefundRow[]> {
  if (bookingIds.length === 0) return [];
  return db.selectFrom('refunds').selectAll().where('booking_id', 'in', bookingIds).orderBy('booking_id').orderBy('id').execute();
}

/** Card money received per booking (paid payments: the booking's and any change's difference; 0019's bookings.paid_cents): one query. */
export async function paidCentsOf(db: Db, bookingIds: readonly string[]): Promise<Map<string, number>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db.selectFrom('bookings').select(['id', 'paid_cents']).where('id', 'in', bookingIds).where('paid_cents', '<>', 0).execute();
  return new Map(rows.map((r) => [r.id, r.paid_cents]));
}

/** The ids of a booking's paid payments. */
export const paidPaymentIdsOf = async (db: Db, bookingId: string): Promise<string[]> =>
  (await db.selectFrom('payments').select('id').where('booking_id', '=', bookingId).where('status', '=', 'paid').orderBy('id').execute()).map((r) => r.id);

/** Open change requests with their booking, oldest first (the admins' queue). */
export const openRequests = (db: Db, limit = 200) =>
  db
    .selectFrom('booking_changes as c')
    .innerJoin('bookings as b', 'b.id', 'c.booking_id')
    .select(['c.id', 'c.created_at', 'c.message', 'c.after', 'c.price_before_cents', 'c.price_after_cents', 'b.reference', 'b.pickup_at', 'b.booker_name', 'b.total_cents', 'b.language'])
    .where('c.kind', '=', 'request')
    .where('c.status', '=', 'open')
    .orderBy('c.created_at')
    .orderBy('c.id')
    .limit(limit)
    .execute();

/** Modifies still awaiting payment whose time ran out (created before `before`). */
export const staleAwaitingPayment = (db: Db, before: Date, limit = 500) =>
  db.selectFrom('booking_changes').select(['id', 'booking_id']).where('status', '=', 'awaiting_payment').where('created_at', '<=', before).orderBy('id').limit(limit).execute();

/** Cancelled bookings (since `since`) that have paid payments, with their cancel change: a payment may have arrived after the cancel. */
export const cancelledWithPayments = (db: Db, since: Date) =>
  db
    .selectFrom('bookings as b')
    .innerJoin('booking_changes as c', (j) => j.onRef('c.booking_id', '=', 'b.id').on('c.kind', '=', 'cancel'))
    .innerJoin('payments as p', (j) => j.onRef('p.booking_id', '=', 'b.id').on('p.status', '=', 'paid'))
    .select(['b.id as booking_id', 'c.id as change_id', 'c.after', 'p.id as payment_id', 'p.amount_cents'])
    .where('b.status', '=', 'cancelled')
    .where('b.cancelled_at', '>=', since)
    .orderBy('p.id')
    .execute();
