import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Quote, Tariff } from '@rides/contracts/pricing';
import type { BookingDraft } from './draft';
import { useRules, type SearchRules } from './lazy-rules';
import type { PriceState } from './rules/instant-price';

export interface Pricing {
  rules: SearchRules | null;
  tariff: Tariff | null;
  tariffFailed: boolean;
  /** The tariff is being fetched (the first time, or again after a failure). */
  tariffFetching: boolean;
  retryTariff: () => void;
  /** The instant price of the draft; null while the rules or the tariff are loading. */
  price: PriceState | null;
  /** The van's price when the sedan is too small and the van fits (shown on the switch button). */
  vanPrice: Quote | null;
  /** What the person is shown and agrees to: the server's price after a change, else the instant one. */
  shownQuote: Quote | null;
}

/**
 * The cache key of the tariff: `operationKey(getTariff, {})` written out, so this chunk does not
 * import the schemas (zod) before the rules chunk brings them (a unit test holds the two equal).
 */
export const TARIFF_KEY = ['getTariff', {}];

/** The tariff (getTariff), fetched once the rules are loaded; a failure can be retried. */
function useTariff(rules: SearchRules | null) {
  const query = useQuery({
    queryKey: TARIFF_KEY,
    queryFn: (context) => (rules ? rules.tariffQuery().queryFn!(context) : Promise.reject(new Error('rules not loaded'))),
    enabled: rules !== null,
  });
  return { tariff: query.data?.tariff ?? null, failed: query.isError, fetching: query.isFetching, retry: () => void query.refetch() };
}

/** Prices the draft with the browser's copy of the rules whenever what prices it changes. */
export function usePricing(draft: BookingDraft): Pricing {
  const { from, to, vehicle, passengers, luggage, childSeats, boosterSeats, extraStops, pets } = draft;
  const placesChosen = !!from && !!to;
  const rules = useRules(placesChosen);
  const { tariff, failed, fetching, retry } = useTariff(rules);
  const [price, setPrice] = useState<PriceState | null>(null);
  const [vanPrice, setVanPrice] = useState<Quote | null>(null);

  useEffect(() => {
    if (!placesChosen) {
      setPrice({ kind: 'incomplete' });
      setVanPrice(null);
      return;
    }
    if (!rules || !tariff) {
      setPrice(null);
      return;
    }
    let live = true;
    const d = { ...draft };
    void rules.instantPrice(d, tariff).then(async (p) => {
      if (!live) return;
      setPrice(p);
      const van = p.kind === 'refused' && p.problem.suggestedVehicle === 'van' ? await rules.instantPrice(d, tariff, 'van') : null;
      if (live) setVanPrice(van?.kind === 'priced' ? van.quote : null);
    });
    return () => {
      live = false;
    };
    // The draft is read through the fields that price it; other changes (a name typed) do not reprice.
  }, [rules, tariff, placesChosen, from?.id, to?.id, vehicle, passengers, luggage, childSeats, boosterSeats, extraStops, pets]);

  const instant = price?.kind === 'priced' ? price.quote : null;
  return { rules, tariff, tariffFailed: failed, tariffFetching: fetching, retryTariff: retry, price, vanPrice, shownQuote: draft.serverQuote ?? instant };
}
