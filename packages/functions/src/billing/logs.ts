import { logger } from 'firebase-functions';

/** The billing domain's log lines, by name. */

export const reconciliationFailed = (e: unknown): void => logger.error('billing: reconciliation failed', e);
