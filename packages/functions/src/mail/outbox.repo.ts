import type { Kysely } from 'kysely';
import type { OutboxChannel } from '@rides/contracts/messaging';
import type { Database } from '../db/schema';

/** Any connection or transaction: enqueue runs inside the caller's transaction. */
type Conn = Kysely<Database>;

/** What a message is about (migration 0009): the admin's request detail and tools list sends by these. */
export interface OutboxFacts {
  bookingId?: string | null;
  /** `booking-confirmation`, `driver-details`, `driver-job`, `reminder-driver-24h`, `test`, `broadcast`, … */
  purpose?: string | null;
  /** The address or number it goes to, as admins see it. */
  recipient?: string | null;
  /** The admin who sent it (tests, broadcasts); null for messages the system sends. */
  createdBy?: string | null;
}

export interface OutboxInsert extends OutboxFacts {
  dedupeKey: string;
  channel: OutboxChannel;
  payload: unknown;
}

/** A row claimed for one delivery attempt; `attempts` already counts this attempt (the lease token). */
export interface ClaimedRow {
  id: string;
  dedupeKey: string;
  channel: OutboxChannel;
  payload: unknown;
  attempts: number;
}

/** Who took the message and under which id (delivery reports find the row by provider and id). */
export interface SentFacts {
  provider: string;
  providerMessageId: string | null;
  deliveryStatus: string | null;
}

/** Inserts the message unless one with the same dedupe key exists. True when it was inserted. */
export async function insertOutbox(conn: Conn, m: OutboxInsert): Promise<boolean> {
  const r = await conn
    .insertInto('outbox')
    .values({
      dedupe_key: m.dedupeKey,
      channel: m.channel,
      payload: JSON.stringify(m.payload),
      booking_id: m.bookingId ?? null,
      purpose: m.purpose ?? null,
      recipient: m.recipient ?? null,
      created_by: m.createdBy ?? null,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Claims up to `limit` due pending rows in one short transaction: `for update skip locked` so two
 * dispatchers never take the same row, then the attempt is counted and `next_attempt_at` pushed to
 * `leaseUntil`. Sending happens after commit; a sender that dies leaves its rows to come back when
 * the lease ends.
 */
export async function claimDue(db: Conn, now: Date, leaseUntil: Date, limit: number): Promise<ClaimedRow[]> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('outbox')
      .select(['id', 'dedupe_key', 'channel', 'payload', 'attempts'])
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    await trx
      .updateTable('outbox')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: leaseUntil }))
      .where(
        'id',
        'in',
        due.map((r) => r.id),
      )
      .execute();
    return due.map((r) => ({ id: r.id, dedupeKey: r.dedupe_key, channel: r.channel, payload: r.payload, attempts: r.attempts + 1 }));
  });
}

/** The server (SMTP, Twilio, ClickSend, the local capture) accepted the message. */
export async function markSent(db: Conn, id: string, now: Date, sent?: SentFacts): Promise<void> {
  const facts = sent ? { provider: sent.provider, provider_message_id: sent.providerMessageId, delivery_status: sent.deliveryStatus } : {};
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: now, last_error: null, ...facts })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * The attempt failed: try again at `nextAttemptAt`, or give up (`failed`). Only while the row is
 * still this attempt's (same `attempts`): a late report never overrides a newer claim.
 */
export async function markAttemptFailed(
  db: Conn,
  row: Pick<ClaimedRow, 'id' | 'attempts'>,
  error: string,
  next: { retryAt: Date } | { giveUp: true },
): Promise<void> {
  await db
    .updateTable('outbox')
    .set('giveUp' in next ? { status: 'failed', last_error: error } : { next_attempt_at: next.retryAt, last_error: error })
    .where('id', '=', row.id)
    .where('attempts', '=', row.attempts)
    .where('status', '=', 'pending')
    .execute();
}
