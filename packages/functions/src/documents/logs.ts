import { logger } from 'firebase-functions';

/** The documents domain's log lines (receipts, the local guide), by name. */

export const receiptsNotConfigured = (missing: readonly string[]): void =>
  logger.error(`documents: receipts refused until these are set: ${missing.join(', ')}`);

export const receiptMade = (number: string, reference: string, bytes: number): void =>
  logger.info(`documents: receipt ${number} of ${reference} (${bytes} bytes)`);

export const bookingDocumentFailed = (e: unknown): void => logger.error('documents: bookingDocument failed', e);

export const localGuideFailed = (e: unknown): void => logger.error('documents: localGuide failed', e);
