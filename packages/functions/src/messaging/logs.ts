import { logger } from 'firebase-functions';

/** The messaging domain's log lines (SMS, WhatsApp, delivery reports), by name: each message, at its level, in one place. */

export const localAdapterSelected = (): void =>
  logger.info('messaging: LOCAL adapter (nothing is delivered; SMS and WhatsApp land in the local mailbox)');

export const smsSkippedNotE164 = (dedupeKey: string): void => logger.warn('messaging: not an E.164 number, SMS skipped', { dedupeKey });

export const statusCallbackNotConfigured = (): void =>
  logger.error('messagingStatus: TWILIO_AUTH_TOKEN and MESSAGING_STATUS_URL are needed to verify delivery reports');

export const deliveryReportRefused = (): void => logger.warn('messagingStatus: refused a report whose signature does not verify');

export const deliveryReportReceived = (report: { sid: string; status: string; code: string | null; recorded: boolean }): void =>
  logger.info('messagingStatus: delivery report', report);

export const statusCallbackFailed = (e: unknown): void => logger.error('messagingStatus failed', e);
