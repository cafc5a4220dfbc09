/** A point in WGS84 degrees. */
export interface LatLon {
  lat: number;
  lon: number;
}

/** Road distance between two points; the local adapter estimates it, a routing service may replace it. */
export interface DistanceProvider {
  readonly name: string;
  roadKm(from: LatLon, to: LatLon): Promise<number>;
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle (haversine) distance in km. */
export function greatCircleKm(a: LatLon, b: LatLon): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Roads are longer than the straight line. 1.3 is the usual detour index for French road travel
 * (observed ratios are 1.2 to 1.4 between Paris and its airports: CDG is 23 km straight, about 30 km by road).
 */
export const ROAD_FACTOR = 1.3;

/** The local estimate: great-circle distance times the road factor, rounded to 0.1 km. */
export const estimatedDistance: DistanceProvider = {
  name: 'great-circle estimate (local)',
  async roadKm(from, to) {
    return Math.round(greatCircleKm(from, to) * ROAD_FACTOR * 10) / 10;
  },
};
