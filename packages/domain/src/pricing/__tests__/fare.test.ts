import { distanceFare, parisAirport, rideFare } from '../fare';
import { beauvais, cdg, disneyland, orly, paris, specTariff } from './tariff-fixture';

const fare = (from: Parameters<typeof rideFare>[0], to: Parameters<typeof rideFare>[1], km: number, vehicle: 'sedan' | 'van' = 'sedan') =>
  rideFare(from, to, km, vehicle, specTariff);

describe('airport fares to and from Paris (SPEC 9: sedan CDG 75, Orly 65, Beauvais 200 EUR)', () => {
  it.each([
    ['CDG', cdg, 7500],
    ['Orly', orly, 6500],
    ['Beauvais', beauvais, 20000],
  ] as const)('Paris <-> %s in a sedan costs exactly %i cents, either direction, whatever the distance', (_name, airport, cents) => {
    expect(fare(paris, airport, 31.4)).toEqual({ rule: 'airport-fixed', cents, distanceKm: 31.4 });
    expect(fare(airport, paris, 31.4)).toEqual({ rule: 'airport-fixed', cents, distanceKm: 31.4 });
    expect(fare(paris, airport, 120).cents).toBe(cents);
  });

  it('uses the van fares of the tariff in a van', () => {
    expect(fare(paris, cdg, 30, 'van').cents).toBe(9500);
    expect(fare(orly, paris, 20, 'van').cents).toBe(8500);
    expect(fare(paris, beauvais, 90, 'van').cents).toBe(25000);
  });

  it('applies only between Paris and an airport', () => {
    expect(parisAirport(paris, cdg)).toBe('CDG');
    expect(parisAirport(beauvais, paris)).toBe('BVA');
    expect(parisAirport(cdg, disneyland)).toBeNull();
    expect(parisAirport(cdg, orly)).toBeNull();
    expect(parisAirport(paris, paris)).toBeNull();
  });
});

describe('other transfers by distance (SPEC 9: short up to 10 km, long over 10 km)', () => {
  const sedan = specTariff.distance.sedan;

  it('prices a non-Paris airport trip by distance: CDG -> Disneyland, 45 km, 20 + 45 x 2 = 110 EUR', () => {
    expect(fare(cdg, disneyland, 45)).toEqual({ rule: 'long', cents: 11000, distanceKm: 45 });
    expect(fare(disneyland, cdg, 45).rule).toBe('long');
  });

  it('prices an airport to airport trip by distance', () => {
    expect(fare(cdg, orly, 48.2).rule).toBe('long');
  });

  it('prices a trip inside Paris by distance', () => {
    expect(fare(paris, paris, 4.2)).toEqual({ rule: 'short', cents: 3500, distanceKm: 4.2 });
  });

  it('is short at exactly 10 km and long at 10.1 km', () => {
    expect(distanceFare(10, sedan, 10)).toEqual({ rule: 'short', cents: 3500, distanceKm: 10 });
    // 20 + 10.1 x 2 = 40.20 EUR, rounded to 40 EUR
    expect(distanceFare(10.1, sedan, 10)).toEqual({ rule: 'long', cents: 4000, distanceKm: 10.1 });
  });

  it('counts the distance to 0.1 km before choosing the band', () => {
    expect(distanceFare(10.04, sedan, 10).rule).toBe('short');
    expect(distanceFare(10.05, sedan, 10).rule).toBe('long');
  });

  it('charges a flat amount for any short trip, including zero km', () => {
    expect(distanceFare(0, sedan, 10).cents).toBe(3500);
    expect(distanceFare(0.1, sedan, 10).cents).toBe(3500);
    expect(distanceFare(9.9, sedan, 10).cents).toBe(3500);
  });

  it('rounds the long band to the nearest whole euro, half a euro up', () => {
    const van = specTariff.distance.van;
    // 25 + 10.2 x 2.5 = 50.50 EUR -> 51 EUR; 25 + 10.1 x 2.5 = 50.25 -> 50; 25 + 10.3 x 2.5 = 50.75 -> 51
    expect(distanceFare(10.2, van, 10).cents).toBe(5100);
    expect(distanceFare(10.1, van, 10).cents).toBe(5000);
    expect(distanceFare(10.3, van, 10).cents).toBe(5100);
    // 20 + 465.3 x 2 = 950.60 EUR -> 951
    expect(distanceFare(465.3, sedan, 10).cents).toBe(95100);
  });

  it('uses the van bands in a van', () => {
    expect(fare(paris, paris, 8, 'van')).toEqual({ rule: 'short', cents: 4500, distanceKm: 8 });
    // 25 + 45 x 2.5 = 137.50 EUR -> 138 EUR
    expect(fare(cdg, disneyland, 45, 'van')).toEqual({ rule: 'long', cents: 13800, distanceKm: 45 });
  });

  it('never costs less for a longer trip', () => {
    for (const band of [specTariff.distance.sedan, specTariff.distance.van]) {
      let previous = 0;
      for (let tenths = 0; tenths <= 2000; tenths++) {
        const cents = distanceFare(tenths / 10, band, 10).cents;
        expect(cents).toBeGreaterThanOrEqual(previous);
        previous = cents;
      }
    }
  });

  it('refuses a distance that is not a number of km', () => {
    expect(() => distanceFare(-1, sedan, 10)).toThrow(RangeError);
    expect(() => distanceFare(Number.NaN, sedan, 10)).toThrow(RangeError);
  });
});
