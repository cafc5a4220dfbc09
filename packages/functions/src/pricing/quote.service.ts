import { HttpsError } from 'firebase-functions/v2/https';
import type { Place } from '@rides/contracts/places';
import type { Quote, QuoteRefusal, QuoteRequest, Tariff } from '@rides/contracts/pricing';
import type { DistanceProvider } from '@rides/domain/distance';
import { quoteTrip } from '@rides/domain/pricing/quote-trip';

export interface QuoteDeps {
  tariff: Tariff;
  distance: DistanceProvider;
}

/** A quote request whose place ids the caller has resolved to the server's own Places. */
export type ResolvedQuoteRequest = Omit<QuoteRequest, 'from' | 'to'> & { from: Place; to: Place };

/**
 * The server's price, the authority: the same rules as the browser's instant price
 * (@rides/domain/pricing), on Places the server resolved itself. A party that does not fit the
 * vehicle is refused with the capacity problem, which names the van when it would do.
 */
export async function quoteForPlaces(request: ResolvedQuoteRequest, deps: QuoteDeps): Promise<Quote> {
  const result = await quoteTrip(request, deps.tariff, deps.distance);
  if (!result.ok) {
    throw new HttpsError('invalid-argument', 'errors.invalid-argument', {
      reason: result.problem.code,
      suggestedVehicle: result.problem.suggestedVehicle,
    } satisfies QuoteRefusal);
  }
  return result.quote;
}
