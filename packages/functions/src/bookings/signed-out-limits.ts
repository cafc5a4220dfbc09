import { BOOKING_LIMITS } from '@rides/domain/bot';
import type { BotProof } from '@rides/contracts/sign-in';
import type { Db } from '../db/db';
import type { RequestFacts } from '../http/request-facts';
import { addressKey, inboxKey, takeAttemptsIn, type Bucket } from '../auth/attempts.repo';
import * as refusals from '../security/refusals';

/**
 * The gate of a signed-out booking (issue [I] 5). Each one e-mails the addresses typed in, so it must
 * pass SPEC 5's bot rule (as on sign-in; no proof at all counts as a bot) and BOOKING_LIMITS per client
 * address and per recipient. Refusals are recorded as security events (`during: 'booking'`, so sign-in
 * analytics leaves them out) and store nothing else.
 */
export interface SignedOutBooking {
  proof: BotProof | undefined;
  /** The e-mails the booking writes to: the booker's and the traveller's. */
  recipients: readonly string[];
}

/** Where a signed-out booking came from, and whether its address is the platform's (config `bookingAddressLimits`). */
export interface Origin {
  req: RequestFacts;
  addressLimits: boolean;
}

const recorder = (db: Db, booking: SignedOutBooking, { req }: Origin) => refusals.refusalRecorder(db, booking.recipients[0] ?? '', req, 'booking');

/** Refuses (and records) a checkout that a person did not fill. */
export function refuseBots(db: Db, booking: SignedOutBooking, origin: Origin): Promise<void> {
  return refusals.refuseBots(recorder(db, booking, origin), booking.proof);
}

/** Thrown inside the booking's transaction when a limit is reached; `limitRefusal` words it after the rollback. */
export class BookingLimitReached extends Error {
  constructor(readonly retryAfterMs: number) {
    super('booking limit reached');
  }
}

/** One bucket per inbox written to (BOOKING_LIMITS.perRecipient), whoever writes: see recipient-limit.ts. */
export const recipientBuckets = (emails: readonly string[]): Bucket[] =>
  [...new Set(emails.map(inboxKey))].map((inbox) => ({
    identifier: `booking-to:${inbox}`,
    limit: BOOKING_LIMITS.perRecipient.attempts,
    windowMs: BOOKING_LIMITS.perRecipient.windowMs,
  }));

/**
 * Takes the booking's place in every bucket, inside the booking's own transaction: the count is kept
 * only if the booking is stored, so a replay or a double click (which ends as a replay) counts once.
 */
export async function takeBookingLimits(trx: Db, booking: SignedOutBooking, origin: Origin, now: Date): Promise<void> {
  const buckets = recipientBuckets(booking.recipients);
  if (origin.addressLimits) {
    for (const w of BOOKING_LIMITS.perAddress) {
      buckets.push({ identifier: `booking-from:${w.windowMs}:${addressKey(origin.req.sourceIp)}`, limit: w.attempts, windowMs: w.windowMs });
    }
  }
  const [taken] = await takeAttemptsIn(trx, buckets, origin.req.sourceIp, now);
  if (!taken!.allowed) throw new BookingLimitReached(taken!.retryAfterMs);
}

/** The refusal of a booking over a limit, recorded once its transaction has rolled back. */
export function limitRefusal(db: Db, e: BookingLimitReached, booking: SignedOutBooking, origin: Origin): Promise<Error> {
  return refusals.limitRefusal(recorder(db, booking, origin), e.retryAfterMs);
}
