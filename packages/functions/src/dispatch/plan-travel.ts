import type { Db } from '../db/db';
import { neighbours, sequenceProblem, type PlanRide } from './plan-rules';
import { heldRideRows, rideRowsByIds } from './plan.repo';
import { groupBy, toPlanRide } from './plan.service';

const DAY_MS = 86_400_000;

/**
 * The plan's time-to-get-there rule, checked again when a plan is applied (the database checks only
 * that busy windows do not meet): the admin may have changed suggestions, and drivers may have taken
 * rides since the plan was made. Reads the rides to apply and the rides drivers hold around them once;
 * each ride applied joins its driver's day for the next check.
 */
export async function travelGuard(db: Db, rideIds: readonly string[]) {
  const rides = new Map((await rideRowsByIds(db, rideIds)).map((r) => [r.id, toPlanRide(r)]));
  const pickups = [...rides.values()].map((r) => r.pickupAt);
  const around = { start: new Date(Math.min(...pickups) - DAY_MS), end: new Date(Math.max(...pickups) + DAY_MS) };
  const held = rides.size ? await heldRideRows(db, around) : [];
  const days = new Map([...groupBy(held, (r) => r.driver_id!)].map(([id, rows]) => [id, rows.map(toPlanRide).sort((a, b) => a.pickupAt - b.pickupAt)]));
  const dayOf = (driverId: string): PlanRide[] => days.get(driverId) ?? days.set(driverId, []).get(driverId)!;
  return {
    /** The driver cannot get from the previous drop-off to this pickup, or from its drop-off to the next. */
    tooFar(rideId: string, driverId: string): boolean {
      const r = rides.get(rideId);
      if (!r) return false;
      const { prev, next } = neighbours(dayOf(driverId), r);
      return (prev !== null && sequenceProblem(prev, r) === 'travel') || (next !== null && sequenceProblem(r, next) === 'travel');
    },
    /** The ride is now the driver's. */
    add(rideId: string, driverId: string): void {
      const r = rides.get(rideId);
      if (!r) return;
      const day = dayOf(driverId);
      day.splice(neighbours(day, r).index, 0, r);
    },
  };
}
