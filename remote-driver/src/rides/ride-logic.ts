import { driverRideAction, type DRIVER_RIDE_ACTIONS, type DriverRide } from '@rides/contracts/rides';
import type { RideStatus } from '@rides/contracts/ride-status';
import { ACTIVE_RIDE_STATUSES, FINAL_RIDE_STATUSES } from '@rides/domain/ride-lifecycle';
import { parisLocal } from '@rides/domain/paris-time';
import { centsOfEuros } from '@rides/ui/euros';

/**
 * What the driver's screens derive from `listDriverRides`: which ride is current, which button comes
 * next, how rides fall into Paris days. The rules themselves are the server's: a button is shown only
 * when the ride's `allowedActions` (from the lifecycle table, at the server's clock) lists it.
 */
export type DriverAction = (typeof DRIVER_RIDE_ACTIONS)[number];

/** The steps forward, in the order a ride takes them: the one big button is the first one allowed. */
export const FORWARD_ACTIONS = ['start', 'arrive', 'board', 'complete'] as const satisfies readonly DriverAction[];
/** Every driver action in the order its buttons are shown: forward steps first, side paths after. */
const SHOWN_ORDER: readonly DriverAction[] = [...FORWARD_ACTIONS, 'report_no_show', 'hand_back'];

/** The ride is being driven (or waited for at the pickup): it is the current ride whatever its time. */
export const IN_PROGRESS: readonly RideStatus[] = ['en_route', 'arrived', 'on_board', 'no_show_reported'];

const pickup = (r: DriverRide) => Date.parse(r.pickupAt);
const byPickup = (a: DriverRide, b: DriverRide) => pickup(a) - pickup(b);

/** The next step forward the driver may take now, if any. */
export function nextForwardAction(ride: Pick<DriverRide, 'allowedActions'>): DriverAction | null {
  return FORWARD_ACTIONS.find((a) => ride.allowedActions.includes(a)) ?? null;
}

/** The driver actions allowed now, in the order the buttons are shown. */
export function driverActionsOf(ride: Pick<DriverRide, 'allowedActions'>): DriverAction[] {
  return SHOWN_ORDER.filter((a) => ride.allowedActions.includes(a));
}

/** Rides still to drive (assigned, or under way), soonest pickup first. */
export function activeRides(rides: readonly DriverRide[]): DriverRide[] {
  return rides.filter((r) => ACTIVE_RIDE_STATUSES.includes(r.status)).sort(byPickup);
}

/** The ride under way (en route, arrived, on board, no-show reported), else the next assigned one. */
export function currentRide(rides: readonly DriverRide[]): DriverRide | null {
  const sorted = [...rides].sort(byPickup);
  return sorted.find((r) => IN_PROGRESS.includes(r.status)) ?? sorted.find((r) => r.status === 'assigned') ?? null;
}

/** Every ride (any status) whose pickup falls on that Paris date (YYYY-MM-DD), in pickup order. */
export function ridesOfParisDay(rides: readonly DriverRide[], date: string): DriverRide[] {
  return rides.filter((r) => parisLocal(new Date(r.pickupAt)).date === date).sort(byPickup);
}

/** The finished rides (completed, no-show, cancelled) picked up in that Paris month (YYYY-MM), newest first. */
export function finishedRidesOfParisMonth(rides: readonly DriverRide[], month: string): DriverRide[] {
  return rides
    .filter((r) => FINAL_RIDE_STATUSES.includes(r.status) && parisLocal(new Date(r.pickupAt)).date.startsWith(`${month}-`))
    .sort((a, b) => byPickup(b, a));
}

export interface RideDay {
  /** Paris date, YYYY-MM-DD. */
  date: string;
  rides: DriverRide[];
}

/** Rides grouped by the Paris date of their pickup, days and rides in pickup order. */
export function groupByParisDay(rides: readonly DriverRide[]): RideDay[] {
  const days: RideDay[] = [];
  for (const ride of [...rides].sort(byPickup)) {
    const date = parisLocal(new Date(ride.pickupAt)).date;
    const last = days[days.length - 1];
    if (last?.date === date) last.rides.push(ride);
    else days.push({ date, rides: [ride] });
  }
  return days;
}

/** Between two polls, ask again as soon as a timed step of an active ride opens or closes, at most this often. */
export const RIDES_REFRESH_MS = 30_000;
const MIN_REFRESH_MS = 1_000;

/**
 * How long until the rides should be read again: the regular 30 s, or sooner when a ride's timed
 * step (setting off, handing back, reporting a no-show) opens or closes before then, so its button
 * appears or goes when the server's rules say, not up to 30 s later.
 */
export function refreshDelay(rides: readonly DriverRide[], now: number): number {
  const moments = activeRides(rides)
    .flatMap((r) => [r.startFrom, r.handBackUntil, r.noShowFrom])
    .map((iso) => Date.parse(iso) + MIN_REFRESH_MS - now)
    .filter((ms) => ms > 0);
  return Math.max(MIN_REFRESH_MS, Math.min(RIDES_REFRESH_MS, ...moments));
}

/** Google Maps search at the place's coordinates (opens the app on a phone). */
export const mapLink = (place: { lat: number; lon: number }): string => `https://www.google.com/maps/search/?api=1&query=${place.lat},${place.lon}`;

/** A WhatsApp chat with an E.164 number. */
export const whatsAppLink = (phone: string): string => `https://wa.me/${phone.replace(/\D/g, '')}`;

/** What the server accepts as the amount collected (the contract's rule, limits included). */
const cashCollectedCents = driverRideAction.input.shape.cashCollectedCents.unwrap();

/**
 * "75", "75.5", "75,50", "€ 75" -> cents (the one reading of an amount, @rides/ui/euros); null when it
 * is not an amount of euros or is one the server would refuse (the contract's cashCollectedCents decides).
 */
export function parseEuros(text: string): number | null {
  const cents = centsOfEuros(text);
  const parsed = cashCollectedCents.safeParse(cents);
  return cents !== null && parsed.success ? parsed.data : null;
}

/** The actions that are asked about before they are sent: they cannot be undone by the driver. */
const ASKED_ACTIONS: readonly DriverAction[] = ['complete', 'report_no_show', 'hand_back'];
export type AskedAction = 'complete' | 'report_no_show' | 'hand_back';
export const isAsked = (a: DriverAction): a is AskedAction => ASKED_ACTIONS.includes(a);
