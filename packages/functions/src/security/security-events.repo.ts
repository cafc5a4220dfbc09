import { sql } from 'kysely';
import type { LogSecurityEventInput } from '@rides/contracts/security-events';
import type { Db } from '../db/db';

export type SecurityEventRow = Required<Omit<LogSecurityEventInput, 'details'>> & {
  details: Record<string, unknown>;
  userId: string | null;
  sourceIp: string | null;
};

export async function insertSecurityEvent(db: Db, e: SecurityEventRow): Promise<string> {
  const row = await db
    .insertInto('security_events')
    .values({
      event_type: e.eventType,
      identifier: e.identifier,
      user_id: e.userId,
      details: JSON.stringify(e.details),
      user_agent: e.userAgent,
      page_url: e.pageUrl,
      source_ip: e.sourceIp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

export async function countRecentByUser(db: Db, userId: string, sinceMs: number): Promise<number> {
  const row = await db
    .selectFrom('security_events')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', new Date(Date.now() - sinceMs))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Signed-out events from one source address, and from everywhere, in the last `sinceMs`. */
export async function countRecentAnonymous(db: Db, sourceIp: string, sinceMs: number): Promise<{ fromSource: number; total: number }> {
  const row = await db
    .selectFrom('security_events')
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      eb.fn.count<string>(eb.case().when('source_ip', '=', sourceIp).then(1).end()).as('fromSource'),
    ])
    .where('user_id', 'is', null)
    .where('created_at', '>', new Date(Date.now() - sinceMs))
    .executeTakeFirstOrThrow();
  return { fromSource: Number(row.fromSource), total: Number(row.total) };
}

/** Takes the transaction-scoped advisory lock of one rate-limit bucket (held until the transaction ends). */
export async function lockSecurityEventBucket(trx: Db, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}
