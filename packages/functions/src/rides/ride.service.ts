import type { RideAction, RideActor, RideStatus } from '@rides/contracts/ride-status';
import type { RideRefusal } from '@rides/contracts/rides';
import { busyWindow, decide, FINAL_RIDE_STATUSES } from '@rides/domain/ride-lifecycle';
import { factsOfRow } from './ride-views';
import type { Db } from '../db/db';
import { refuse } from '../http/refuse';
import { HttpsError } from 'firebase-functions/v2/https';
import { enqueueReviewRequest } from '../mail/review-request';
import { sharesPosition } from '@rides/domain/live-ride';
import { deleteRidePosition } from './live-ride.repo';
import { cancelBooking } from '../bookings/booking-status.repo';
import { driverForAssignment, insertRideEvent, isDoubleBooking, isUnavailable, lockDriverCalendar, lockRide, nameOf, updateRide, type RideChange, type RideRow } from './ride.repo';

/** Who moves a ride. A driver is checked against the ride's driver before the lifecycle table is asked. */
export interface RideActorRef {
  kind: RideActor;
  id: string | null;
}

/** A change the messages care about (the messaging module sends the driver-details e-mail, the job, …). */
export interface RideMessageEvent {
  bookingId: string;
  /** The ride_events row recording the change: messages are keyed by it, so never sent twice per event. */
  eventId: string;
  /** `started`: the driver set off (en route): the traveller gets the live link (issue [K] 3). */
  kind: 'assigned' | 'reassigned' | 'unassigned' | 'handed_back' | 'cancelled' | 'started';
  /** The driver after the change (assigned, reassigned). */
  driverId: string | null;
  /** The driver before it (reassigned, unassigned, handed_back). */
  previousDriverId: string | null;
  /** Dispatch's reason, shown to the driver who lost the ride. */
  reason: string | null;
  /**
   * A reason the system gave (issue [E]: the booker cancelled, or changed the booking so that it no
   * longer fits the driver): shown to the driver in their own language instead of `reason`.
   */
  reasonCode?: SystemReason;
}

/**
 * Why the system moved a ride, worded for the driver in their language (messaging/templates/locales):
 * the booker cancelled or changed it (issue [E]); the flight moved the pickup out of the driver's day, or
 * the driver did not confirm a move of over an hour (issue [K]).
 */
export type SystemReason = 'booker-cancelled' | 'booking-changed' | 'flight-moved' | 'not-reconfirmed';

export interface RideDeps {
  db: Db;
  now: () => Date;
  /** Queues the messages of a change in the change's own transaction. */
  onMessageEvent: (trx: Db, event: RideMessageEvent) => Promise<void>;
  /** After commit (deliver queued messages now). */
  afterCommit: () => void;
}

export interface MoveOptions {
  driverId?: string;
  reason?: string | null;
  cashCollectedCents?: number;
  position?: { lat: number; lng: number };
  /** The system's reason, worded for the driver (see RideMessageEvent.reasonCode). */
  reasonCode?: SystemReason;
}

const refuseRide = (reason: RideRefusal, extra: object = {}) => refuse('failed-precondition', reason, extra);
/** The same answer for an unknown ride and another driver's ride: ids cannot be probed. */
const notFound = () => new HttpsError('not-found', 'errors.not-found');


const MESSAGE_KIND: Partial<Record<RideAction, RideMessageEvent['kind']>> = {
  assign: 'assigned',
  reassign: 'reassigned',
  unassign: 'unassigned',
  hand_back: 'handed_back',
  cancel: 'cancelled',
  start: 'started',
};

/** The checks of assigning `driverId` to `ride`, then the new state; the busy window is checked by Postgres. */
async function assignment(trx: Db, ride: RideRow, driverId: string | undefined): Promise<{ change: RideChange; driverName: string | null }> {
  if (!driverId) throw refuseRide('not-a-driver');
  if (driverId === ride.driver_id) throw refuseRide('same-driver');
  const driver = await driverForAssignment(trx, driverId);
  if (!driver || !driver.profile || !driver.profile.active) throw refuseRide('not-a-driver');
  if ((ride.party as { vehicle: string }).vehicle === 'van' && driver.profile.vehicle_type === 'sedan') throw refuseRide('vehicle-too-small');
  const busy = busyWindow(new Date(ride.pickup_at), ride.duration_minutes);
  await lockDriverCalendar(trx, driverId);
  if (await isUnavailable(trx, driverId, busy)) throw refuseRide('driver-unavailable');
  return { change: { ride_status: 'assigned', driver_id: driverId, busy, assigned_at: new Date(), reconfirm_by: null }, driverName: driver.name };
}

