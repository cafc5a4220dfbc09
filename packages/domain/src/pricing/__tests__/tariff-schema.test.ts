import { quoteRequestSchema, tariffSchema, versionedTariffSchema, type Tariff } from '@rides/contracts/pricing';
import { specTariff } from './tariff-fixture';

const withChange = (change: (t: Tariff) => void): unknown => {
  const copy = JSON.parse(JSON.stringify(specTariff)) as Tariff;
  change(copy);
  return copy;
};

describe('tariff schema', () => {
  it('accepts the SPEC tariff, with a version from getTariff', () => {
    expect(tariffSchema.parse(specTariff)).toEqual(specTariff);
    expect(versionedTariffSchema.safeParse({ version: 1, tariff: specTariff }).success).toBe(true);
    expect(versionedTariffSchema.safeParse({ version: 0, tariff: specTariff }).success).toBe(false);
  });

  it.each([
    ['a negative amount', (t: Tariff) => (t.extras.pet = -100)],
    ['a fixed amount that is not whole euros', (t: Tariff) => (t.airportFares.CDG.sedan = 7550)],
    ['an amount in euros instead of cents given as a fraction', (t: Tariff) => (t.distance.sedan.shortFlatCents = 35.5)],
    ['a missing airport', (t: Tariff) => delete (t.airportFares as Partial<Tariff['airportFares']>).BVA],
    ['an unknown airport', (t: Tariff) => Object.assign(t.airportFares, { LBG: { sedan: 5000, van: 6000 } })],
    ['a missing extra', (t: Tariff) => delete (t.extras as Partial<Tariff['extras']>)['child-seat']],
    ['an unknown field', (t: Tariff) => Object.assign(t, { surge: 1.5 })],
    ['another currency', (t: Tariff) => Object.assign(t, { currency: 'USD' })],
    ['a zero per-km rate', (t: Tariff) => (t.distance.van.longPerKmCents = 0)],
    ['a long band that starts below the short flat amount', (t: Tariff) => (t.distance.sedan.longBaseCents = 0)],
    ['a van smaller than the sedan', (t: Tariff) => (t.capacity.van.luggage = 2)],
    ['a fractional capacity', (t: Tariff) => (t.capacity.sedan.passengers = 3.5)],
  ])('refuses %s', (_name, change) => {
    expect(tariffSchema.safeParse(withChange(change)).success).toBe(false);
  });
});

describe('quote request schema', () => {
  const request = { from: 'paris-notre-dame', to: 'cdg-t2', vehicle: 'sedan', passengers: 2, luggage: 2 };

  it('accepts a minimal request and fills in no seats and no extras', () => {
    expect(quoteRequestSchema.parse(request)).toEqual({ ...request, childSeats: 0, boosterSeats: 0, extras: [] });
  });

  it.each([
    ['no passenger', { passengers: 0 }],
    ['a fraction of a passenger', { passengers: 1.5 }],
    ['more passengers than any party', { passengers: 21 }],
    ['negative luggage', { luggage: -1 }],
    ['too many seats', { childSeats: 7 }],
    ['an unknown vehicle', { vehicle: 'limousine' }],
    ['the same place at both ends', { to: 'paris-notre-dame' }],
    ['an extra given twice', { extras: [{ code: 'pet', quantity: 1 }, { code: 'pet', quantity: 1 }] }],
    ['an extra quantity of zero', { extras: [{ code: 'pet', quantity: 0 }] }],
    ['a seat given as an option', { extras: [{ code: 'child-seat', quantity: 1 }] }],
    ['meet-and-greet as a paid extra (it is included)', { extras: [{ code: 'meet-and-greet', quantity: 1 }] }],
    ['a pickup time (prices do not depend on it)', { pickupAt: '2030-01-01T08:00:00Z' }],
  ])('refuses %s', (_name, change) => {
    expect(quoteRequestSchema.safeParse({ ...request, ...change }).success).toBe(false);
  });
});
