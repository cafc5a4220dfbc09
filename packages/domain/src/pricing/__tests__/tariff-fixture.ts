import type { Tariff } from '@rides/contracts/pricing';
import { AIRPORT_SEDAN_FARES_EUR, SHORT_BAND_MAX_KM } from '../spec-fares';

const cents = (eur: number) => eur * 100;

/**
 * A tariff for the rules' tests: the SPEC 9 figures (sedan airport fares, 10 km short band) and
 * round test amounts elsewhere, so the expected numbers can be checked by hand. The seeded tariff
 * is tested on its own (packages/functions/src/pricing/__tests__).
 */
export const specTariff: Tariff = {
  currency: 'EUR',
  airportFares: {
    CDG: { sedan: cents(AIRPORT_SEDAN_FARES_EUR.CDG), van: cents(95) },
    ORY: { sedan: cents(AIRPORT_SEDAN_FARES_EUR.ORY), van: cents(85) },
    BVA: { sedan: cents(AIRPORT_SEDAN_FARES_EUR.BVA), van: cents(250) },
  },
  distance: {
    shortMaxKm: SHORT_BAND_MAX_KM,
    sedan: { shortFlatCents: cents(35), longBaseCents: cents(20), longPerKmCents: 200 },
    van: { shortFlatCents: cents(45), longBaseCents: cents(25), longPerKmCents: 250 },
  },
  extras: { 'child-seat': cents(10), 'booster-seat': cents(5), 'extra-stop': cents(15), pet: cents(10) },
  capacity: {
    sedan: { passengers: 3, luggage: 3, childSeats: 2 },
    van: { passengers: 7, luggage: 7, childSeats: 4 },
  },
};

/** Places as pricing sees them. */
export const paris = { inParis: true } as const;
export const cdg = { inParis: false, airport: 'CDG' } as const;
export const orly = { inParis: false, airport: 'ORY' } as const;
export const beauvais = { inParis: false, airport: 'BVA' } as const;
export const disneyland = { inParis: false } as const;
