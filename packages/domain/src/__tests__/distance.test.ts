import { estimatedDistance, greatCircleKm, ROAD_FACTOR } from '../distance';

const PARIS = { lat: 48.8566, lon: 2.3522 }; // Hôtel de Ville
const CDG = { lat: 49.0097, lon: 2.5479 }; // airport reference point
const ORLY = { lat: 48.7233, lon: 2.3794 };
const LYON = { lat: 45.764, lon: 4.8357 };

describe('great-circle distance', () => {
  it('puts CDG about 23 km from the centre of Paris, and Orly about 15 km', () => {
    expect(greatCircleKm(PARIS, CDG)).toBeGreaterThan(22);
    expect(greatCircleKm(PARIS, CDG)).toBeLessThan(24);
    expect(greatCircleKm(PARIS, ORLY)).toBeCloseTo(15, 0);
  });

  it('is symmetric, zero for one point, and right over long distances (Paris–Lyon about 392 km)', () => {
    expect(greatCircleKm(CDG, PARIS)).toBeCloseTo(greatCircleKm(PARIS, CDG), 9);
    expect(greatCircleKm(PARIS, PARIS)).toBe(0);
    expect(greatCircleKm(PARIS, LYON)).toBeGreaterThan(385);
    expect(greatCircleKm(PARIS, LYON)).toBeLessThan(400);
  });
});

describe('local road-distance estimate', () => {
  it('is the great-circle distance times the documented road factor, to 0.1 km', async () => {
    expect(ROAD_FACTOR).toBeGreaterThan(1);
    const road = await estimatedDistance.roadKm(PARIS, CDG);
    expect(road).toBe(Math.round(greatCircleKm(PARIS, CDG) * ROAD_FACTOR * 10) / 10);
    expect(road).toBeGreaterThan(28);
    expect(road).toBeLessThan(32);
    expect(await estimatedDistance.roadKm(PARIS, PARIS)).toBe(0);
  });

  it('says it is a local estimate', () => {
    expect(estimatedDistance.name).toMatch(/estimate/);
  });
});
