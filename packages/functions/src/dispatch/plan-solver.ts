import { munkres } from 'munkres';
import { BUSY_BUFFER_MINUTES } from '@rides/domain/ride-lifecycle';
import { insertionCost, type Load } from './plan-cost';
import { insertionProblem, neighbours, type PlanDriver, type PlanRide } from './plan-rules';

/**
 * The dispatch plan solver (issue [Q] 3): batched min-cost assignment, then a local search.
 *
 * Rides go in pickup order, in batches whose pickups lie closer together than the shortest ride plus
 * both busy buffers: no driver can take two rides of one batch (their busy windows would meet), so
 * each batch is exactly a bipartite assignment of rides to drivers, solved at minimum cost by the
 * Hungarian algorithm (the `munkres` package, O(n³)) over each ride's marginal cost (plan-cost.ts) on
 * the timelines the earlier batches left. Every ride a driver can take gets one before any cost is
 * weighed (a dummy column per ride costs more than any real choice). A batch cannot see the batches
 * after it, so a relocate search follows: each ride in turn goes to the driver where it costs least
 * given everything else, until a pass moves nothing (at most MAX_PASSES).
 *
 * Why not a routing library: the npm VRP solvers need a depot and one start per vehicle, and solve
 * routes rather than a day of fixed-time jobs; time-windowed jobs with fixed pickups are a chain of
 * assignments, which is what the Hungarian algorithm solves exactly. Measured against the greedy
 * baseline (`greedyPlan`: each ride in pickup order to its cheapest driver) by `pnpm bench:plan`.
 */
const MIN = 60_000;
const NO_DRIVER = 1e6;
const NOT_ALLOWED = 1e9;
const MAX_PASSES = 4;
/** A move must save at least this much (km-equivalent): no churn over rounding. */
const MIN_GAIN = 0.05;

/** The plan while it is built: each driver's timeline (held and planned rides, by pickup) and load. */
export class PlanState {
  readonly assignment = new Map<string, string>();
  private readonly timelines = new Map<string, PlanRide[]>();
  private readonly loads = new Map<string, Load>();

  constructor(readonly drivers: readonly PlanDriver[]) {
    for (const d of drivers) {
      this.timelines.set(d.id, [...d.held].sort((a, b) => a.pickupAt - b.pickupAt));
      this.loads.set(d.id, { rides: d.weekRides, cents: d.weekCents });
    }
  }

  timeline = (d: PlanDriver): readonly PlanRide[] => this.timelines.get(d.id)!;
  load = (d: PlanDriver): Load => this.loads.get(d.id)!;

  /** What giving `r` to `d` costs now, or null when a hard rule forbids it. */
  cost(d: PlanDriver, r: PlanRide): number | null {
    const timeline = this.timeline(d);
    return insertionProblem(d, timeline, r) ? null : insertionCost(d, timeline, this.load(d), r);
  }

  add(d: PlanDriver, r: PlanRide): void {
    const timeline = this.timelines.get(d.id)!;
    timeline.splice(neighbours(timeline, r).index, 0, r);
    const load = this.load(d);
    this.loads.set(d.id, { rides: load.rides + 1, cents: load.cents + r.totalCents });
    this.assignment.set(r.id, d.id);
  }

  remove(d: PlanDriver, r: PlanRide): void {
    const timeline = this.timelines.get(d.id)!;
    timeline.splice(timeline.indexOf(r), 1);
    const load = this.load(d);
    this.loads.set(d.id, { rides: load.rides - 1, cents: load.cents - r.totalCents });
    this.assignment.delete(r.id);
  }
}

const byPickup = (a: PlanRide, b: PlanRide) => a.pickupAt - b.pickupAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Rides in pickup order, cut where no driver could take two rides of one batch. */
export function batches(rides: readonly PlanRide[]): PlanRide[][] {
  const sorted = [...rides].sort(byPickup);
  if (sorted.length === 0) return [];
  const span = (Math.min(...sorted.map((r) => r.durationMinutes)) + 2 * BUSY_BUFFER_MINUTES) * MIN;
  const out: PlanRide[][] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.pickupAt < last[0]!.pickupAt + span) last.push(r);
    else out.push([r]);
  }
  return out;
}

function assignBatch(state: PlanState, batch: readonly PlanRide[]): void {
  const costs = state.drivers.map((d) => batch.map((r) => state.cost(d, r)));
  const open = state.drivers.map((_, i) => i).filter((i) => costs[i]!.some((c) => c !== null));
  if (open.length === 0) return;
  // Rows: the batch's rides; columns: the drivers who can take one of them, then one "no driver" per ride.
  const matrix = batch.map((_, ri) => [...open.map((di) => costs[di]![ri] ?? NOT_ALLOWED), ...batch.map(() => NO_DRIVER)]);
  for (const [ri, col] of munkres(matrix)) {
    if (col >= open.length || matrix[ri]![col]! >= NOT_ALLOWED) continue;
    state.add(state.drivers[open[col]!]!, batch[ri]!);
  }
}

/** Moves each ride to where it costs least given the rest, until nothing moves. */
function improve(state: PlanState, rides: readonly PlanRide[]): void {
  const driverOf = new Map(state.drivers.map((d) => [d.id, d]));
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let moved = 0;
    for (const r of rides) {
      const currentId = state.assignment.get(r.id);
      const current = currentId ? driverOf.get(currentId)! : null;
      if (current) state.remove(current, r);
      let best = current;
      let bestCost = current ? state.cost(current, r)! - MIN_GAIN : NO_DRIVER;
      for (const d of state.drivers) {
        if (d === current) continue;
        const c = state.cost(d, r);
        if (c !== null && c < bestCost) [best, bestCost] = [d, c];
      }
      if (best) state.add(best, r);
      if (best !== current) moved++;
    }
    if (moved === 0) return;
  }
}

/** The suggested plan: ride id → driver id for every ride a driver can take. */
export function solvePlan(drivers: readonly PlanDriver[], rides: readonly PlanRide[]): PlanState {
  const state = new PlanState(drivers);
  for (const batch of batches(rides)) assignBatch(state, batch);
  improve(state, [...rides].sort(byPickup));
  return state;
}

/** The baseline the solver is measured against: each ride in pickup order to the driver it costs least. */
export function greedyPlan(drivers: readonly PlanDriver[], rides: readonly PlanRide[]): PlanState {
  const state = new PlanState(drivers);
  for (const r of [...rides].sort(byPickup)) {
    let best: PlanDriver | null = null;
    let bestCost = Infinity;
    for (const d of drivers) {
      const c = state.cost(d, r);
      if (c !== null && c < bestCost) [best, bestCost] = [d, c];
    }
    if (best) state.add(best, r);
  }
  return state;
}
