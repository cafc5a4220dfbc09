/**
 * The ride lifecycle (issue [D]): one table of transitions. The server applies it as the authority
 * (rides/ride.service.ts); the driver and admin screens ask it which buttons to show. A ride's status
 * is kept apart from its booking's status (pending_payment, confirmed, expired, cancelled) and its
 * payment status (unpaid, paid, pay_driver, refunded): only a confirmed booking has a ride to run.
 *
 * unassigned -> assigned -> en_route -> arrived -> on_board -> completed
 * side paths: back to unassigned (admin unassigns; the driver hands back up to HAND_BACK_CUTOFF_HOURS
 * before pickup), no-show (the driver reports it once the free waiting time has run out; an admin
 * confirms it or sends the driver back to waiting), cancelled (admin, or the system when a booking
 * ends without being paid).
 */
import type { PLACE_KINDS } from '@rides/contracts/places';
import type { RideAction, RideActor, RideStatus } from '@rides/contracts/ride-status';
import { canMove, type StatusTransition } from './status-machine';

export { RIDE_STATUSES, RIDE_ACTIONS, RIDE_ACTORS } from '@rides/contracts/ride-status';
export type { RideStatus, RideAction, RideActor } from '@rides/contracts/ride-status';

type PlaceKind = (typeof PLACE_KINDS)[number];

/** The driver may set off ("en route") from this many minutes before pickup. */
export const EN_ROUTE_WINDOW_MINUTES = 90;
/** The driver may hand a ride back until this many hours before pickup; later, dispatch unassigns. */
export const HAND_BACK_CUTOFF_HOURS = 12;
/**
 * Free waiting time after the pickup time, by where the pickup is. At an airport with a flight number
 * the pickup time is the landing time and the driver waits through immigration and baggage claim.
 */
export const FREE_WAIT_MINUTES = { airportWithFlight: 60, airport: 30, station: 30, port: 30, elsewhere: 15 } as const;
/**
 * A driver is busy on a ride from this long before its pickup to this long after its estimated
 * drop-off (getting there, traffic, cleaning the car): no other ride may overlap that window.
 */
export const BUSY_BUFFER_MINUTES = 30;

/** Statuses in which the ride holds its driver (the busy window counts against double booking). */
export const ACTIVE_RIDE_STATUSES: readonly RideStatus[] = ['assigned', 'en_route', 'arrived', 'on_board', 'no_show_reported'];
/** Statuses a ride never leaves. */
export const FINAL_RIDE_STATUSES: readonly RideStatus[] = ['completed', 'no_show', 'cancelled'];

/** What a transition needs to know about the ride besides its status. */
export interface RideFacts {
  status: RideStatus;
  pickupAt: Date;
  fromKind: PlaceKind;
  hasFlight: boolean;
  /** The booking is confirmed (paid, or pay-the-driver): a pending or expired booking has no ride to run. */
  bookingConfirmed: boolean;
  /** When the followed flight actually landed (issue [K] 2); null or absent until then. */
  landedAt?: Date | null;
}

type Timing = 'any' | 'confirmed-booking' | 'from-en-route-window' | 'until-hand-back-cutoff' | 'after-free-wait';

export interface Transition {
  action: RideAction;
  from: readonly RideStatus[];
  /** `reassign` keeps `assigned` with another driver. */
  to: RideStatus;
  actors: readonly RideActor[];
  when: Timing;
  /** A reason must be given (kept in the ride event, shown to the other side). */
  needsReason: boolean;
}

const T = (action: RideAction, from: RideStatus[], to: RideStatus, actors: RideActor[], when: Timing = 'any', needsReason = false): Transition => ({
  action,
  from,
  to,
  actors,
  when,
  needsReason,
});

/** The one table. Read it top to bottom as the life of a ride. */
export const RIDE_TRANSITIONS: readonly Transition[] = [
  T('assign', ['unassigned'], 'assigned', ['admin'], 'confirmed-booking'),
  T('reassign', ['assigned', 'en_route'], 'assigned', ['admin'], 'confirmed-booking'),
  // system: a booker's change (issue [E]) the assigned driver no longer fits puts the ride back on the board.
  T('unassign', ['assigned', 'en_route'], 'unassigned', ['admin', 'system'], 'any', true),
  T('hand_back', ['assigned'], 'unassigned', ['driver'], 'until-hand-back-cutoff', true),
  T('start', ['assigned'], 'en_route', ['driver'], 'from-en-route-window'),
  T('arrive', ['en_route'], 'arrived', ['driver']),
  T('board', ['arrived', 'no_show_reported'], 'on_board', ['driver']),
  T('complete', ['on_board'], 'completed', ['driver', 'admin']),
  T('report_no_show', ['arrived'], 'no_show_reported', ['driver'], 'after-free-wait'),
  T('confirm_no_show', ['no_show_reported'], 'no_show', ['admin']),
  T('reject_no_show', ['no_show_reported'], 'arrived', ['admin'], 'any', true),
  T('cancel', ['unassigned', 'assigned', 'en_route', 'arrived', 'no_show_reported'], 'cancelled', ['admin', 'system'], 'any', true),
];

/**
 * Reconfirmation (issue [K] 2), a sub-state of `assigned` kept in the ride's reconfirm_by: when its
 * flight moves the pickup by over an hour, the system asks the assigned driver to reconfirm by a
 * deadline (reconfirm_asked); the driver reconfirms (reconfirm), or at the deadline the ride goes back
 * to the board (`unassign`, reason not-reconfirmed). A new driver, or none, ends a pending request.
 * Both moves are ride events (RIDE_NOTE_ACTIONS) that keep the ride's status.
 */
