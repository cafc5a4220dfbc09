import { performance } from 'node:perf_hooks';
import type { DispatchPlan, PlanHorizon } from '@rides/contracts/dispatch-plan';
import type { Place } from '@rides/contracts/places';
import { addDays, parisDaysRange, parisLocal } from '@rides/domain/paris-time';
import type { Db } from '../db/db';
import { solvePlan } from './plan-solver';
import type { PlanDriver, PlanRide, Vehicle } from './plan-rules';
import { planView, type PlanFacts } from './plan-view';
import { heldRideRows, planDriverRows, rideRowsToPlan, unavailabilityRows, weekLoadRows, type PlanRideRow } from './plan.repo';

const HOUR = 3_600_000;
/** Rides held this long either side of the horizon still bind a driver's first and last planned rides. */
const HELD_MARGIN_MS = 24 * HOUR;

/**
 * The instants a horizon covers: a Paris day, or the next 48 hours, never before `now`: a ride whose
 * pickup has passed without a driver is the board's Overdue group, for dispatch to handle by hand.
 */
export function horizonOf(h: PlanHorizon, now: Date): { start: Date; end: Date } {
  if (h.kind === 'next-48h') return { start: now, end: new Date(now.getTime() + 48 * HOUR) };
  const day = parisDaysRange(h.day, h.day);
  const start = day.start < now ? now : day.start;
  return { start, end: day.end < start ? start : day.end }; // a past day: an empty horizon
}

/** The Paris week (Monday to Sunday) an instant falls in: the fair spread counts its rides and fares. */
export function parisWeekOf(instant: Date): { start: Date; end: Date } {
  const { date } = parisLocal(instant);
  const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(date, -weekday);
  return parisDaysRange(monday, addDays(monday, 6));
}

export function groupBy<T>(items: readonly T[], key: (t: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const list = out.get(key(item));
    if (list) list.push(item);
    else out.set(key(item), [item]);
  }
  return out;
}

export const toPlanRide = (r: PlanRideRow): PlanRide => {
  const from = r.from_place as Place;
  const to = r.to_place as Place;
  return {
    id: r.id,
    pickupAt: new Date(r.pickup_at).getTime(),
    durationMinutes: r.duration_minutes,
    from: { lat: from.lat, lon: from.lon },
    to: { lat: to.lat, lon: to.lon },
    vehicle: (r.party as { vehicle: Vehicle }).vehicle,
    language: r.language,
    requestedDriverId: r.requested_driver_id,
    totalCents: r.total_cents,
  };
};

/** What a plan is solved from, and the names and places its answer shows. */
export interface PlanInputs {
  rides: PlanRide[];
  drivers: PlanDriver[];
  facts: PlanFacts;
}

/**
 * Reads what a plan needs for [start, end): the rides without a driver, every approved driver with the
 * rides they hold around it (a day either side), their unavailable periods and their week's load.
 */
export async function loadPlanInputs(db: Db, span: { start: Date; end: Date }): Promise<PlanInputs> {
  const around = { start: new Date(span.start.getTime() - HELD_MARGIN_MS), end: new Date(span.end.getTime() + HELD_MARGIN_MS) };
  const [toPlan, held, driverRows, unavailable, loads] = await Promise.all([
    rideRowsToPlan(db, span),
    heldRideRows(db, around),
    planDriverRows(db),
    unavailabilityRows(db, around),
    weekLoadRows(db, parisWeekOf(span.start)),
  ]);
  const heldBy = groupBy(held, (r) => r.driver_id!);
  const unavailableBy = groupBy(unavailable, (u) => u.driver_id);
  const loadOf = new Map(loads.map((l) => [l.driver_id, l]));
  const drivers: PlanDriver[] = driverRows.map((d) => ({
    id: d.id,
    vehicleType: d.vehicle_type,
    active: d.active === true,
    languages: d.languages ?? [],
    unavailable: (unavailableBy.get(d.id) ?? []).map((u) => ({ start: new Date(u.start).getTime(), end: new Date(u.end).getTime() })),
    held: (heldBy.get(d.id) ?? []).map(toPlanRide),
    weekRides: loadOf.get(d.id)?.rides ?? 0,
    weekCents: loadOf.get(d.id)?.cents ?? 0,
  }));
  return {
    rides: toPlan.map(toPlanRide),
    drivers,
    facts: { rows: new Map([...toPlan, ...held].map((r) => [r.id, r])), driverNames: new Map(driverRows.map((d) => [d.id, d.name])) },
  };
}

/** The suggested plan for a horizon, with its reasons. Reads only: nothing changes until the admin applies (plan-apply.service.ts). */
export async function suggestPlan(db: Db, horizon: PlanHorizon, now: Date): Promise<DispatchPlan> {
  const span = horizonOf(horizon, now);
  const { rides, drivers, facts } = await loadPlanInputs(db, span);
  const started = performance.now();
  const state = solvePlan(drivers, rides);
  return planView(state, rides, span, facts, performance.now() - started);
}
