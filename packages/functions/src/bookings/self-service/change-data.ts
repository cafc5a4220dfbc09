import type { Place } from '@rides/contracts/places';
import type { z } from 'zod';
import type { partySchema, Quote } from '@rides/contracts/pricing';
import type { BookingRow } from '../bookings.repo';
import type { TripInput } from '../trip-quote';

export type Party = z.output<typeof partySchema>;

/**
 * What a booking_changes row keeps in `before` / `after` (jsonb), typed once here. A modify or a
 * request keeps the whole trip before and after (so the timeline can say what changed and a request
 * can be applied later); a details change keeps only the fields it changed.
 */

/** A booking's trip and price at one moment. */
export interface TripSnapshot {
  from: Place;
  to: Place;
  pickupAt: string;
  flightNumber: string | null;
  party: Party;
  totalCents: number;
}

/** A planned trip: the snapshot, how it was priced, and the input it came from (a request is re-planned from it). */
export interface PlannedTrip extends TripSnapshot {
  quote: Quote;
  tariffVersion: number;
  durationMinutes: number;
  trip: TripInput;
}

/** `after` of a modify (and of a request: the trip as asked). */
export interface ModifyAfter extends PlannedTrip {
  /** A modify made by approving a request: that request's id. */
  requestId?: string;
  /** A card modify that costs more: the checkout of the difference, until it is paid. */
  payment?: { checkoutUrl: string; expiresAt: string; differenceCents: number };
}

/**
 * The trip to apply when a change is applied later than it was planned (its difference paid, a request
 * approved): a flight number this change did not touch is the booking's current one, so a details
 * update made meanwhile is not undone by the stale copy the change carries.
 */
export function withCurrentFlight<T extends TripSnapshot>(planned: T, before: TripSnapshot, current: BookingRow): T {
  return planned.flightNumber === before.flightNumber ? { ...planned, flightNumber: current.flight_number } : planned;
}

/** The traveller's contact as the details form edits it. */
export interface ContactSnapshot {
  name: string;
  email: string;
  phone: string;
}

/** `before` / `after` of a details change: only the fields that changed. */
export interface DetailsSnapshot {
  contact?: ContactSnapshot;
  flightNumber?: string | null;
  notes?: string | null;
  signText?: string | null;
}

/** `after` of a cancel: the refund made, and the card payments received by then (a later one is refunded: jobs/late-payments.ts). */
export interface CancelAfter {
  refundCents: number;
  paidPaymentIds: string[];
}

export const snapshotOf = (b: BookingRow): TripSnapshot => ({
  from: b.from_place as Place,
  to: b.to_place as Place,
  pickupAt: new Date(b.pickup_at).toISOString(),
  flightNumber: b.flight_number,
  party: b.party as Party,
  totalCents: b.total_cents,
});

/** The trip fields a change touches, in the words of the booking view (`fields` of a change). */
export const TRIP_FIELDS = ['pickupAt', 'from', 'to', 'flightNumber', 'vehicle', 'passengers', 'luggage', 'childSeats', 'boosterSeats', 'extras'] as const;

const valueOf = (s: TripSnapshot, field: (typeof TRIP_FIELDS)[number]): unknown => {
  if (field === 'from' || field === 'to') return s[field].id;
  if (field === 'pickupAt') return new Date(s.pickupAt).getTime();
  if (field === 'flightNumber') return s.flightNumber ?? null;
  return JSON.stringify(s.party[field]);
};

/** The trip fields that differ between two snapshots. */
export const changedTripFields = (before: TripSnapshot, after: TripSnapshot): string[] => TRIP_FIELDS.filter((f) => valueOf(before, f) !== valueOf(after, f));
