import type { ChangePreview } from '@rides/contracts/self-service';
import type { ModifyRoute } from '@rides/domain/self-service';
import { selfServiceWindow } from '@rides/domain/self-service';
import { parisInstant } from '@rides/domain/paris-time';
import { busyWindow, estimatedDurationMinutes } from '@rides/domain/ride-lifecycle';
import type { Db } from '../../db/db';
import { driverForAssignment, isUnavailable } from '../../rides/ride.repo';
import type { BookingRow } from '../bookings.repo';
import { partyOf, pickupInstant, priceTrip, resolvePlace, type PricingDeps, type TripInput } from '../trip-quote';
import { busyElsewhere } from './booking-writes.repo';
import type { PlannedTrip } from './change-data';

/** How a Modify of this booking goes now (@rides/domain/self-service). */
export const routeOf = (b: BookingRow, now: Date): ModifyRoute =>
  selfServiceWindow({ status: b.status, rideStatus: b.ride_status, pickupAt: new Date(b.pickup_at) }, now).modify;

/**
 * The same pricing deps with the active tariff read now. Call it BEFORE opening a transaction that
 * prices a trip: the tariff service reads Postgres on its own connection, which on the local PGlite
 * (one backend session) would wait for the open transaction forever.
 */
export async function withTariffRead<D extends PricingDeps>(deps: D): Promise<D> {
  const tariff = await deps.tariff();
  return { ...deps, tariff: async () => tariff };
}

/**
 * The changed trip, checked and priced exactly as createBooking checks and prices a new one (places
 * resolved by the server in the booking's language, capacity, the active tariff). A new pickup time
 * must be at least MIN_LEAD_MINUTES ahead; keeping the current one is always allowed (a request
 * after the cutoff may change the vehicle of a ride due in an hour). A flight number left out keeps
 * the current one; an empty one removes it.
 */
export async function planTrip(deps: PricingDeps, b: BookingRow, trip: TripInput, now: Date): Promise<PlannedTrip> {
  const from = resolvePlace(trip.from, 'from', b.language);
  const to = resolvePlace(trip.to, 'to', b.language);
  const same = parisInstant(trip.pickupDate, trip.pickupTime)?.getTime() === new Date(b.pickup_at).getTime();
  const pickupAt = same ? new Date(b.pickup_at) : pickupInstant(trip, now);
  const { quote, version } = await priceTrip(deps, trip, from, to);
  return {
    from,
    to,
    pickupAt: pickupAt.toISOString(),
    flightNumber: trip.flightNumber === undefined ? b.flight_number : trip.flightNumber || null,
    party: partyOf(trip),
    totalCents: quote.totalCents,
    quote,
    tariffVersion: version,
    durationMinutes: estimatedDurationMinutes(quote.distanceKm),
    trip,
  };
}

/**
 * Whether the driver holding the ride can still take the changed trip: their vehicle is big enough and
 * the new busy window overlaps none of their other rides nor a period they marked unavailable. True
 * when no driver holds the ride. Run it under the driver's calendar lock before moving the window.
 */
export async function driverFits(db: Db, b: BookingRow, plan: PlannedTrip): Promise<boolean> {
  if (!b.driver_id || b.ride_status !== 'assigned') return true;
  const driver = await driverForAssignment(db, b.driver_id);
  if (plan.party.vehicle === 'van' && driver?.profile?.vehicle_type === 'sedan') return false;
  const window = busyWindow(new Date(plan.pickupAt), plan.durationMinutes);
  if (await isUnavailable(db, b.driver_id, window)) return false;
  return !(await busyElsewhere(db, b.driver_id, b.id, window));
}

export async function previewOf(db: Db, b: BookingRow, plan: PlannedTrip, route: ModifyRoute): Promise<ChangePreview> {
  return {
    route,
    currentTotalCents: b.total_cents,
    newTotalCents: plan.totalCents,
    differenceCents: plan.totalCents - b.total_cents,
    quote: plan.quote,
    driverReleased: !(await driverFits(db, b, plan)),
  };
}