export type Reconfirmation = 'none' | 'pending';
export type ReconfirmAction = 'reconfirm_asked' | 'reconfirm';

export const RECONFIRM_TRANSITIONS: readonly StatusTransition<ReconfirmAction, Reconfirmation>[] = [
  { action: 'reconfirm_asked', from: ['none'], to: 'pending', by: ['system'] },
  { action: 'reconfirm', from: ['pending'], to: 'none', by: ['driver'] },
];

/** May `action` move the ride's reconfirmation now? Only an assigned ride has one. */
export function mayReconfirm(ride: { status: RideStatus; reconfirmPending: boolean }, action: ReconfirmAction): boolean {
  return ride.status === 'assigned' && canMove(RECONFIRM_TRANSITIONS, action, ride.reconfirmPending ? 'pending' : 'none');
}

const MIN = 60_000;

/** Free waiting time of a pickup place (see FREE_WAIT_MINUTES). */
export function freeWaitMinutes(fromKind: PlaceKind, hasFlight: boolean): number {
  if (fromKind === 'airport') return hasFlight ? FREE_WAIT_MINUTES.airportWithFlight : FREE_WAIT_MINUTES.airport;
  if (fromKind === 'station') return FREE_WAIT_MINUTES.station;
  if (fromKind === 'port') return FREE_WAIT_MINUTES.port;
  return FREE_WAIT_MINUTES.elsewhere;
}

/**
 * The moments the timed transitions open or close. The free waiting time counts from the pickup time,
 * or from the flight's actual landing when that is later (issue [K] 2: a flight that landed late).
 */
export function rideMoments(ride: Pick<RideFacts, 'pickupAt' | 'fromKind' | 'hasFlight' | 'landedAt'>): { startFrom: Date; handBackUntil: Date; noShowFrom: Date } {
  const pickup = ride.pickupAt.getTime();
  const waitFrom = Math.max(pickup, ride.landedAt?.getTime() ?? pickup);
  return {
    startFrom: new Date(pickup - EN_ROUTE_WINDOW_MINUTES * MIN),
    handBackUntil: new Date(pickup - HAND_BACK_CUTOFF_HOURS * 60 * MIN),
    noShowFrom: new Date(waitFrom + freeWaitMinutes(ride.fromKind, ride.hasFlight) * MIN),
  };
}

export type RefusalWhy = 'no-such-action' | 'not-allowed' | 'wrong-status' | 'booking-not-confirmed' | 'too-early' | 'too-late' | 'reason-required';
export type Decision = { ok: true; to: RideStatus; transition: Transition } | { ok: false; why: RefusalWhy };

function timingRefusal(t: Transition, ride: RideFacts, now: Date): RefusalWhy | null {
  if (t.when === 'any') return null;
  if (t.when === 'confirmed-booking') return ride.bookingConfirmed ? null : 'booking-not-confirmed';
  const m = rideMoments(ride);
  if (t.when === 'from-en-route-window') return now >= m.startFrom ? null : 'too-early';
  if (t.when === 'until-hand-back-cutoff') return now <= m.handBackUntil ? null : 'too-late';
  return now >= m.noShowFrom ? null : 'too-early';
}

/**
 * May `actor` take `action` on `ride` at `now`? The first reason that stops it, in the order a person
 * would want to hear it: not yours to do, not from this status, not now, missing reason.
 */
export function decide(ride: RideFacts, action: RideAction, actor: RideActor, now: Date, reason?: string | null): Decision {
  const t = RIDE_TRANSITIONS.find((x) => x.action === action);
  if (!t) return { ok: false, why: 'no-such-action' };
  if (!t.actors.includes(actor)) return { ok: false, why: 'not-allowed' };
  if (!t.from.includes(ride.status)) return { ok: false, why: 'wrong-status' };
  const timing = timingRefusal(t, ride, now);
  if (timing) return { ok: false, why: timing };
  if (t.needsReason && !reason?.trim()) return { ok: false, why: 'reason-required' };
  return { ok: true, to: t.to, transition: t };
}

/** The actions `actor` may take now (the buttons to show); reasons are asked for when pressed. */
export function allowedActions(ride: RideFacts, actor: RideActor, now: Date): RideAction[] {
  return RIDE_TRANSITIONS.filter((t) => decide(ride, t.action, actor, now, 'reason').ok).map((t) => t.action);
}

/** Average door-to-door speed in and around Paris, traffic included, for the drop-off estimate. */
export const AVERAGE_SPEED_KMH = 35;
/** Loading and unloading, kerb to kerb. */
export const HANDLING_MINUTES = 10;

/** Estimated ride duration from the route's road distance, in whole minutes (at least 20). */
export function estimatedDurationMinutes(distanceKm: number): number {
  return Math.max(20, Math.ceil((distanceKm / AVERAGE_SPEED_KMH) * 60 + HANDLING_MINUTES));
}

/** The window the driver is busy: [pickup - buffer, pickup + duration + buffer). */
export function busyWindow(pickupAt: Date, durationMinutes: number): { start: Date; end: Date } {
  return {
    start: new Date(pickupAt.getTime() - BUSY_BUFFER_MINUTES * MIN),
    end: new Date(pickupAt.getTime() + (durationMinutes + BUSY_BUFFER_MINUTES) * MIN),
  };
}
