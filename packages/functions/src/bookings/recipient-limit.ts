import type { Db } from '../db/db';
import { inboxKey, takeAttemptsIn } from '../auth/attempts.repo';
import { BookingLimitReached, recipientBuckets } from './signed-out-limits';

/**
 * Mail to third parties is counted everywhere (issue [N] 8). A booking writes to the addresses typed
 * in it; BOOKING_LIMITS.perRecipient (5 a day per inbox) bounded that for signed-out bookings only, so
 * a verified account could make the product write to any address without bound: as a signed-in
 * booking's traveller, by changing a booking's traveller e-mail, and with every Modify and cancellation
 * that then writes to that traveller. Every such address that is not the caller's own now counts in
 * the same per-inbox buckets, whoever asks.
 */

/** The addresses among `emails` that are not `own` (the caller's, or the booker's on a manage link). */
export function othersThan(emails: ReadonlyArray<string | null | undefined>, own: string | null | undefined): string[] {
  const mine = own ? inboxKey(own) : null;
  return [...new Set(emails.filter((e): e is string => !!e && inboxKey(e) !== mine))];
}

/**
 * Counts one message to each of `emails` in the caller's transaction; throws BookingLimitReached (and
 * counts nothing) when one of them has had its share. Nothing to count: nothing happens.
 */
export async function takeRecipients(trx: Db, emails: readonly string[], sourceIp: string | null, now: Date): Promise<void> {
  if (emails.length === 0) return;
  const [taken] = await takeAttemptsIn(trx, recipientBuckets(emails), sourceIp, now);
  if (!taken!.allowed) throw new BookingLimitReached(taken!.retryAfterMs);
}

/** Whether one more message may go to `email` now, counting it when it may (a message that can be left out). */
export async function mayWriteTo(trx: Db, email: string, sourceIp: string | null, now: Date): Promise<boolean> {
  try {
    await takeRecipients(trx, [email], sourceIp, now);
    return true;
  } catch (e) {
    if (e instanceof BookingLimitReached) return false;
    throw e;
  }
}
