import { logger } from 'firebase-functions';

/** The accounts domain's log lines, by name. */

export const verificationNotSent = (e: unknown): void => logger.error('verification e-mail not sent', e);

export const resetLinkNotMade = (e: unknown): void => logger.error('password reset link not made', e);
