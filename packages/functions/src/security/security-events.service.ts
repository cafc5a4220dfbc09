import { HttpsError } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import type { logSecurityEventInput } from '@rides/contracts/security-events';
import type { Db } from '../db/db';
import type { Caller } from '../http/callable';
import { upsertUser } from '../roles/roles.repo';
import { countRecentByUser, insertSecurityEvent } from './security-events.repo';

/** A signed-in caller may record at most this many events per minute: enough for any real page. */
export const EVENTS_PER_MINUTE = 30;

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
  const id = await insertSecurityEvent(db, { ...input, userId: caller.uid });
  return { id };
}
