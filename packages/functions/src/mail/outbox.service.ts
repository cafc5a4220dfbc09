import { z } from 'zod';
import type { Kysely } from 'kysely';
import { logger } from 'firebase-functions';
import type { Database } from '../db/schema';
import { messageIdFor, type Mailer } from './mailer';
import { claimDue, insertOutbox, markAttemptFailed, markSent, type ClaimedRow } from './outbox.repo';

/**
 * The outbox (ARCHITECTURE: side effects leave through an outbox written in the same transaction,
 * delivered at least once, deduplicated by message id). See MAIL.md for the policy in prose.
 */

/** An e-mail as queued: everything needed to send it later without reading anything else. */
export const emailPayloadSchema = z
  .object({ to: z.string().min(3).max(320), subject: z.string().min(1).max(500), text: z.string(), html: z.string() })
  .strict();
export type EmailPayload = z.infer<typeof emailPayloadSchema>;

/** After this many attempts a message is `failed` and logged as an error. */
export const MAX_ATTEMPTS = 8;
/** A claimed row is not claimed again before this; longer than any send (smtp-mailer.ts timeouts). */
export const LEASE_MS = 5 * 60_000;
/** Backoff after failed attempt n: 1, 2, 4, 8, 16, 32, 64 min (then failed), at most 2 h. */
const RETRY_BASE_MS = 60_000;
const RETRY_MAX_MS = 2 * 60 * 60_000;
export const retryDelayMs = (attempt: number): number => Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1), RETRY_MAX_MS);
/** Messages of one batch sent side by side (one SMTP connection each). */
const SEND_CONCURRENCY = 4;

/**
 * Queues a message in the caller's transaction. The dedupe key is the message's identity: queueing
 * the same key again (a retried request, a replayed webhook) changes nothing. True when queued now.
 */
export function enqueue(
  trx: Kysely<Database>,
  message: { dedupeKey: string; channel: 'email'; payload: EmailPayload },
): Promise<boolean> {
  return insertOutbox(trx, { ...message, payload: emailPayloadSchema.parse(message.payload) });
}

export interface DeliveryReport {
  claimed: number;
  sent: number;
  /** Failed this time, tried again later. */
  retrying: number;
  /** Given up (MAX_ATTEMPTS reached, or a payload that can never be sent). */
  failed: number;
}

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e)).slice(0, 1000);

/**
 * Sends the messages that are due: claim (short transaction), send (no transaction open), record.
 * Safe to run from several places at once (the scheduler, a kick after a booking, two instances):
 * a row is claimed by one of them only. A crash between sending and recording means the message is
 * sent again after the lease, with the same Message-ID, which mail clients show once.
 */
export async function deliverDue(db: Kysely<Database>, mailer: Mailer, now: Date = new Date(), limit = 20): Promise<DeliveryReport> {
  const rows = await claimDue(db, now, new Date(now.getTime() + LEASE_MS), limit);
  const report: DeliveryReport = { claimed: rows.length, sent: 0, retrying: 0, failed: 0 };

  const giveUp = async (row: ClaimedRow, error: string) => {
    report.failed++;
    await markAttemptFailed(db, row, error, { giveUp: true });
    logger.error('mail: outbox message failed for good', { id: row.id, dedupeKey: row.dedupeKey, attempts: row.attempts, error });
  };

  const deliver = async (row: ClaimedRow) => {
    // A sender that died after claiming never reported: its lease ran out and the row came back.
    if (row.attempts > MAX_ATTEMPTS) return giveUp(row, `no outcome reported after ${MAX_ATTEMPTS} attempts`);
    const payload = emailPayloadSchema.safeParse(row.payload);
    if (!payload.success) return giveUp(row, `invalid payload: ${payload.error.message}`);
    try {
      await mailer.send({ ...payload.data, messageId: messageIdFor(row.dedupeKey) });
    } catch (e) {
      const error = errorText(e);
      if (row.attempts >= MAX_ATTEMPTS) return giveUp(row, error);
      report.retrying++;
      const retryAt = new Date(now.getTime() + retryDelayMs(row.attempts));
      await markAttemptFailed(db, row, error, { retryAt });
      logger.warn('mail: send failed, will retry', { id: row.id, dedupeKey: row.dedupeKey, attempts: row.attempts, retryAt, error });
      return;
    }
    report.sent++;
    await markSent(db, row.id, new Date());
  };

  const queue = [...rows];
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      // One message's bookkeeping failing (database hiccup) must not stop the others: its lease brings it back.
      await deliver(row).catch((e: unknown) => logger.error('mail: outbox bookkeeping failed', { id: row!.id, error: errorText(e) }));
    }
  };
  await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, rows.length) }, worker));
  return report;
}
