import { randomUUID } from 'node:crypto';
import { HttpsError } from 'firebase-functions/v2/https';
import type { applyDispatchPlan } from '@rides/contracts/dispatch-plan';
import type { z } from 'zod';
import { enqueueRideMessages } from '../messaging/ride-messages';
import { moveRide, type RideActorRef, type RideDeps } from '../rides/ride.service';
import { queueDriverPlans } from './plan-messages';
import { referencesOf } from './plan.repo';

type Input = z.infer<typeof applyDispatchPlan.input>;
type Output = z.infer<typeof applyDispatchPlan.output>;

const reasonOf = (e: HttpsError): string => (e.details as { reason?: string } | undefined)?.reason ?? (e.code === 'not-found' ? 'not-found' : e.code);

/**
 * Applies the reviewed plan (issue [Q] 2): each ride through the same `assign` move as the board's
 * Assign button (moveRide: the lifecycle table, the driver's checks, the database's exclusion
 * constraint), each in its own transaction, so a ride taken or changed meanwhile, or a driver booked
 * meanwhile, is refused and reported while the others go ahead: nothing is overwritten. The bookers
 * get the driver's details with each ride's event; each driver gets one message with all their new
 * rides once all are done (plan-messages.ts).
 */
export async function applyPlan(deps: RideDeps, { assignments }: Input, actor: RideActorRef): Promise<Output> {
  const quiet: RideDeps = { ...deps, onMessageEvent: (trx, e) => enqueueRideMessages(trx, e, { driverJob: false }), afterCommit: () => {} };
  const assigned: Array<{ rideId: string; driverId: string }> = [];
  const refused: Array<{ rideId: string; reason: string }> = [];
  for (const { rideId, driverId } of assignments) {
    try {
      await moveRide(quiet, rideId, 'assign', actor, { driverId });
      assigned.push({ rideId, driverId });
    } catch (e) {
      if (!(e instanceof HttpsError)) throw e;
      refused.push({ rideId, reason: reasonOf(e) });
    }
  }
  const byDriver = new Map<string, string[]>();
  for (const a of assigned) byDriver.set(a.driverId, [...(byDriver.get(a.driverId) ?? []), a.rideId]);
  if (byDriver.size > 0) {
    const applyId = randomUUID();
    await deps.db.transaction().execute((trx) => queueDriverPlans(trx, applyId, byDriver));
  }
  deps.afterCommit();
  const references = await referencesOf(deps.db, assignments.map((a) => a.rideId));
  return {
    assigned: assigned.map((a) => ({ ...a, reference: references.get(a.rideId) ?? '' })),
    refused: refused.map((r) => ({ ...r, reference: references.get(r.rideId) ?? null })),
  };
}
