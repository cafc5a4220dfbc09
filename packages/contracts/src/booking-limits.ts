/**
 * The booking window: a pickup is at least 2 hours ahead (a driver must be found and reach the place),
 * at most a year. Apart from the booking schemas (bookings.ts re-exports it): the booking form's first
 * rules use it without loading the contact schemas and their phone rules.
 */
export const MIN_LEAD_MINUTES = 120;
export const MAX_ADVANCE_DAYS = 365;
