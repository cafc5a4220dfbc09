import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { CONTACT_LIMITS, type contactMessageInput } from '@rides/contracts/contact';
import type { SecurityEventType } from '@rides/contracts/security-event-types';
import { botVerdict } from '@rides/domain/bot';
import type { Db } from '../db/db';
import { refuse } from '../http/refuse';
import type { RequestFacts } from '../auth/sign-in.service';
import { addressKey, inboxKey, takeAttempts, type Bucket } from '../auth/attempts.repo';
import { findByReference } from '../bookings/bookings.repo';
import { insertSecurityEvent } from '../security/security-events.repo';
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
  const record = (eventType: SecurityEventType, details: Record<string, string | number>) =>
    insertSecurityEvent(deps.db, { eventType, identifier: input.email, details: { ...details, during: 'contact' }, userId: null, sourceIp: req.sourceIp, userAgent: req.userAgent, pageUrl: req.pageUrl });

  const verdict = botVerdict(input.proof);
  if (verdict) {
    await record('bot_detected', { verdict });
    throw refuse('permission-denied', 'bot');
  }
  const now = deps.now?.() ?? new Date();
  const [taken] = await takeAttempts(deps.db, buckets(input.email, req.sourceIp), req.sourceIp, now);
  if (!taken!.allowed) {
    await record('rate_limit_exceeded', { retryAfterMs: taken!.retryAfterMs });
    throw refuse('resource-exhausted', 'rate-limited', { retryAfterMs: taken!.retryAfterMs });
  }

  const reference = input.bookingReference || null;
  const booking = reference ? await findByReference(deps.db, reference) : undefined;
  const message = { id: randomUUID(), sentAt: now, name: input.name, email: input.email, language: input.language, bookingReference: reference, message: input.message };
  await deps.db.transaction().execute((trx) => enqueueContactMessages(trx, message, booking, deps));
  deps.afterCommit?.();
  return { sent: true };
}
