import type { LatLon } from '@rides/domain/distance';
import type { PlanDriver, PlanRide } from '../plan-rules';

/** Places the tests and the bench plan between (catalogue coordinates). */
export const PLACES = {
  cdg: { lat: 49.0097, lon: 2.5479 },
  orly: { lat: 48.7262, lon: 2.3652 },
  beauvais: { lat: 49.4544, lon: 2.1128 },
  louvre: { lat: 48.8606, lon: 2.3376 },
  gareDeLyon: { lat: 48.8443, lon: 2.3744 },
  gareDuNord: { lat: 48.8809, lon: 2.3553 },
  etoile: { lat: 48.8738, lon: 2.295 },
  disney: { lat: 48.8722, lon: 2.7758 },
} satisfies Record<string, LatLon>;

export const DAY = Date.parse('2026-12-01T00:00:00+01:00');
export const at = (hhmm: string): number => DAY + (Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3))) * 60_000;

let n = 0;
export const ride = (over: Partial<PlanRide> = {}): PlanRide => ({
  id: String(++n),
  pickupAt: at('10:00'),
  durationMinutes: 60,
  from: PLACES.cdg,
  to: PLACES.louvre,
  vehicle: 'sedan',
  language: 'en',
  requestedDriverId: null,
  totalCents: 7_000,
  ...over,
});

export const driver = (id: string, over: Partial<PlanDriver> = {}): PlanDriver => ({
  id,
  vehicleType: 'sedan',
  active: true,
  languages: [],
  unavailable: [],
  held: [],
  weekRides: 0,
  weekCents: 0,
  ...over,
});
