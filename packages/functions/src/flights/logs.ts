import { logger } from 'firebase-functions';

/** The flights domain's log lines (following flights, FlightAware alerts, the LOCAL board), by name. */

export const lookupFailed = (flightNumber: string, arrivalDate: string, provider: string, e: unknown): void =>
  logger.warn('flights: lookup failed', { flightNumber, arrivalDate, provider, error: (e as Error).message });

export const statusNotApplied = (bookingId: string, e: unknown): void =>
  logger.error('flights: applying a flight status failed', { bookingId, error: (e as Error).message });

export const localBoardSet = (flightNumber: string, arrivalDate: string, state: string): void =>
  logger.info(`flights: LOCAL flight board set ${flightNumber} ${arrivalDate} ${state}`);

export const alertsKeyNotSet = (): void => logger.error('flightAlerts: FLIGHT_ALERTS_KEY is not set; refusing every alert');

export const alertRefused = (): void => logger.warn('flightAlerts: refused an alert without the right key');

/** `event`: the alert's event_code as sent (cut to 40 characters; `alert` when not a string). */
export const alertReceived = (event: unknown, flightNumbers: readonly string[], arrivalDate: string): void =>
  logger.info(`flightAlerts: ${typeof event === 'string' ? event.slice(0, 40) : 'alert'} for ${flightNumbers.join('/')} landing ${arrivalDate}`);

export const alertRecheckFailed = (e: unknown): void => logger.error('flightAlerts: re-checking the flight failed', e);
