import { operationQuery } from '@rides/platform/query';
import { getTariff, type CapacityProblem, type OptionRequest, type Quote, type Tariff } from '@rides/contracts/pricing';
import { estimatedDistance } from '@rides/domain/distance';
import { quoteTrip } from '@rides/domain/pricing/quote-trip';
import type { BookingDraft } from '../draft';

/**
 * The instant price: the browser prices the draft with the same rules and tariff as the server
 * (`@rides/domain/pricing`), so the price follows every change without a round trip. The server's
 * quotePrice and createBooking stay the authority (a different price is refused, never charged).
 */
export type PriceState = { kind: 'incomplete' } | { kind: 'priced'; quote: Quote } | { kind: 'refused'; problem: CapacityProblem };

/** The active tariff (getTariff, public): its query, on the page's shared cache (fetched once per page, SPEC 9 staleness). */
export const tariffQuery = () => operationQuery(getTariff, {}, 'public');

/** Extra stops and pets as the quote request lists them. */
export function optionsOf(d: Pick<BookingDraft, 'extraStops' | 'pets'>): OptionRequest[] {
  const out: OptionRequest[] = [];
  if (d.extraStops > 0) out.push({ code: 'extra-stop', quantity: d.extraStops });
  if (d.pets > 0) out.push({ code: 'pet', quantity: d.pets });
  return out;
}

/** The price of the draft with its own vehicle, or with `vehicle` (to show what switching would cost). */
export async function instantPrice(d: BookingDraft, t: Tariff, vehicle = d.vehicle): Promise<PriceState> {
  if (!d.from || !d.to || d.from.id === d.to.id) return { kind: 'incomplete' };
  const party = { vehicle, passengers: d.passengers, luggage: d.luggage, childSeats: d.childSeats, boosterSeats: d.boosterSeats, extras: optionsOf(d) };
  const result = await quoteTrip({ ...party, from: d.from, to: d.to }, t, estimatedDistance);
  return result.ok ? { kind: 'priced', quote: result.quote } : { kind: 'refused', problem: result.problem };
}
