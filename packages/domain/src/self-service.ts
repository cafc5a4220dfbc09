/**
 * What a booker may still do with a booking on their own (issue [E]), as one rule that the booking
 * page, the e-mails, the terms and the server all read. Times are instants; the ride's own rules
 * (who moves a ride, when) stay in ride-lifecycle.ts.
 *
 * Decisions (README "Changing or cancelling a booking"):
 * - Details (traveller's name, phone and e-mail, flight number, notes for the driver, sign text) can be
 *   updated until the driver sets off (ride `en_route`): until then a change reaches the driver in time.
 * - Modify (date, time, places, vehicle, party, extras) is self-service until SELF_SERVICE_CUTOFF_HOURS
 *   before pickup: the same 12 hours after which a driver can no longer hand a ride back, so dispatch
 *   still has half a day to find another driver when the change does not fit the assigned one. Peers
 *   range from 60 minutes (Blacklane) to 2-24 hours (Welcome Pickups). Later, until the driver sets
 *   off, Modify sends a change request that the admins answer.
 * - Cancel is self-service until the driver sets off, with the refund of cancellation.ts; after that
 *   only an admin cancels (a no-show is the driver's and dispatch's call).
 */
import type { BookingStatus } from '@rides/contracts/bookings';
import type { RideStatus } from '@rides/contracts/ride-status';

export const SELF_SERVICE_CUTOFF_HOURS = 12;

/** Card refunds reach the card in about this many business days (Stripe: 5 to 10). */
export const REFUND_ARRIVAL_BUSINESS_DAYS = { min: 5, max: 10 } as const;

/** Ride statuses before the driver sets off: details, modify (or a request) and cancel are open. */
export const BEFORE_DEPARTURE: readonly RideStatus[] = ['unassigned', 'assigned'];

export type ModifyRoute = 'self-service' | 'request' | 'none';

export interface SelfServiceFacts {
  status: BookingStatus;
  rideStatus: RideStatus;
  pickupAt: Date;
}

export interface SelfServiceWindow {
  /** Traveller's contact, flight number, notes, sign text. */
  details: boolean;
  /** How Modify goes now. */
  modify: ModifyRoute;
  /** Online cancellation (with the refund rule). */
  cancel: boolean;
  /** Until when Modify is self-service. */
  selfServiceUntil: Date;
}

const HOUR_MS = 3_600_000;

export function selfServiceUntil(pickupAt: Date): Date {
  return new Date(pickupAt.getTime() - SELF_SERVICE_CUTOFF_HOURS * HOUR_MS);
}

/**
 * What the booker may do at `now`. A booking that is confirmed, or a card booking still waiting for
 * its payment, is open; an expired or cancelled one is not. The pickup must still be ahead.
 */
export function selfServiceWindow(b: SelfServiceFacts, now: Date): SelfServiceWindow {
  const until = selfServiceUntil(b.pickupAt);
  const live = (b.status === 'confirmed' || b.status === 'pending_payment') && BEFORE_DEPARTURE.includes(b.rideStatus) && now < b.pickupAt;
  if (!live) return { details: false, modify: 'none', cancel: false, selfServiceUntil: until };
  return {
    details: true,
    // A card booking still waiting for its payment is paid (or released) first; then it can be modified.
    modify: b.status !== 'confirmed' ? 'none' : now < until ? 'self-service' : 'request',
    cancel: true,
    selfServiceUntil: until,
  };
}

/** VAT on passenger transport in France: the reduced rate of 10 % (CGI art. 279 b quater). Prices include it. */
export const VAT_RATE_PERCENT = 10;

/** The VAT included in a price that includes VAT, in integer cents (rounded half up). */
export function vatIncluded(totalCents: number, ratePercent = VAT_RATE_PERCENT): { netCents: number; vatCents: number; ratePercent: number } {
  const vatCents = Math.round((totalCents * ratePercent) / (100 + ratePercent));
  return { netCents: totalCents - vatCents, vatCents, ratePercent };
}
