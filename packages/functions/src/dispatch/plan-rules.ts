import { busyWindow, AVERAGE_SPEED_KMH } from '@rides/domain/ride-lifecycle';
import { greatCircleKm, ROAD_FACTOR, type LatLon } from '@rides/domain/distance';

/**
 * The hard rules of a dispatch plan (issue [Q] 1). A plan never breaks one; `pnpm bench:plan` and the
 * property test (dispatch/__tests__/plan-solver.test.ts) check every plan against `planProblems`.
 *
 * - the vehicle fits (a van booking needs a van; a sedan booking takes either);
 * - the driver is approved and active, and has not marked the ride's busy window unavailable;
 * - no overlap: busy windows ([pickup − 30 min, drop-off + 30 min), the database's exclusion constraint) apart;
 * - time to get there: the previous drop-off + the road time to the next pickup + TRAVEL_BUFFER_MINUTES
 *   is no later than that pickup (road time: the great-circle distance × ROAD_FACTOR at
 *   AVERAGE_SPEED_KMH, the same estimate a ride's own duration comes from).
 */
export const TRAVEL_BUFFER_MINUTES = 15;

export type Vehicle = 'sedan' | 'van';

/** A ride as the planner sees it (planned, or already held by a driver). */
export interface PlanRide {
  id: string;
  pickupAt: number;
  durationMinutes: number;
  from: LatLon;
  to: LatLon;
  vehicle: Vehicle;
  language: string;
  requestedDriverId: string | null;
  /** The fare, for the week's earnings spread. */
  totalCents: number;
}

export interface PlanDriver {
  id: string;
  vehicleType: Vehicle | null;
  active: boolean;
  /** Languages besides English (every driver speaks English). */
  languages: readonly string[];
  /** Marked unavailable, as [start, end) instants in ms. */
  unavailable: ReadonlyArray<{ start: number; end: number }>;
  /** Rides the driver already holds around the horizon: fixed, the plan builds around them. */
  held: readonly PlanRide[];
  /** Rides and fares this week before the plan (the fair spread). */
  weekRides: number;
  weekCents: number;
}

const MIN = 60_000;

export const dropoffOf = (r: PlanRide): number => r.pickupAt + r.durationMinutes * MIN;

export function busyOf(r: PlanRide): { start: number; end: number } {
  const w = busyWindow(new Date(r.pickupAt), r.durationMinutes);
  return { start: w.start.getTime(), end: w.end.getTime() };
}

/** Road kilometres between two points (the route estimate), 0.1 km. */
export const roadKm = (a: LatLon, b: LatLon): number => Math.round(greatCircleKm(a, b) * ROAD_FACTOR * 10) / 10;
export const roadMinutes = (km: number): number => (km / AVERAGE_SPEED_KMH) * 60;

export const vehicleFits = (ride: Vehicle, driver: Vehicle | null): boolean => driver === 'van' || (driver === 'sedan' && ride === 'sedan');

/** Can the same driver do `a` and then `b` (a before b)? `overlap`: busy windows meet; `travel`: no time to get there. */
export function sequenceProblem(a: PlanRide, b: PlanRide): 'overlap' | 'travel' | null {
  if (busyOf(a).end > busyOf(b).start) return 'overlap';
  const arrive = dropoffOf(a) + (roadMinutes(roadKm(a.to, b.from)) + TRAVEL_BUFFER_MINUTES) * MIN;
  return arrive > b.pickupAt ? 'travel' : null;
}

/**
 * Why a driver may never take a ride, whatever else they do: `inactive` (switched off, or no driver
 * profile yet: the server's assign refuses both as not an active driver), `vehicle` or `unavailable`.
 */
export function driverProblem(d: PlanDriver, r: PlanRide): 'vehicle' | 'inactive' | 'unavailable' | null {
  if (!d.active || !d.vehicleType) return 'inactive';
  if (!vehicleFits(r.vehicle, d.vehicleType)) return 'vehicle';
  const busy = busyOf(r);
  return d.unavailable.some((u) => u.start < busy.end && busy.start < u.end) ? 'unavailable' : null;
}

/** A driver's day: rides in pickup order. Where `r` would go, and its neighbours. */
export function neighbours(timeline: readonly PlanRide[], r: PlanRide): { index: number; prev: PlanRide | null; next: PlanRide | null } {
  let lo = 0;
  let hi = timeline.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (timeline[mid]!.pickupAt < r.pickupAt) lo = mid + 1;
    else hi = mid;
  }
  return { index: lo, prev: timeline[lo - 1] ?? null, next: timeline[lo] ?? null };
}

/** Why `r` cannot join this timeline (the driver's own rules first), or null. */
export function insertionProblem(d: PlanDriver, timeline: readonly PlanRide[], r: PlanRide): 'vehicle' | 'inactive' | 'unavailable' | 'overlap' | 'travel' | null {
  const own = driverProblem(d, r);
  if (own) return own;
  const { prev, next } = neighbours(timeline, r);
  const before = prev ? sequenceProblem(prev, r) : null;
  const after = next ? sequenceProblem(r, next) : null;
  if (before === 'overlap' || after === 'overlap') return 'overlap';
  return before ?? after;
}

/** Every broken hard rule of a plan, as readable lines (empty: the plan holds). */
export function planProblems(drivers: readonly PlanDriver[], rides: readonly PlanRide[], assignment: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  const byId = new Map(rides.map((r) => [r.id, r]));
  for (const d of drivers) {
    const planned = [...assignment].filter(([, driverId]) => driverId === d.id).map(([rideId]) => byId.get(rideId)!);
    for (const r of planned) {
      const own = driverProblem(d, r);
      if (own) problems.push(`${r.id} -> ${d.id}: ${own}`);
    }
    const day = [...d.held, ...planned].sort((a, b) => a.pickupAt - b.pickupAt);
    for (let i = 1; i < day.length; i++) {
      const p = sequenceProblem(day[i - 1]!, day[i]!);
      if (p) problems.push(`${day[i - 1]!.id} then ${day[i]!.id} (${d.id}): ${p}`);
    }
  }
  return problems;
}
