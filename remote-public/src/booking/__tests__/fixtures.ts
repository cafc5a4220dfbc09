import type { Place } from '@rides/contracts/places';
import type { Tariff } from '@rides/contracts/pricing';
import { specTariff } from '@rides/domain/pricing/__tests__/tariff-fixture';

/** The SPEC 9 airport fares and the rules' test amounts: the same fixture the pricing rules are tested with. */
export const tariff: Tariff = specTariff;

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
