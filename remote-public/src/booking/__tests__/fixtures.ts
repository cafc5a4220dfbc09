import type { Place } from '@rides/contracts/places';
import type { Tariff } from '@rides/contracts/pricing';
import { AIRPORT_SEDAN_FARES_EUR, SHORT_BAND_MAX_KM } from '@rides/domain/pricing/spec-fares';

const cents = (eur: number) => eur * 100;

/** The seeded tariff's figures (README: Prices), with the SPEC 9 airport sedan fares. */
export const tariff: Tariff = {
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

/** Places as searchPlaces returns them in English (the catalogue's own coordinates). */
export const paris8: Place = { id: 'paris-08', kind: 'district', name: 'Paris 8th arrondissement', detail: '75008', lat: 48.87272, lon: 2.31255, inParis: true };
export const cdg2e: Place = {
  id: 'cdg-t2e',
  kind: 'airport',
  airport: 'CDG',
  name: 'Charles de Gaulle Airport (CDG) – Terminal 2E',
  detail: '95700 Roissy-en-France',
  lat: 49.0035,
  lon: 2.576,
  inParis: false,
};
export const PLACES = [paris8, cdg2e];

/** A Paris date a few days ahead (always bookable), as the date field takes it. */
export const dateInDays = (days: number): string => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
