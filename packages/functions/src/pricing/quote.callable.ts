import { HttpsError } from 'firebase-functions/v2/https';
import { DEFAULT_LANGUAGE } from '@rides/contracts/languages';
import type { Place } from '@rides/contracts/places';
import { quotePrice, type QuoteRefusal } from '@rides/contracts/pricing';
import { estimatedDistance } from '@rides/domain/distance';
import { callable } from '../http/callable';
import { placeById } from '../places/search';
import { quoteForPlaces } from './quote.service';
import { currentTariff } from './tariff.service';

/** The server's own Place for an id of the request; the language only names it, pricing ignores names. */
function knownPlace(id: string, field: 'from' | 'to'): Place {
  const place = placeById(id, DEFAULT_LANGUAGE);
  if (!place) throw new HttpsError('not-found', 'errors.not-found', { reason: 'unknown-place', field } satisfies QuoteRefusal);
  return place;
}

/**
 * Public: the booking form shows the price before sign-in. The server is the authority: places are
 * resolved from their ids here (the request carries no coordinates), the tariff is the active one.
 */
export const quotePriceCallable = callable(quotePrice, 'public', async ({ from, to, ...party }) => {
  const places = { from: knownPlace(from, 'from'), to: knownPlace(to, 'to') };
  const { tariff } = await currentTariff();
  return quoteForPlaces({ ...party, ...places }, { tariff, distance: estimatedDistance });
});
