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
 * The table also keeps per-address and per-recipient buckets of other limits, under these prefixes
 * (an e-mail never starts so): sign-in analytics leaves them out.
 */
export const LIMIT_BUCKET_PREFIXES = ['sign-up:', 'booking-from:', 'booking-to:', 'contact-from:', 'contact-to:', 'assistant:'] as const;

/** One inbox: lower-cased and without a `+tag` (ada+1@… and ada+2@… reach the same mailbox). */
export const inboxKey = (email: string): string => email.trim().toLowerCase().replace(/\+[^@]*@/, '@');

/** The first 64 bits of an IPv6 address ("2001:db8:1:2::/64"), or null when it is not one. */
function ipv6Prefix64(address: string): string | null {
  if (!address.includes(':') || address.includes('.')) return null;
  const parts = address.split('::');
  if (parts.length > 2) return null;
  const head = parts[0] ? parts[0].split(':') : [];
  const tail = parts.length === 2 && parts[1] ? parts[1].split(':') : [];
  const groups = parts.length === 2 ? [...head, ...Array<string>(Math.max(0, 8 - head.length - tail.length)).fill('0'), ...tail] : head;
  if (groups.length !== 8 || groups.some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null;
  return `${groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}

/**
 * One client, for per-address limits: an IPv4 address as it is, an IPv6 one by its /64 (the block a
 * single line or host is given, within which a caller can pick a new address for every request).
 */
export const addressKey = (address: string | null): string => (address ? (ipv6Prefix64(address) ?? address) : 'unknown');

export interface Bucket {
  identifier: string;
  limit: number;
  windowMs: number;
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
  const [result] = await takeAttempts(db, [{ identifier, limit, windowMs }], sourceIp, now);
  return result!;
}

/**
 * One attempt in each bucket, all or none: if any bucket is full, nothing is taken and the answer
 * says how long until the fullest one has room. Locks are taken in a fixed order (no deadlock when two
 * calls share buckets).
 */
export async function takeAttempts(db: Db, buckets: readonly Bucket[], sourceIp: string | null, now: Date): Promise<AttemptResult[]> {
  return db.transaction().execute((trx) => takeAttemptsIn(trx, buckets, sourceIp, now));
}

/**
 * takeAttempts inside the caller's transaction: the attempts are kept only if it commits, and the
 * buckets stay locked until it ends (what lets a booking count once however often it is replayed).
 */
export async function takeAttemptsIn(trx: Db, buckets: readonly Bucket[], sourceIp: string | null, now: Date): Promise<AttemptResult[]> {
  // Two statements, however many buckets: the locks (in the array's order), then, in a statement whose
  // snapshot is taken once they are held, every bucket's count and the attempts if all have room.
  const locks = [...new Set(buckets.map((b) => b.identifier))].sort();
  await sql`select pg_advisory_xact_lock(hashtext('sign-in:' || id)) from unnest(${locks}::text[]) as id`.execute(trx);
  const { rows } = await sql<{ over: boolean; oldest: Date | null; window_ms: string | null; id: string | null; identifier: string | null }>`
    with bucket as (
      select * from unnest(${buckets.map((b) => b.identifier)}::text[], ${buckets.map((b) => b.limit)}::int[],
                           ${buckets.map((b) => b.windowMs)}::bigint[]) as b (identifier, lim, window_ms)
    ),
    over_limit as (
      select w.oldest, b.window_ms
      from bucket b
      cross join lateral (
        select count(*) as n, min(a.attempted_at) as oldest
        from (
          select attempted_at from sign_in_attempts
          where identifier = b.identifier and attempted_at > ${now}::timestamptz - b.window_ms * interval '1 millisecond'
          order by attempted_at limit b.lim
        ) a
      ) w
      where w.n >= b.lim
    ),
    taken as (
      insert into sign_in_attempts (identifier, source_ip, attempted_at)
      select identifier, ${sourceIp}::text, ${now}::timestamptz from bucket where not exists (select 1 from over_limit)
      returning id, identifier
    )
    select true as over, oldest, window_ms, null::bigint as id, null as identifier from over_limit
    union all
    select false, null, null, id, identifier from taken`.execute(trx);
  const full = rows.filter((r) => r.over);
  if (full.length) {
    // Until the oldest attempt in the fullest bucket leaves its window (a bucket of no room: a whole window).
    const retryAfterMs = Math.max(0, ...full.map((r) => (r.oldest ? new Date(r.oldest).getTime() : now.getTime()) + Number(r.window_ms) - now.getTime()));
    return buckets.map(() => ({ allowed: false, retryAfterMs }));
  }
  // Each bucket its own attempt (two buckets may share an identifier).
  const ids = rows.filter((r) => !r.over);
  return buckets.map((b) => {
    const row = ids.splice(ids.findIndex((r) => r.identifier === b.identifier), 1)[0]!;
    return { allowed: true, id: String(row.id), retryAfterMs: 0 };
  });
}

/** A sign-in with the right password does not count against the limit: only failures do. */
export async function forgetAttempt(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('id', '=', id).execute();
}
