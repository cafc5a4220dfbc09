import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { SandboxCheckoutSessionsTable, SandboxRefundsTable, SandboxTables } from '../db/schema-sandbox';

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
