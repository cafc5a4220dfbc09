import { sql, type Selectable } from 'kysely';
import type { SentMessage } from '@rides/contracts/messaging';
import type { Db } from '../db/db';
import type { OutboxTable } from '../db/schema-bookings';

/**
 * Records a provider's delivery report on the message it sent. `notAfter` are the statuses the report
 * may replace: reports can arrive out of order, and a late `sent` must not hide `delivered`. Only the
 * first word of the stored status is compared (`undelivered (error 30003)`). True when a row changed.
 */
export async function recordDeliveryStatus(db: Db, provider: string, providerMessageId: string, status: string, replaces: readonly string[]): Promise<boolean> {
  const r = await db
    .updateTable('outbox')
    .set({ delivery_status: status })
    .where('provider', '=', provider)
    .where('provider_message_id', '=', providerMessageId)
    .where((eb) =>
      eb.or([eb('delivery_status', 'is', null), ...(replaces.length ? [eb(sql<string>`split_part(delivery_status, ' ', 1)`, 'in', replaces)] : [])]),
    )
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

type OutboxRow = Pick<
  Selectable<OutboxTable>,
  'id' | 'channel' | 'recipient' | 'payload' | 'purpose' | 'status' | 'delivery_status' | 'provider' | 'created_at' | 'sent_at' | 'last_error' | 'dedupe_key'
>;

const COLUMNS = ['id', 'channel', 'recipient', 'payload', 'purpose', 'status', 'delivery_status', 'provider', 'created_at', 'sent_at', 'last_error', 'dedupe_key'] as const;

/** A row as admins see it (contracts' SentMessage). Rows from before purposes existed are named by their key. */
export function toSentMessage(row: OutboxRow): SentMessage {
  const to = row.recipient ?? (row.payload as { to?: unknown } | null)?.to;
  return {
    id: row.id,
    channel: row.channel,
    to: typeof to === 'string' ? to : '',
    purpose: row.purpose ?? row.dedupe_key.split(':')[0] ?? 'other',
    status: row.status,
    deliveryStatus: row.delivery_status,
    provider: row.provider,
    createdAt: new Date(row.created_at).toISOString(),
    sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
    lastError: row.last_error,
  };
}

/** The latest messages, newest first; one purpose or all. */
export async function latestMessages(db: Db, purpose: string | undefined, limit: number): Promise<SentMessage[]> {
  let q = db.selectFrom('outbox').select(COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit);
  if (purpose) q = q.where('purpose', '=', purpose);
  return (await q.execute()).map(toSentMessage);
}

/** The messages of one booking, oldest first (the admin's request detail). */
export async function bookingMessages(db: Db, bookingId: string): Promise<SentMessage[]> {
  const rows = await db.selectFrom('outbox').select(COLUMNS).where('booking_id', '=', bookingId).orderBy('id').execute();
  return rows.map(toSentMessage);
}

export async function messageByKey(db: Db, dedupeKey: string): Promise<SentMessage | undefined> {
  const row = await db.selectFrom('outbox').select(COLUMNS).where('dedupe_key', '=', dedupeKey).executeTakeFirst();
  return row && toSentMessage(row);
}

/**
 * Serialises one admin's sends (transaction-scoped advisory lock), so the hourly limits hold however
 * many requests arrive at once.
 */
export async function lockSender(trx: Db, what: 'test' | 'broadcast', adminId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`messaging-${what}:${adminId}`}))`.execute(trx);
}

/** Test messages an admin queued since `since`. */
export async function testsSince(db: Db, adminId: string, since: Date): Promise<number> {
  const r = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('purpose', '=', 'test')
    .where('created_by', '=', adminId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Broadcasts (not messages) an admin sent since `since`: keys are `broadcast:<id>:<driver>:<channel>`. */
export async function broadcastsSince(db: Db, adminId: string, since: Date): Promise<number> {
  const r = await db
    .selectFrom('outbox')
    .select(sql<string>`count(distinct split_part(dedupe_key, ':', 2))`.as('n'))
    .where('purpose', '=', 'broadcast')
    .where('created_by', '=', adminId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** When the oldest counted send of the window leaves it: how long until the admin may send again. */
export async function oldestSince(db: Db, purpose: 'test' | 'broadcast', adminId: string, since: Date): Promise<Date | null> {
  const r = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.min('created_at').as('at'))
    .where('purpose', '=', purpose)
    .where('created_by', '=', adminId)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return r?.at ? new Date(r.at as Date) : null;
}
