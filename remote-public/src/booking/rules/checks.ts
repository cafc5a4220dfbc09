/**
 * The checks before the checkout, the booking request and the server's refusals (lazy-rules.ts
 * `loadRules`): the shared trip and contact schemas, phone numbers included. Loaded once both places are chosen, or at Continue.
 */
export { checkCheckout, checkTrip, tripInput } from './trip-check';
export { bookingInput, newAttemptKey } from './send-booking';
export { refusalOf, type Refusal } from './refusal';
