/**
 * SPEC 9: airport transfers to or from Paris in a sedan, in euros. Issue [C] moves the full tariff
 * (distance bands, van, extras) into Postgres; these three figures are the specification's own.
 */
export const AIRPORT_SEDAN_FARES_EUR = { CDG: 75, ORY: 65, BVA: 200 } as const;
