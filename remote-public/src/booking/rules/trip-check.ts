import { contactSchema, tripSchema, type TripInput } from '@rides/contracts/bookings';
import type { Tariff } from '@rides/contracts/pricing';
import { checkCapacity } from '@rides/domain/pricing/capacity';
import type { BookingDraft, ContactDraft } from '../draft';
import type { FieldErrors } from '../problems';
import { earliestPickup, latestPickupDate, pickupProblem } from './lead-time';
import { optionsOf } from './instant-price';
import { problemsFromIssues } from './issues';
import { capacityProblem } from './capacity';

/** The trip as createBooking takes it. */
export function tripInput(d: BookingDraft): TripInput {
  return {
    from: d.from?.id ?? '',
    to: d.to?.id ?? '',
    pickupDate: d.pickupDate,
    pickupTime: d.pickupTime,
    flightNumber: d.flightNumber.trim(),
    vehicle: d.vehicle,
    passengers: d.passengers,
    luggage: d.luggage,
    childSeats: d.childSeats,
    boosterSeats: d.boosterSeats,
    extras: optionsOf(d),
  };
}

function contactProblems(who: 'traveller' | 'booker', c: ContactDraft): FieldErrors {
  const parsed = contactSchema.safeParse(c);
  return parsed.success ? {} : problemsFromIssues(parsed.error.issues, [who]);
}

/**
 * The form step's check, before the checkout opens: the shared trip schema, the lead time in Paris
 * time, the vehicle's capacity (when the tariff is known) and the traveller when booking for someone
 * else. Empty when the trip can go to checkout.
 */
export function checkTrip(d: BookingDraft, now: Date, t: Tariff | null): FieldErrors {
  const parsed = tripSchema.safeParse(tripInput(d));
  const out: FieldErrors = parsed.success ? {} : problemsFromIssues(parsed.error.issues);
  if (!out.pickupDate && !out.pickupTime) {
    const p = pickupProblem(d.pickupDate, d.pickupTime, now);
    if (p?.reason === 'past' || p?.reason === 'too-soon') out[p.field] = { key: p.reason === 'past' ? 'inPast' : 'tooSoon', values: { ...earliestPickup(now) } };
    if (p?.reason === 'too-far') out[p.field] = { key: 'tooFar', values: { date: latestPickupDate(now) } };
  }
  if (t && !out.passengers && !out.luggage && !out.seats) {
    const problem = checkCapacity(d.vehicle, d, t.capacity);
    if (problem) {
      const [field, p] = capacityProblem(problem, t);
      out[field] ??= p;
    }
  }
  return d.forSomeoneElse ? { ...out, ...contactProblems('traveller', d.traveller) } : out;
}

/** The checkout step's own fields: the booker, the payment choice and the terms. */
export function checkCheckout(d: BookingDraft): FieldErrors {
  const out = contactProblems('booker', d.booker);
  if (!d.payment) out.payment = { key: 'payment' };
  if (!d.acceptTerms) out.acceptTerms = { key: 'acceptTerms' };
  return out;
}
