/**
 * The booking rules the form needs while the visitor types (lazy-rules.ts `loadSearchRules`): the
 * place search, the price, the Paris lead time and the capacity problems. Free of
 * the contact checks (checks.ts), whose phone rules (libphonenumber, ~29 KiB gzipped and a ~0.2 s parse on
 * a phone) would otherwise be parsed while the visitor types the first address. Nothing of this is in the
 * home page's chunk.
 */
export { earliestPickup, latestPickupDate, MIN_LEAD_MINUTES } from './lead-time';
export { instantPrice, tariffQuery, type PriceState } from './instant-price';
export { findPlaces } from './place-search';
export { capacityProblem } from './capacity';
