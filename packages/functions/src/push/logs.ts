import { logger } from 'firebase-functions';

/** The push domain's log lines, by name. */

export const localTwinSelected = (): void => logger.info('push: LOCAL twin (nothing is delivered; notifications land in the local mailbox)');
