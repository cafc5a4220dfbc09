/**
 * Retimed pickups (issue [K] 2): an airport pickup with a flight number follows the flight. The pickup
 * keeps the gap the booker chose after the scheduled landing and moves with the estimated (then the
 * actual) landing. Pure rules; the follow job (functions/flights/follow.ts) applies them.
 *
 * Decisions:
 * - Followed from FOLLOW_AHEAD_HOURS before the booked pickup (the day before), until it has landed.
 * - A booked pickup before the scheduled landing counts as a gap of 0: no driver waits for a plane
 *   that is still in the air.
 * - The driver and the traveller are told of a move over NOTIFY_MOVE_MINUTES from what they were
 *   last told; smaller moves change the times on screen only.
 * - A move of more than RECONFIRM_MOVE_MINUTES from the pickup the driver last accepted asks the
 *   driver to confirm within RECONFIRM_WITHIN_MINUTES; otherwise the ride returns to the board.
 */

/** How long before the booked pickup the flight starts being followed. */
export const FOLLOW_AHEAD_HOURS = 30;
/** Moves of more than this are told to the driver and the traveller. */
export const NOTIFY_MOVE_MINUTES = 15;
/** Moves of more than this from the pickup the driver accepted ask the driver to confirm again. */
export const RECONFIRM_MOVE_MINUTES = 60;
/** The driver confirms a big move within this, or the ride returns to the assignment board. */
export const RECONFIRM_WITHIN_MINUTES = 30;
/** How often a followed flight is asked again: close to landing, and further out. */
export const CHECK_EVERY_MINUTES = { near: 5, far: 60 } as const;
/** "Close to landing": the pickup is within this many hours. */
export const NEAR_HOURS = 6;

const MIN = 60_000;

export interface FlightTimes {
  scheduledArrival: Date | null;
  estimatedArrival: Date | null;
  actualArrival: Date | null;
}

/** Whole minutes from the scheduled landing to the booked pickup, never negative. */
export function gapMinutes(bookedPickupAt: Date, scheduledArrival: Date): number {
  return Math.max(0, Math.round((bookedPickupAt.getTime() - scheduledArrival.getTime()) / MIN));
}

/** The best-known landing: actual, else estimated, else scheduled. */
export const expectedLanding = (f: FlightTimes): Date | null => f.actualArrival ?? f.estimatedArrival ?? f.scheduledArrival;

/** The pickup the flight asks for: the expected landing plus the booker's gap; the booked pickup when unknown. */
export function retimedPickup(bookedPickupAt: Date, gap: number | null, f: FlightTimes): Date {
  const landing = expectedLanding(f);
  if (gap === null || !landing) return bookedPickupAt;
  return new Date(landing.getTime() + gap * MIN);
}

const minutesBetween = (a: Date, b: Date) => Math.abs(a.getTime() - b.getTime()) / MIN;

export interface MoveFacts {
  /** The ride's pickup now. */
  currentPickupAt: Date;
  /** What the flight asks for. */
  newPickupAt: Date;
  /** What the driver and the traveller were last told. */
  notifiedPickupAt: Date;
  /** The pickup the ride's driver accepted (at assignment or their last reconfirmation); null without a driver. */
  acceptedPickupAt: Date | null;
}

export interface MoveDecision {
  /** The ride's pickup changes. */
  move: boolean;
  /** Tell the driver and the traveller. */
  notify: boolean;
  /** Ask the driver to confirm again. */
  reconfirm: boolean;
}

export function decideMove(f: MoveFacts): MoveDecision {
  const move = f.newPickupAt.getTime() !== f.currentPickupAt.getTime();
  if (!move) return { move, notify: false, reconfirm: false };
  return {
    move,
    notify: minutesBetween(f.newPickupAt, f.notifiedPickupAt) > NOTIFY_MOVE_MINUTES,
    reconfirm: f.acceptedPickupAt !== null && minutesBetween(f.newPickupAt, f.acceptedPickupAt) > RECONFIRM_MOVE_MINUTES,
  };
}

/** The driver's deadline to confirm a big move: RECONFIRM_WITHIN_MINUTES from now. */
export const reconfirmBy = (now: Date): Date => new Date(now.getTime() + RECONFIRM_WITHIN_MINUTES * MIN);

/** Is the flight due to be asked again at `now`? */
export function checkDue(pickupAt: Date, checkedAt: Date | null, now: Date): boolean {
  if (!checkedAt) return true;
  const near = pickupAt.getTime() - now.getTime() <= NEAR_HOURS * 60 * MIN;
  return now.getTime() - checkedAt.getTime() >= (near ? CHECK_EVERY_MINUTES.near : CHECK_EVERY_MINUTES.far) * MIN;
}
