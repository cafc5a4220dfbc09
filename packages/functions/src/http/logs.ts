import { logger } from 'firebase-functions';

/** The callables' shared log lines, by name. */

/** A callable's handler threw something other than an HttpsError: the caller gets `internal`. */
export const callableFailed = (name: string, e: unknown): void => logger.error(`${name} failed`, e);
