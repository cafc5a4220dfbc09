import { NO_FIT_REASONS, type DispatchPlan, type NoFitReason, type PlanDriverView, type PlanRideView } from '@rides/contracts/dispatch-plan';
import type { Place } from '@rides/contracts/places';
import { emptyLegKm, speaks } from './plan-cost';
import { driverProblem, dropoffOf, insertionProblem, vehicleFits, type PlanDriver, type PlanRide } from './plan-rules';
import type { PlanState } from './plan-solver';
import type { PlanRideRow } from './plan.repo';

const MAX_ALTERNATIVES = 5;
const iso = (ms: number) => new Date(ms).toISOString();
const km1 = (km: number) => Math.round(km * 10) / 10;

/** What the planner knows besides the rides' timing: names, places, references. */
export interface PlanFacts {
  rows: ReadonlyMap<string, PlanRideRow>;
  driverNames: ReadonlyMap<string, string>;
}

/** Farthest miss first: the later in this list a ride got with its best driver, the more useful the reason. */
const NO_FIT_ORDER: readonly NoFitReason[] = [...NO_FIT_REASONS].reverse();

/** Why no driver takes `r`: the nearest any driver came to taking it. */
function noFitReason(state: PlanState, r: PlanRide): NoFitReason {
  let best = 0;
  for (const d of state.drivers) {
    let stage: NoFitReason;
    if (!d.vehicleType || !vehicleFits(r.vehicle, d.vehicleType)) stage = 'no-vehicle-fits';
    else if (driverProblem(d, r)) stage = 'none-available';
    else {
      const held = insertionProblem(d, [...d.held].sort((a, b) => a.pickupAt - b.pickupAt), r);
      stage = held === 'overlap' ? 'all-busy' : held === 'travel' ? 'no-time-to-reach' : 'taken-by-plan';
    }
    best = Math.max(best, NO_FIT_ORDER.indexOf(stage));
  }
  return NO_FIT_ORDER[best]!;
}

/** Other drivers who could take `r` with the rest of the plan as it stands, cheapest first. */
function alternativesOf(state: PlanState, r: PlanRide, names: PlanFacts['driverNames']): PlanRideView['alternatives'] {
  const currentId = state.assignment.get(r.id);
  const current = state.drivers.find((d) => d.id === currentId);
  if (current) state.remove(current, r);
  const options: Array<{ d: PlanDriver; cost: number }> = [];
  for (const d of state.drivers) {
    if (d === current) continue;
    const cost = state.cost(d, r);
    if (cost !== null) options.push({ d, cost });
  }
  if (current) state.add(current, r);
  return options
    .sort((a, b) => a.cost - b.cost)
    .slice(0, MAX_ALTERNATIVES)
    .map(({ d }) => ({ id: d.id, name: names.get(d.id) ?? d.id }));
}

const placeOf = (p: unknown) => ({ name: (p as Place).name, detail: (p as Place).detail });

function rideView(state: PlanState, r: PlanRide, facts: PlanFacts): PlanRideView {
  const row = facts.rows.get(r.id)!;
  const driverId = state.assignment.get(r.id) ?? null;
  const driver = driverId ? state.drivers.find((d) => d.id === driverId)! : null;
  let why: PlanRideView['why'] = null;
  if (driver) {
    const timeline = state.timeline(driver);
    const prev = timeline[timeline.indexOf(r) - 1] ?? null;
    const km = prev ? emptyLegKm(prev, r) : null;
    why = {
      emptyKm: km === null ? null : km1(km),
      after: km === null ? null : (facts.rows.get(prev!.id)?.reference ?? null),
      speaksLanguage: speaks(driver, r.language),
      requested: r.requestedDriverId === driver.id,
      vanForSedan: r.vehicle === 'sedan' && driver.vehicleType === 'van',
      weekRides: driver.weekRides,
    };
  }
  return {
    rideId: r.id,
    reference: row.reference,
    pickupAt: iso(r.pickupAt),
    dropoffAt: iso(dropoffOf(r)),
    from: placeOf(row.from_place),
    to: placeOf(row.to_place),
    vehicle: r.vehicle,
    language: r.language,
    travellerName: row.traveller_name,
    driverId,
    why,
    noFit: driver ? null : noFitReason(state, r),
    alternatives: alternativesOf(state, r, facts.driverNames),
  };
}

/** A driver's rides within the horizon (held and suggested), with the gap and empty kilometres before each. */
function driverView(state: PlanState, d: PlanDriver, horizon: { start: number; end: number }, facts: PlanFacts): PlanDriverView {
  const shown = state.timeline(d).filter((r) => r.pickupAt >= horizon.start && r.pickupAt < horizon.end);
  let emptyKm = 0;
  const stops = shown.map((r, i) => {
    const prev = shown[i - 1];
    const km = prev ? emptyLegKm(prev, r) : null;
    emptyKm += km ?? 0;
    const row = facts.rows.get(r.id)!;
    return {
      rideId: r.id,
      reference: row.reference,
      pickupAt: iso(r.pickupAt),
      dropoffAt: iso(dropoffOf(r)),
      from: (row.from_place as Place).name,
      to: (row.to_place as Place).name,
      suggested: state.assignment.get(r.id) === d.id,
      gapMinutes: prev ? Math.round((r.pickupAt - dropoffOf(prev)) / 60_000) : null,
      emptyKm: km === null ? null : km1(km),
    };
  });
  return { id: d.id, name: facts.driverNames.get(d.id) ?? d.id, vehicleType: d.vehicleType, languages: [...d.languages], weekRides: d.weekRides, stops, emptyKm: km1(emptyKm) };
}

/** The plan as the board shows it: rides by pickup, then the drivers with a suggestion, by name. */
export function planView(state: PlanState, rides: readonly PlanRide[], horizon: { start: Date; end: Date }, facts: PlanFacts, solveMs: number): DispatchPlan {
  const span = { start: horizon.start.getTime(), end: horizon.end.getTime() };
  const rideViews = [...rides].sort((a, b) => a.pickupAt - b.pickupAt).map((r) => rideView(state, r, facts));
  const used = new Set(state.assignment.values());
  const drivers = state.drivers
    .filter((d) => used.has(d.id))
    .map((d) => driverView(state, d, span, facts))
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    horizon: { start: horizon.start.toISOString(), end: horizon.end.toISOString() },
    rides: rideViews,
    drivers,
    totals: { rides: rides.length, suggested: state.assignment.size, emptyKm: km1(drivers.reduce((s, d) => s + d.emptyKm, 0)), solveMs: Math.round(solveMs) },
  };
}
