/**
 * The booking rules, loaded after the home page's first paint (lazy-rules.ts): the shared zod schemas,
 * the pricing rules, the Paris lead time and the calls. Nothing of this is in the home page's chunk.
 */
export { earliestPickup, latestPickupDate, MIN_LEAD_MINUTES } from './lead-time';
export { instantPrice, tariffQuery, type PriceState } from './instant-price';
export { findPlaces } from './place-search';
export { checkCheckout, checkTrip, capacityProblem, tripInput } from './trip-check';
export { bookingInput, newAttemptKey } from './send-booking';
export { refusalOf, type Refusal } from './refusal';
