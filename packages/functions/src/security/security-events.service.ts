import { HttpsError } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import { ANONYMOUS_EVENT_TYPES, type logSecurityEventInput } from '@rides/contracts/security-events';
import type { Db } from '../db/db';
import type { Caller } from '../http/callable';
import { upsertUser } from '../roles/roles.repo';
import { countRecentAnonymous, countRecentByUser, insertSecurityEvent, lockSecurityEventBucket } from './security-events.repo';

/** A signed-in caller may record at most this many events per minute: enough for any real page. */
export const EVENTS_PER_MINUTE = 30;
/** Signed-out events: per source address, and in all, per minute. Beyond that they are dropped. */
export const ANONYMOUS_PER_SOURCE_PER_MINUTE = 10;
export const ANONYMOUS_PER_MINUTE = 600;

/**
 * Counting and inserting happen in one transaction that first takes transaction-scoped advisory
 * locks (the pattern of sign-in's `takeAttempt`, auth/attempts.repo.ts), so concurrent calls for the
 * same bucket run one after another: the count each one sees includes every event admitted before
 * it, and a burst gets exactly the limit through, never one more (without the lock, N calls could all
 * count 9 and all insert). Locks are always taken in the same order (the bucket's, then the global
 * one), so two transactions cannot wait on each other.
 */
const lock = (trx: Db, key: string): Promise<void> => lockSecurityEventBucket(trx, key);

/**
 * Records a security event of the signed-in caller. The caller's uid is attached from the verified
 * token, whatever identifier the client sent, so events cannot be pinned on someone else's account.
 */
export async function recordSecurityEvent(
  db: Db,
  caller: Caller,
  input: z.output<typeof logSecurityEventInput>,
): Promise<{ id: string }> {
  const id = await db.transaction().execute(async (trx) => {
    await lock(trx, `security-events:user:${caller.uid}`);
    if ((await countRecentByUser(trx, caller.uid, 60_000)) >= EVENTS_PER_MINUTE) return null;
    await upsertUser(trx, { id: caller.uid, email: caller.email });
    return insertSecurityEvent(trx, { ...input, userId: caller.uid, sourceIp: null });
  });
  if (id === null) throw new HttpsError('resource-exhausted', 'errors.resource-exhausted');
  return { id };
}

/**
 * Records an event of a signed-out browser: only the types it can observe (ANONYMOUS_EVENT_TYPES),
 * already validated and size-capped by the schema, and rate-limited per source address and in total,
 * so the path cannot be used to flood the table.
 */
export async function recordAnonymousEvent(
  db: Db,
  sourceIp: string,
  input: z.output<typeof logSecurityEventInput>,
): Promise<{ id: string }> {
  if (!ANONYMOUS_EVENT_TYPES.includes(input.eventType)) throw new HttpsError('unauthenticated', 'errors.unauthenticated');
  const id = await db.transaction().execute(async (trx) => {
    // The address's lock first: a flood from one address queues on its own lock and never holds the
    // global one while waiting; the global lock then makes the 600-a-minute total exact as well.
    await lock(trx, `security-events:source:${sourceIp}`);
    await lock(trx, 'security-events:anonymous');
    const recent = await countRecentAnonymous(trx, sourceIp, 60_000);
    if (recent.fromSource >= ANONYMOUS_PER_SOURCE_PER_MINUTE || recent.total >= ANONYMOUS_PER_MINUTE) return null;
    return insertSecurityEvent(trx, { ...input, userId: null, sourceIp });
  });
  if (id === null) throw new HttpsError('resource-exhausted', 'errors.resource-exhausted');
  return { id };
}
