import { quoteSchema } from '@rides/contracts/pricing';
import { quote, type Trip } from '../quote';
import { quoteTrip } from '../quote-trip';
import { estimatedDistance, type DistanceProvider } from '../../distance';
import { cdg, disneyland, paris, specTariff } from './tariff-fixture';

const trip = (t: Partial<Trip>): Trip => ({
  from: paris,
  to: cdg,
  distanceKm: 30,
  vehicle: 'sedan',
  passengers: 2,
  luggage: 2,
  childSeats: 0,
  boosterSeats: 0,
  extras: [],
  ...t,
});

const quoted = (t: Partial<Trip>) => {
  const result = quote(trip(t), specTariff);
  if (!result.ok) throw new Error(`unexpected capacity problem ${result.problem.code}`);
  return quoteSchema.parse(result.quote);
};

describe('quote', () => {
  it('quotes Paris -> CDG in a sedan at exactly 75 EUR with its breakdown (SPEC 9)', () => {
    expect(quoted({})).toEqual({
      currency: 'EUR',
      vehicle: 'sedan',
      rule: 'airport-fixed',
      distanceKm: 30,
      lines: [{ code: 'fare', quantity: 1, unitCents: 7500, amountCents: 7500 }],
      totalCents: 7500,
    });
    expect(quoted({ from: cdg, to: paris }).totalCents).toBe(7500);
  });

  it('adds one line per seat and option, in a fixed order, to the total', () => {
    const q = quoted({
      from: cdg,
      to: disneyland,
      distanceKm: 45,
      vehicle: 'van',
      passengers: 5,
      luggage: 5,
      childSeats: 2,
      boosterSeats: 1,
      extras: [{ code: 'pet', quantity: 1 }, { code: 'extra-stop', quantity: 2 }],
    });
    expect(q.rule).toBe('long');
    expect(q.lines).toEqual([
      { code: 'fare', quantity: 1, unitCents: 13800, amountCents: 13800 },
      { code: 'child-seat', quantity: 2, unitCents: 1000, amountCents: 2000 },
      { code: 'booster-seat', quantity: 1, unitCents: 500, amountCents: 500 },
      { code: 'extra-stop', quantity: 2, unitCents: 1500, amountCents: 3000 },
      { code: 'pet', quantity: 1, unitCents: 1000, amountCents: 1000 },
    ]);
    expect(q.totalCents).toBe(13800 + 2000 + 500 + 3000 + 1000);
  });

  it('adds seats and extras on top of a fixed airport fare', () => {
    const q = quoted({ passengers: 3, childSeats: 1, extras: [{ code: 'extra-stop', quantity: 1 }] });
    expect(q.totalCents).toBe(7500 + 1000 + 1500);
  });

  it('refuses a party that does not fit, suggesting the van', () => {
    expect(quote(trip({ passengers: 4 }), specTariff)).toEqual({
      ok: false,
      problem: { code: 'too-many-passengers-for-sedan', suggestedVehicle: 'van' },
    });
    expect(quote(trip({ passengers: 4, vehicle: 'van' }), specTariff).ok).toBe(true);
  });

  it('has no surge: the same trip costs the same at any pickup time', () => {
    // quote() takes no date or time at all; the clock does not change its answer either.
    expect(quote.length).toBe(2);
    jest.useFakeTimers();
    try {
      const at = (iso: string) => {
        jest.setSystemTime(new Date(iso));
        return quote(trip({ from: disneyland, to: paris, distanceKm: 41.7 }), specTariff);
      };
      const night = at('2030-01-01T03:00:00+01:00');
      expect(at('2030-07-14T18:00:00+02:00')).toEqual(night);
      expect(at('2030-12-24T08:30:00+01:00')).toEqual(night);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('quoteTrip: the same rules, with the distance measured between places', () => {
  const notreDame = { lat: 48.853, lon: 2.3499, inParis: true };
  const cdgT2 = { lat: 49.0034, lon: 2.5735, inParis: false, airport: 'CDG' as const };
  const party = { vehicle: 'sedan' as const, passengers: 1, luggage: 1, childSeats: 0, boosterSeats: 0, extras: [] };

  it('asks the distance provider and prices by the band', async () => {
    const fixed: DistanceProvider = { name: 'fixed', roadKm: async () => 12.34 };
    const result = await quoteTrip({ ...party, from: notreDame, to: { lat: 48.9, lon: 2.3, inParis: false } }, specTariff, fixed);
    // 12.3 km: 20 + 12.3 x 2 = 44.60 EUR -> 45 EUR
    expect(result).toMatchObject({ ok: true, quote: { rule: 'long', distanceKm: 12.3, totalCents: 4500 } });
  });

  it('keeps the fixed fare with the local estimate', async () => {
    const result = await quoteTrip({ ...party, from: notreDame, to: cdgT2 }, specTariff, estimatedDistance);
    expect(result).toMatchObject({ ok: true, quote: { rule: 'airport-fixed', totalCents: 7500 } });
  });
});
