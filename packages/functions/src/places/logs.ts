import { logger } from 'firebase-functions';

/** The places domain's log lines, by name (ARCHITECTURE "Named logs and declared config"). */

export const logGeocoderSelected = (name: string): void => logger.info(`places: street addresses by the ${name} geocoder`);

/** A geocoder failed for one query; the search answered with the local adapter instead. */
export const logGeocoderFailed = (name: string, reason: string, detail: string): void =>
  logger.warn(`places: the ${name} geocoder failed (${reason}: ${detail}); answered with the local adapter`);
