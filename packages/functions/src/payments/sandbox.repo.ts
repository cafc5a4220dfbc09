import { sql, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import type { SandboxBalanceTransactionsTable, SandboxCheckoutSessionsTable, SandboxRefundsTable, SandboxTables } from '../db/schema-sandbox';

/** Any connection or transaction. */
type Conn = Kysely<Database>;
export type SandboxSession = Selectable<SandboxCheckoutSessionsTable>;
export type SandboxRefund = Selectable<SandboxRefundsTable>;

const sandbox = (db: Conn) => db.withTables<SandboxTables>();

export interface NewSandboxSession {
  id: string;
  bookingId: string;
  reference: string;
  amountCents: number;
  currency: string;
  description: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

export async function insertSandboxSession(db: Conn, s: NewSandboxSession): Promise<void> {
  await sandbox(db)
    .insertInto('sandbox_checkout_sessions')
    .values({
      id: s.id,
      booking_id: s.bookingId,
      client_reference_id: s.reference,
      amount_cents: s.amountCents,
      currency: s.currency,
      description: s.description,
      customer_email: s.customerEmail,
      success_url: s.successUrl,
      cancel_url: s.cancelUrl,
      expires_at: s.expiresAt,
    })
    .execute();
}

export async function findSandboxSession(db: Conn, id: string): Promise<SandboxSession | undefined> {
  return sandbox(db).selectFrom('sandbox_checkout_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Open and not yet expired -> paid, once, with its payment id (pi_local_…): a double click or a
 * second tab finds nothing to change.
 */
export async function markSandboxPaid(db: Conn, id: string, now: Date, paymentIntent: string): Promise<SandboxSession | undefined> {
  return sandbox(db)
    .updateTable('sandbox_checkout_sessions')
    .set({ status: 'paid', paid_at: now, payment_intent: paymentIntent })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/** Open but past its end -> expired, once. */
export async function markSandboxExpired(db: Conn, id: string, now: Date): Promise<SandboxSession | undefined> {
  return sandbox(db)
    .updateTable('sandbox_checkout_sessions')
    .set({ status: 'expired' })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where('expires_at', '<=', now)
    .returningAll()
    .executeTakeFirst();
}

/** The sandbox payment a refund is for (by its payment id, else its session), locked: refunds of one payment run one at a time. */
export async function lockSandboxPayment(db: Conn, paymentIntent: string | null, sessionId: string): Promise<SandboxSession | undefined> {
  return sandbox(db)
    .selectFrom('sandbox_checkout_sessions')
    .selectAll()
    .where(paymentIntent ? 'payment_intent' : 'id', '=', paymentIntent ?? sessionId)
    .forUpdate()
    .executeTakeFirst();
}

export async function findSandboxSessionByIntent(db: Conn, paymentIntent: string): Promise<SandboxSession | undefined> {
  return sandbox(db).selectFrom('sandbox_checkout_sessions').selectAll().where('payment_intent', '=', paymentIntent).executeTakeFirst();
}

export async function findSandboxRefundByKey(db: Conn, idempotencyKey: string): Promise<SandboxRefund | undefined> {
  return sandbox(db).selectFrom('sandbox_refunds').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

export async function findSandboxRefund(db: Conn, id: string): Promise<SandboxRefund | undefined> {
  return sandbox(db).selectFrom('sandbox_refunds').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What of a payment is refunded or being refunded (pending and succeeded refunds). */
export async function sandboxRefundedCents(db: Conn, paymentIntent: string): Promise<number> {
  const r = await sandbox(db)
    .selectFrom('sandbox_refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount_cents'), sql<string>`0`).as('cents'))
    .where('payment_intent', '=', paymentIntent)
    .where('status', 'in', ['pending', 'succeeded'])
    .executeTakeFirstOrThrow();
  return Number(r.cents);
}

export async function sandboxRefundsOfIntent(db: Conn, paymentIntent: string): Promise<SandboxRefund[]> {
  return sandbox(db).selectFrom('sandbox_refunds').selectAll().where('payment_intent', '=', paymentIntent).orderBy('created_at').orderBy('id').execute();
}

export interface NewSandboxRefund {
  id: string;
  paymentIntent: string;
  amountCents: number;
  currency: string;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export async function insertSandboxRefund(db: Conn, r: NewSandboxRefund): Promise<SandboxRefund> {
  return sandbox(db)
    .insertInto('sandbox_refunds')
    .values({
      id: r.id,
      payment_intent: r.paymentIntent,
      amount_cents: r.amountCents,
      currency: r.currency,
      status: 'pending',
      idempotency_key: r.idempotencyKey,
      metadata: JSON.stringify(r.metadata),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Pending -> succeeded, once. */
export async function markSandboxRefundSucceeded(db: Conn, id: string): Promise<SandboxRefund | undefined> {
  return sandbox(db).updateTable('sandbox_refunds').set({ status: 'succeeded' }).where('id', '=', id).where('status', '=', 'pending').returningAll().executeTakeFirst();
}

// ---------------------------------------------------------------- balance transactions (0014)

export type SandboxBalanceTransaction = Selectable<SandboxBalanceTransactionsTable>;

export interface NewSandboxBalanceTransaction {
  id: string;
  type: 'charge' | 'refund';
  amountCents: number;
  feeCents: number;
  currency: string;
  source: string;
}

/** Once per source: a replay of the same charge or refund adds nothing. */
export async function insertSandboxBalanceTransaction(db: Conn, t: NewSandboxBalanceTransaction): Promise<void> {
  await sandbox(db)
    .insertInto('sandbox_balance_transactions')
    .values({
      id: t.id,
      type: t.type,
      amount_cents: t.amountCents,
      fee_cents: t.feeCents,
      net_cents: t.amountCents - t.feeCents,
      currency: t.currency,
      source: t.source,
    })
    .onConflict((oc) => oc.column('source').doNothing())
    .execute();
}

/** One page, newest first by (created, id), like Stripe's list; `startingAfter` is the previous page's last id. */
export async function listSandboxBalanceTransactions(
  db: Conn,
  q: { createdFrom: Date; createdTo: Date; startingAfter?: string },
  limit: number,
): Promise<{ rows: SandboxBalanceTransaction[]; hasMore: boolean }> {
  let query = sandbox(db)
    .selectFrom('sandbox_balance_transactions as t')
    .selectAll('t')
    .where('t.created', '>=', q.createdFrom)
    .where('t.created', '<', q.createdTo);
  if (q.startingAfter) {
    const last = await sandbox(db).selectFrom('sandbox_balance_transactions').select('id').where('id', '=', q.startingAfter).executeTakeFirst();
    if (!last) return { rows: [], hasMore: false };
    // Compared in SQL: read back into a JS Date, `created` would lose its microseconds and skip rows.
    const id = last.id;
    query = query.where(sql<SqlBool>`(t.created, t.id) < (select l.created, l.id from sandbox_balance_transactions l where l.id = ${id})`);
  }
  const rows = await query.orderBy('t.created', 'desc').orderBy('t.id', 'desc').limit(limit + 1).execute();
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}