/** The state after a non-assigning transition to `to`. */
function stateAfter(ride: RideRow, action: RideAction, to: RideStatus, opts: MoveOptions): RideChange {
  if (to === 'unassigned') return { ride_status: to, driver_id: null, busy: null, assigned_at: null, reconfirm_by: null };
  const keepsDriver = !FINAL_RIDE_STATUSES.includes(to);
  const change: RideChange = {
    ride_status: to,
    driver_id: ride.driver_id,
    busy: keepsDriver ? busyWindow(new Date(ride.pickup_at), ride.duration_minutes) : null,
  };
  if (action === 'complete' && ride.payment_method === 'driver') change.cash_collected_cents = opts.cashCollectedCents ?? null;
  return change;
}

/**
 * Moves a ride by one action of the lifecycle table, in one transaction: lock the ride, ask the table
 * (who, from which status, when, with what reason), write the new state, append the event, queue the
 * messages. Refusals name the reason (contracts RideRefusal). Returns the ride id.
 */
export async function moveRide(deps: RideDeps, rideId: string, action: RideAction, actor: RideActorRef, opts: MoveOptions = {}): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      await moveOnce(deps, rideId, action, actor, opts);
      deps.afterCommit();
      return rideId;
    } catch (e) {
      // Two reassignments swapping drivers can deadlock; Postgres aborts one. Once more, from the start.
      if (attempt < 2 && isDeadlock(e)) continue;
      throw e;
    }
  }
}

const isDeadlock = (e: unknown) => ['40P01', '40001'].includes((e as { code?: string }).code ?? '');

async function moveOnce(deps: RideDeps, rideId: string, action: RideAction, actor: RideActorRef, opts: MoveOptions): Promise<void> {
  const now = deps.now();
  await deps.db.transaction().execute((trx) => moveRideIn(trx, deps.onMessageEvent, rideId, action, actor, opts, now));
}

/**
 * The same move inside the caller's transaction (issue [E]: a booker's cancel or change moves the ride
 * together with the booking, its refund and its messages, all or nothing). The caller commits, retries
 * and kicks the outbox.
 */
export async function moveRideIn(
  trx: Db,
  onMessageEvent: RideDeps['onMessageEvent'],
  rideId: string,
  action: RideAction,
  actor: RideActorRef,
  opts: MoveOptions,
  now: Date,
): Promise<void> {
  const ride = await lockRide(trx, rideId);
  if (!ride) throw notFound();
  if (actor.kind === 'driver' && ride.driver_id !== actor.id) throw notFound();
  const decision = decide(factsOfRow(ride), action, actor.kind, now, opts.reason);
  if (!decision.ok) throw refuseRide(decision.why, { status: ride.ride_status });
  if (action === 'complete' && actor.kind === 'driver' && ride.payment_method === 'driver' && opts.cashCollectedCents === undefined) {
    throw refuseRide('cash-required', { collectCents: ride.total_cents });
  }

  const assigning = action === 'assign' || action === 'reassign';
  const { change, driverName } = assigning
    ? await assignment(trx, ride, opts.driverId)
    : { change: stateAfter(ride, action, decision.to, opts), driverName: ride.driver_id ? await nameOf(trx, ride.driver_id) : null };
  try {
    await updateRide(trx, ride.id, change, now);
  } catch (e) {
    if (isDoubleBooking(e)) throw refuseRide('driver-busy');
    throw e;
  }

  // The booking ends with its ride (its own lifecycle: @rides/domain/booking-lifecycle).
  if (action === 'cancel') await cancelBooking(trx, ride, opts.reasonCode === 'booker-cancelled' ? 'booker' : actor.kind === 'admin' ? 'admin' : 'system', now);
  const eventId = await insertRideEvent(trx, {
    booking_id: ride.id,
    at: now,
    actor: actor.kind,
    actor_id: actor.id,
    actor_name: actor.id ? await nameOf(trx, actor.id) : null,
    action,
    from_status: ride.ride_status,
    to_status: decision.to,
    driver_id: change.driver_id,
    driver_name: change.driver_id ? driverName : null,
    reason: opts.reason?.trim() || null,
    lat: opts.position?.lat ?? null,
    lng: opts.position?.lng ?? null,
  });
  // Issue [K] 3: the driver's position is kept only while en route or arrived (same transaction).
  if (!sharesPosition(decision.to)) await deleteRidePosition(trx, ride.id);
  // Issue [G] 2: the booker is asked for a review once, with the completion (same transaction).
  if (decision.to === 'completed') await enqueueReviewRequest(trx, ride.id);
  const kind = MESSAGE_KIND[action];
  if (kind) {
    await onMessageEvent(trx, {
      bookingId: ride.id,
      eventId,
      kind,
      driverId: action === 'cancel' ? null : change.driver_id,
      previousDriverId: action === 'assign' ? null : ride.driver_id,
      reason: opts.reason?.trim() || null,
      ...(opts.reasonCode ? { reasonCode: opts.reasonCode } : {}),
    });
  }
}
