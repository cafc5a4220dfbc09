import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { CONTACT_LIMITS, type contactMessageInput } from '@rides/contracts/contact';
import type { Db } from '../db/db';
import type { RequestFacts } from '../http/request-facts';
import { addressKey, inboxKey, takeAttempts, type Bucket } from '../auth/attempts.repo';
import { findByReference } from '../bookings/bookings.repo';
import { limitRefusal, refusalRecorder, refuseBots } from '../security/refusals';
import { enqueueContactMessages, type ContactMailConfig } from './contact-mail';

export interface ContactDeps extends ContactMailConfig {
  db: Db;
  now?: () => Date;
  /** After the messages are committed: send them now rather than at the next scheduled run. */
  afterCommit?: () => void;
}

type ContactInput = z.output<typeof contactMessageInput>;

/** The sender's bucket: one per inbox (a `+tag` does not make another), so one mailbox cannot be sent more acknowledgements. */
export const senderBucket = (email: string): string => `contact-to:${inboxKey(email)}`;
export const addressBucket = (sourceIp: string | null): string => `contact-from:${addressKey(sourceIp)}`;

const buckets = (email: string, sourceIp: string | null): Bucket[] => [
  { identifier: addressBucket(sourceIp), limit: CONTACT_LIMITS.perAddress.attempts, windowMs: CONTACT_LIMITS.perAddress.windowMs },
  { identifier: senderBucket(email), limit: CONTACT_LIMITS.perSender.attempts, windowMs: CONTACT_LIMITS.perSender.windowMs },
];

/**
 * The contact form (issue [G] 4), in this order, as sign-up does: refuse bots (SPEC 5's rule, recorded
 * as `bot_detected`), take one message from both limits, all or none, under advisory locks
 * (CONTACT_LIMITS: per client address and per sender e-mail; the sixth from an address or the fourth to
 * an inbox within the hour is refused and recorded as `rate_limit_exceeded`), then queue the message to
 * support and the acknowledgement to the sender in one transaction. Refusals store nothing else. The
 * events carry `during: 'contact'`, so sign-in analytics leaves them out.
 */
export async function sendContactMessage(deps: ContactDeps, input: ContactInput, req: RequestFacts): Promise<{ sent: true }> {
  const record = refusalRecorder(deps.db, input.email, req, 'contact');
  await refuseBots(record, input.proof);
  const now = deps.now?.() ?? new Date();
  const [taken] = await takeAttempts(deps.db, buckets(input.email, req.sourceIp), req.sourceIp, now);
  if (!taken!.allowed) throw await limitRefusal(record, taken!.retryAfterMs);

  const reference = input.bookingReference || null;
  const booking = reference ? await findByReference(deps.db, reference) : undefined;
  const message = { id: randomUUID(), sentAt: now, name: input.name, email: input.email, language: input.language, bookingReference: reference, message: input.message };
  await deps.db.transaction().execute((trx) => enqueueContactMessages(trx, message, booking, deps));
  deps.afterCommit?.();
  return { sent: true };
}
