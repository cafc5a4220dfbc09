/**
 * SPEC 9 figures. Airport transfers to or from Paris in a sedan, in euros (shown on the pricing page),
 * and the limit of the short distance band. The full tariff (van, distance bands, extras, capacity) is
 * data in Postgres (table `tariffs`, see the README, Prices); these are the
 * specification's own numbers, which the seeded tariff must carry (a test checks it).
 */
export const AIRPORT_SEDAN_FARES_EUR = { CDG: 75, ORY: 65, BVA: 200 } as const;

/** SPEC 9: short transfers are up to 10 km, long ones over 10 km. */
export const SHORT_BAND_MAX_KM = 10;
