import type { BookingView } from '@rides/contracts/bookings';
import { parisLocal } from '@rides/domain/paris-time';
import { emptyDraft, type BookingDraft } from '../draft';

/**
 * A booking as the booking form's draft, so Modify edits it with the form's own fields, checks and
 * instant price. The draft stays in the page (never in the tab's storage: that one belongs to a new
 * booking being typed). The flight number goes with the trip unchanged; it is a detail of its own.
 */
export function draftOfBooking(b: BookingView): BookingDraft {
  const { date, time } = parisLocal(new Date(b.pickupAt));
  const quantity = (code: 'extra-stop' | 'pet') => b.party.extras.find((e) => e.code === code)?.quantity ?? 0;
  return {
    ...emptyDraft,
    from: b.from,
    to: b.to,
    fromText: b.from.name,
    toText: b.to.name,
    pickupDate: date,
    pickupTime: time,
    passengers: b.party.passengers,
    luggage: b.party.luggage,
    vehicle: b.party.vehicle,
    childSeats: b.party.childSeats,
    boosterSeats: b.party.boosterSeats,
    extraStops: quantity('extra-stop'),
    pets: quantity('pet'),
    flightNumber: b.flightNumber ?? '',
  };
}

/** What a change is about: the trip's own fields (the rest of the draft is the booking form's). */
const TRIP_KEYS = ['from', 'to', 'pickupDate', 'pickupTime', 'passengers', 'luggage', 'vehicle', 'childSeats', 'boosterSeats', 'extraStops', 'pets'] as const;

export function sameTrip(a: BookingDraft, b: BookingDraft): boolean {
  return TRIP_KEYS.every((k) => (k === 'from' || k === 'to' ? a[k]?.id === b[k]?.id : a[k] === b[k]));
}
