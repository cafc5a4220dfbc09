import { logger } from 'firebase-functions';

/** The scheduled jobs' log lines, by name: each message they log, at its level, in one place. */

export const jobsRan = (report: object): void => logger.info('jobs: ran', report);

export const runJobsFailed = (e: unknown): void => logger.error('runJobs failed', e);

/** A step of a run failed and was skipped: the next run does the same work. */
export const jobStepFailed = (step: string, e: unknown): void => logger.error(`jobs: ${step} failed`, { error: (e as Error).message });

export const remindersNotQueued = (id: string, kinds: readonly string[], e: unknown): void =>
  logger.error('jobs: queueing reminders failed', { id, kinds, error: (e as Error).message });

export const punctualityRefunded = (bookingId: string, reference: string, refundedCents: number): void =>
  logger.info(`jobs: punctuality guarantee on booking ${bookingId} (${reference}): refunded ${refundedCents} cents`);

export const punctualityGuaranteeFailed = (bookingId: string, e: unknown): void =>
  logger.error(`jobs: punctuality guarantee of booking ${bookingId} failed; next run tries again`, e);

export const lateStartAlerted = (reference: string, minutes: number): void =>
  logger.warn(`jobs: ${reference} not en route ${minutes} min before pickup; admins alerted`);

export const lateStartAlertFailed = (bookingId: string, e: unknown): void =>
  logger.error(`jobs: late-start alert of booking ${bookingId} failed; next run tries again`, e);

export const latePaymentRefunded = (paymentId: string, bookingId: string, amountCents: number): void =>
  logger.info(`jobs: payment ${paymentId} arrived after booking ${bookingId} was cancelled: refunded ${amountCents} cents`);

export const latePaymentRefundFailed = (paymentId: string, bookingId: string, e: unknown): void =>
  logger.error(`jobs: refund of late payment ${paymentId} of cancelled booking ${bookingId} failed; next run tries again`, e);
