import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { SandboxCheckoutSessionsTable, SandboxTables } from '../db/schema-sandbox';

/** Any connection or transaction. */
type Conn = Kysely<Database>;
export type SandboxSession = Selectable<SandboxCheckoutSessionsTable>;

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

/** Open and not yet expired -> paid, once: a double click or a second tab finds nothing to change. */
export async function markSandboxPaid(db: Conn, id: string, now: Date): Promise<SandboxSession | undefined> {
  return sandbox(db)
    .updateTable('sandbox_checkout_sessions')
    .set({ status: 'paid', paid_at: now })
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
