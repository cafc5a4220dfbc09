// Runs in the integration project (Node): firebase-functions does not load under jsdom. No server needed.
import { HttpsError } from 'firebase-functions/v2/https';
import type { Place } from '@rides/contracts/places';
import type { Tariff } from '@rides/contracts/pricing';
import type { DistanceProvider } from '@rides/domain/distance';
import { quoteForPlaces, type ResolvedQuoteRequest } from '../quote.service';

const tariff: Tariff = {
  currency: 'EUR',
  airportFares: { CDG: { sedan: 7500, van: 9500 }, ORY: { sedan: 6500, van: 8500 }, BVA: { sedan: 20000, van: 25000 } },
  distance: {
    shortMaxKm: 10,
    sedan: { shortFlatCents: 3500, longBaseCents: 2000, longPerKmCents: 200 },
    van: { shortFlatCents: 4500, longBaseCents: 2500, longPerKmCents: 250 },
  },
  extras: { 'child-seat': 1000, 'booster-seat': 500, 'extra-stop': 1500, pet: 1000 },
  capacity: { sedan: { passengers: 3, luggage: 3, childSeats: 2 }, van: { passengers: 7, luggage: 7, childSeats: 4 } },
};

const place = (p: Partial<Place>): Place => ({ id: 'x', kind: 'landmark', name: 'x', detail: '', lat: 48.85, lon: 2.35, inParis: false, ...p });
const louvre = place({ id: 'louvre', inParis: true });
const orly = place({ id: 'ory', kind: 'airport', lat: 48.7262, lon: 2.3652, airport: 'ORY' });
const km = (value: number): DistanceProvider => ({ name: 'fixed', roadKm: async () => value });

const request = (r: Partial<ResolvedQuoteRequest>): ResolvedQuoteRequest => ({
  from: louvre,
  to: orly,
  vehicle: 'sedan',
  passengers: 2,
  luggage: 2,
  childSeats: 0,
  boosterSeats: 0,
  extras: [],
  ...r,
});

describe('server quote', () => {
  it('prices Paris -> Orly in a sedan at exactly 65 EUR', async () => {
    const q = await quoteForPlaces(request({}), { tariff, distance: km(18.2) });
    expect(q).toMatchObject({ rule: 'airport-fixed', distanceKm: 18.2, totalCents: 6500 });
  });

  it('refuses a party too large for the sedan with the problem and the van suggestion', async () => {
    const error = await quoteForPlaces(request({ passengers: 5 }), { tariff, distance: km(18.2) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpsError);
    expect(error).toMatchObject({ code: 'invalid-argument', details: { reason: 'too-many-passengers-for-sedan', suggestedVehicle: 'van' } });
  });
});
