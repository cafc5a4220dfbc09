import { logger } from 'firebase-functions';

/** The assistant's log lines, by name. */

export const providerSelected = (name: string): void => logger.info(`assistant: questions answered by the ${name} provider`);

/** The configured model failed for one question; the local adapter answered it instead. */
export const modelFailed = (provider: string, reason: string, detail: string): void =>
  logger.warn(`assistant: the ${provider} model failed (${reason}: ${detail}); answered with the local adapter`);
