import type { RideStatus } from '@rides/contracts/ride-status';
import { greatCircleKm, type LatLon } from './distance';

/**
 * The live "where is my driver" link (issue [K] 3). The driver's position is shared, and shown to the
 * traveller, only from "en route" until "passenger on board": after that the page shows no position
 * (privacy, as the French taxi API does) and the stored one is deleted.
 */
export const LIVE_POSITION_STATUSES: readonly RideStatus[] = ['en_route', 'arrived'];

export const sharesPosition = (status: RideStatus): boolean => LIVE_POSITION_STATUSES.includes(status);

/** At most one kept position per ride every this many seconds (the driver's phone sends no more often). */
export const POSITION_INTERVAL_SECONDS = 15;

/**
 * Whether a position sent at `now` is kept, given when the last kept one was taken: one within
 * POSITION_INTERVAL_SECONDS of it is accepted but not stored, and the answer says when to send again.
 */
export function positionThrottle(lastKeptAt: Date | null, now: Date): { keep: true } | { keep: false; nextInSeconds: number } {
  if (!lastKeptAt) return { keep: true };
  const elapsedMs = now.getTime() - lastKeptAt.getTime();
  const waitMs = POSITION_INTERVAL_SECONDS * 1000 - elapsedMs;
  // A clock step backwards (lastKeptAt in the future) waits a full interval at most, never forever.
  if (waitMs <= 0) return { keep: true };
  return { keep: false, nextInSeconds: Math.min(POSITION_INTERVAL_SECONDS, Math.ceil(waitMs / 1000)) };
}

/**
 * A car's average speed across Paris and its inner suburbs, traffic included, measured as the crow
 * flies (km/h): 20 km/h in a straight line is about 26 km/h on the roads (ROAD_FACTOR 1.3).
 */
export const CITY_SPEED_KMH = 20;

/**
 * Minutes until the driver reaches the pickup: the straight-line distance from their last position to
 * the pickup place divided by CITY_SPEED_KMH, rounded up; 0 once they are there (arrived).
 */
export function liveEtaMinutes(status: RideStatus, position: LatLon, pickup: LatLon): number | null {
  if (!sharesPosition(status)) return null;
  if (status === 'arrived') return 0;
  const km = greatCircleKm(position, pickup);
  return Math.ceil((km / CITY_SPEED_KMH) * 60);
}

/** The straight-line distance to the pickup, in metres rounded to 10 m (shown next to the ETA). */
export const distanceToPickupMetres = (position: LatLon, pickup: LatLon): number => Math.round(greatCircleKm(position, pickup) * 100) * 10;
