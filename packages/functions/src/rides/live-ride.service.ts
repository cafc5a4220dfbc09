import { HttpsError } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import type { LiveRide, shareRidePosition } from '@rides/contracts/live-ride';
import { placeSchema } from '@rides/contracts/places';
import { firstNameOf } from '@rides/domain/person-name';
import { distanceToPickupMetres, liveEtaMinutes, positionThrottle, POSITION_INTERVAL_SECONDS, sharesPosition } from '@rides/domain/live-ride';
import type { Db } from '../db/db';
import { refuse } from '../http/refuse';
import { isTrackToken } from '../bookings/manage-token';
import { findByReference } from '../bookings/bookings.repo';
import { tripOf } from '../messaging/ride-data';
import { assignedDriversOf } from './ride.repo';
import { findRidePosition, lastPositionAt, lockSharingRide, upsertRidePosition } from './live-ride.repo';

// The live "where is my driver" link (issue [K] 3): the driver's phone shares its position while the
// ride is en route or arrived; the traveller's link reads it. Rules: @rides/domain/live-ride.

/** The same answer for an unknown ride and another driver's, an unknown reference and a wrong token. */
const notFound = () => new HttpsError('not-found', 'errors.not-found');

type ShareInput = z.output<(typeof shareRidePosition)['input']>;

/**
 * Stores the position the driver's phone sent for one of their rides, at most one every 15 s: a
 * position within 15 s of the last kept one is accepted and not stored. Only the ride's own driver
 * (else not-found), only while en route or arrived (else refused, `wrong-status`). The ride row is
 * locked, so a position can never land after the move that ended the sharing deleted it.
 */
export async function shareRidePositionOf(db: Db, driverId: string, input: ShareInput, now: Date): Promise<{ kept: boolean; nextInSeconds: number }> {
  return db.transaction().execute(async (trx) => {
    const ride = await lockSharingRide(trx, input.rideId);
    if (!ride || ride.driver_id !== driverId) throw notFound();
    if (!sharesPosition(ride.ride_status)) throw refuse('failed-precondition', 'wrong-status', { status: ride.ride_status });
    const decision = positionThrottle(await lastPositionAt(trx, ride.id), now);
    if (!decision.keep) return { kept: false, nextInSeconds: decision.nextInSeconds };
    const values = { lat: input.lat, lng: input.lng, accuracy_m: input.accuracy ?? null, at: now };
    await upsertRidePosition(trx, ride.id, values);
    return { kept: true, nextInSeconds: POSITION_INTERVAL_SECONDS };
  });
}

/**
 * The ride behind a live link (reference + track token): its status, pickup, driver's first name,
 * vehicle and sign; the position and the ETA only while en route or arrived. A wrong token answers
 * not-found, exactly as an unknown reference (references cannot be probed).
 */
export async function liveRideOf(db: Db, access: { reference: string; token: string }): Promise<LiveRide> {
  if (!isTrackToken(access.reference, access.token)) throw notFound();
  const b = await findByReference(db, access.reference);
  if (!b) throw notFound();
  const trip = tripOf(b);
  const pickup = placeSchema.parse(b.from_place);
  const showsDriver = b.driver_id && b.ride_status !== 'unassigned' && b.ride_status !== 'cancelled';
  const driver = showsDriver ? (await assignedDriversOf(db, [b.driver_id!])).get(b.driver_id!) : undefined;
  const live = sharesPosition(b.ride_status);
  const stored = live ? await findRidePosition(db, b.id) : undefined;
  const here = stored ? { lat: stored.lat, lon: stored.lng } : null;
  const to = { lat: pickup.lat, lon: pickup.lon };
  return {
    reference: b.reference,
    status: b.ride_status,
    pickupAt: new Date(b.pickup_at).toISOString(),
    pickup: { name: pickup.name, lat: pickup.lat, lng: pickup.lon },
    driver: driver
      ? {
          firstName: firstNameOf(driver.full_name) ?? '',
          vehicle:
            driver.vehicle_type && driver.plate
              ? { type: driver.vehicle_type, make: driver.vehicle_make ?? '', model: driver.vehicle_model ?? '', colour: driver.vehicle_colour, plate: driver.plate }
              : null,
        }
      : null,
    signText: trip.signText,
    position: stored ? { lat: stored.lat, lng: stored.lng, at: new Date(stored.at).toISOString() } : null,
    etaMinutes: here ? liveEtaMinutes(b.ride_status, here, to) : null,
    distanceMetres: here ? distanceToPickupMetres(here, to) : null,
    live,
  };
}
