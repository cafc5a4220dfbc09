import { logger } from 'firebase-functions';

/** The mail domain's log lines (the outbox and its dispatch), by name: each message, at its level, in one place. */

/** What the outbox's lines say of a message (a claimed row). */
interface OutboxRow {
  id: string;
  dedupeKey: string;
  attempts: number;
}

export const smtpCaptureSelected = (smtp: string): void => logger.info('mail: LOCAL SMTP capture (nothing is delivered)', { smtp });

/** `name`: the scheduler's function that refused (dispatchOutbox, runJobs). */
export const dispatchKeyNotSet = (name: string): void =>
  logger.error(`${name}: OUTBOX_DISPATCH_KEY is not set; refusing the local default outside the local stack`);

export const dispatchOutboxFailed = (e: unknown): void => logger.error('dispatchOutbox failed', e);

export const outboxKicked = (report: object): void => logger.info('mail: outbox kicked', report);

export const outboxKickFailed = (e: unknown): void => logger.warn('mail: outbox kick failed (the dispatcher will deliver later)', e);

/** Given up for a reason that is no error of ours. */
export const outboxMessageDropped = (row: OutboxRow, reason: string): void =>
  logger.info('mail: outbox message dropped', { id: row.id, dedupeKey: row.dedupeKey, reason });

export const outboxMessageFailed = (row: OutboxRow, error: string): void =>
  logger.error('mail: outbox message failed for good', { id: row.id, dedupeKey: row.dedupeKey, attempts: row.attempts, error });

export const sendFailedWillRetry = (row: OutboxRow, retryAt: Date, error: string): void =>
  logger.warn('mail: send failed, will retry', { id: row.id, dedupeKey: row.dedupeKey, attempts: row.attempts, retryAt, error });

export const outboxBookkeepingFailed = (id: string, error: string): void => logger.error('mail: outbox bookkeeping failed', { id, error });
