import { HttpsError } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import { ANONYMOUS_EVENT_TYPES, type logSecurityEventInput } from '@rides/contracts/security-events';
import type { Db } from '../db/db';
import type { Caller } from '../http/callable';
import { upsertUser } from '../roles/roles.repo';
import { countRecentAnonymous, countRecentByUser, insertSecurityEvent } from './security-events.repo';

/** A signed-in caller may record at most this many events per minute: enough for any real page. */
export const EVENTS_PER_MINUTE = 30;
/** Signed-out events: per source address, and in all, per minute. Beyond that they are dropped. */
export const ANONYMOUS_PER_SOURCE_PER_MINUTE = 10;
export const ANONYMOUS_PER_MINUTE = 600;

/**
 * Records a security event of the signed-in caller. The caller's uid is attached from the verified
 * token, whatever identifier the client sent, so events cannot be pinned on someone else's account.
 */
export async function recordSecurityEvent(
  db: Db,
  caller: Caller,
  input: z.output<typeof logSecurityEventInput>,
): Promise<{ id: string }> {
  if ((await countRecentByUser(db, caller.uid, 60_000)) >= EVENTS_PER_MINUTE) {
    throw new HttpsError('resource-exhausted', 'errors.resource-exhausted');
  }
  await upsertUser(db, { id: caller.uid, email: caller.email });
  const id = await insertSecurityEvent(db, { ...input, userId: caller.uid, sourceIp: null });
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
  const recent = await countRecentAnonymous(db, sourceIp, 60_000);
  if (recent.fromSource >= ANONYMOUS_PER_SOURCE_PER_MINUTE || recent.total >= ANONYMOUS_PER_MINUTE) {
    throw new HttpsError('resource-exhausted', 'errors.resource-exhausted');
  }
  const id = await insertSecurityEvent(db, { ...input, userId: null, sourceIp });
  return { id };
}
