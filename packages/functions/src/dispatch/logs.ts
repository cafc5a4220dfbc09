import { logger } from 'firebase-functions';

/** The dispatch domain's log lines, by name. */

export const rideNotAssigned = (rideId: string, driverId: string, e: unknown): void =>
  logger.error('applyDispatchPlan: a ride was not assigned', { rideId, driverId, error: String(e) });

export const driversNotTold = (rideIds: string[], e: unknown): void =>
  logger.error('applyDispatchPlan: the drivers could not be told of their new rides', { rides: rideIds, error: String(e) });
