import { randomUUID } from 'node:crypto';
import * as logs from './logs';
import { HttpsError } from 'firebase-functions/v2/https';
import type { applyDispatchPlan } from '@rides/contracts/dispatch-plan';
import type { z } from 'zod';
import { enqueueRideMessages } from '../messaging/ride-messages';
import { moveRide, type RideActorRef, type RideDeps } from '../rides/ride.service';
import { queueDriverPlans } from './plan-messages';
import { travelGuard } from './plan-travel';
import { referencesOf } from './plan.repo';

type Input = z.infer<typeof applyDispatchPlan.input>;
type Output = z.infer<typeof applyDispatchPlan.output>;

const reasonOf = (e: HttpsError): string => (e.details as { reason?: string } | undefined)?.reason ?? (e.code === 'not-found' ? 'not-found' : e.code);

/**
 * Applies the reviewed plan (issue [Q] 2): each ride through the same `assign` move as the board's
 * Assign button (moveRide: the lifecycle table, the driver's checks, the database's exclusion
 * constraint), each in its own transaction, after the plan's time-to-get-there rule (plan-travel.ts).
 * A ride taken or changed meanwhile, a driver booked meanwhile or too far, is refused and reported
 * while the others go ahead: nothing is overwritten, and one ride's failure (even an unexpected one,
 * logged and reported `internal`) never stops the rest. The bookers get the driver's details with each
 * ride's event; each driver gets one message with all their new rides once all are done.
 */
export async function applyPlan(deps: RideDeps, { assignments }: Input, actor: RideActorRef): Promise<Output> {
  const quiet: RideDeps = { ...deps, onMessageEvent: (trx, e) => enqueueRideMessages(trx, e, { driverJob: false }), afterCommit: () => {} };
  const travel = await travelGuard(deps.db, assignments.map((a) => a.rideId));
  const assigned: Array<{ rideId: string; driverId: string }> = [];
  const refused: Array<{ rideId: string; reason: string }> = [];
  for (const { rideId, driverId } of assignments) {
    if (travel.tooFar(rideId, driverId)) {
      refused.push({ rideId, reason: 'no-time-to-reach' });
      continue;
    }
    try {
      await moveRide(quiet, rideId, 'assign', actor, { driverId });
      assigned.push({ rideId, driverId });
      travel.add(rideId, driverId);
    } catch (e) {
      if (!(e instanceof HttpsError)) logs.rideNotAssigned(rideId, driverId, e);
      refused.push({ rideId, reason: e instanceof HttpsError ? reasonOf(e) : 'internal' });
    }
  }
  await tellDrivers(deps, assigned);
  const references = await referencesOf(deps.db, assignments.map((a) => a.rideId));
  return {
    assigned: assigned.map((a) => ({ ...a, reference: references.get(a.rideId) ?? '' })),
    refused: refused.map((r) => ({ ...r, reference: references.get(r.rideId) ?? null })),
  };
}

/** One message per driver with all their new rides; a failure here is logged (the rides are theirs in the app either way). */
async function tellDrivers(deps: RideDeps, assigned: ReadonlyArray<{ rideId: string; driverId: string }>): Promise<void> {
  const byDriver = new Map<string, string[]>();
  for (const a of assigned) byDriver.set(a.driverId, [...(byDriver.get(a.driverId) ?? []), a.rideId]);
  try {
    if (byDriver.size > 0) await deps.db.transaction().execute((trx) => queueDriverPlans(trx, randomUUID(), byDriver));
  } catch (e) {
    logs.driversNotTold(assigned.map((a) => a.rideId), e);
  }
  deps.afterCommit();
}
