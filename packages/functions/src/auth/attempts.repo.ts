import { sql } from 'kysely';
import type { Db } from '../db/db';

export interface AttemptResult {
  allowed: boolean;
  /** The attempt taken, when allowed: forget it once the password proves right. */
  id?: string;
  /** When refused: how long until the oldest attempt in the window expires. */
  retryAfterMs: number;
}

/**
 * Takes one attempt for `identifier` if fewer than `limit` were taken in the last `windowMs`.
 * A transaction-scoped advisory lock on the identifier serialises concurrent attempts, so no more than
 * `limit` get through however many arrive at once, from however many addresses.
 */
export async function takeAttempt(
  db: Db,
  identifier: string,
  sourceIp: string | null,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<AttemptResult> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${'sign-in:' + identifier}))`.execute(trx);
    const since = new Date(now.getTime() - windowMs);
    const rows = await trx
      .selectFrom('sign_in_attempts')
      .select('attempted_at')
      .where('identifier', '=', identifier)
      .where('attempted_at', '>', since)
      .orderBy('attempted_at', 'asc')
      .execute();
    if (rows.length >= limit) {
      const oldest = new Date(rows[0]!.attempted_at).getTime();
      return { allowed: false, retryAfterMs: Math.max(0, oldest + windowMs - now.getTime()) };
    }
    const row = await trx
      .insertInto('sign_in_attempts')
      .values({ identifier, source_ip: sourceIp, attempted_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { allowed: true, id: String(row.id), retryAfterMs: 0 };
  });
}

/** A sign-in with the right password does not count against the limit: only failures do. */
export async function forgetAttempt(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('id', '=', id).execute();
}
