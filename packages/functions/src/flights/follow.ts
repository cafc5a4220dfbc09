import * as logs from './logs';
import { busyWindow, FINAL_RIDE_STATUSES, mayReconfirm } from '@rides/domain/ride-lifecycle';
import { checkDue, decideMove, FOLLOW_AHEAD_HOURS, gapMinutes, reconfirmBy, retimedPickup } from '@rides/domain/flight-tracking';
import { formatParisTime } from '@rides/i18n/format';
import type { Db } from '../db/db';
import { enqueueRideMessages, rideContext } from '../messaging/ride-messages';
import { driverContact } from '../messaging/ride-messages.repo';
import { insertNoteEvent, isUnavailable, lockDriverCalendar, lockRide, type RideRow } from '../rides/ride.repo';
import { busyElsewhere } from '../bookings/self-service/booking-writes.repo';
import { moveRideIn } from '../rides/ride.service';
import { queueDriverMoved, queueFlightAlert, queueTravellerMoved } from './flight-messages';
import type { FlightStatus, FlightStatusProvider } from './provider';
import { normaliseFlightNumber } from './provider';
import {
  clearReconfirmBy,
  dueReconfirmations,
  followedWatches,
  insertNewWatches,
  lockWatch,
  markWatchUnknown,
  reconfirmByOf,
  recordWatchStatus,
  retimeBookingPickup,
  setWatchAcceptance,
  type FlightWatchRow,
  type FollowedWatch,
} from './flight-watches.repo';

// Following the flights of airport pickups (issue [K] 2): the rules are @rides/domain/flight-tracking;
// this applies them. Each answer of the flight provider is applied to each ride on that flight in one
// transaction with its ride events and messages.

const HOUR = 3_600_000;
/** A ride whose pickup passed this long ago is no longer followed. */
const FOLLOW_AFTER_HOURS = 6;
/** Rides that may still move with their flight: once the driver has arrived the landing only counts for waiting. */
const MOVABLE = ['unassigned', 'assigned', 'en_route'] as const;

export interface FollowReport {
  /** Flights the provider was asked about. */
  checked: number;
  /** Rides whose pickup moved. */
  moved: number;
  /** Cancelled or diverted flights alerted. */
  alerts: number;
}

/** Rides picked up after this are still followed. */
const followedSince = (now: Date) => new Date(now.getTime() - FOLLOW_AFTER_HOURS * HOUR);

/** Starts following the airport pickups with a flight number due within FOLLOW_AHEAD_HOURS. */
export async function watchNewFlights(db: Db, now: Date): Promise<number> {
  return insertNewWatches(db, followedSince(now), new Date(now.getTime() + FOLLOW_AHEAD_HOURS * HOUR));
}

/** Asks the provider once per flight and applies the answer to each ride on it; answers the flights asked. */
async function checkAll(db: Db, provider: FlightStatusProvider, rides: FollowedWatch[], now: Date, report: FollowReport): Promise<void> {
  const byFlight = new Map<string, FollowedWatch[]>();
  for (const r of rides) {
    const key = `${r.flight_number}|${r.arrival_date}`;
    byFlight.set(key, [...(byFlight.get(key) ?? []), r]);
  }
  for (const [key, group] of byFlight) {
    const [flightNumber, arrivalDate] = key.split('|') as [string, string];
    let status: FlightStatus | null;
    try {
      // Near the booked pickup: a 00:15 pickup follows the flight landing at 23:40 the day before.
      status = await provider.lookup({ flightNumber, arrivalDate, near: new Date(group[0]!.booked_pickup_at) });
    } catch (e) {
      // The provider is down or refused: the rides keep their times; the next run asks again.
      logs.lookupFailed(flightNumber, arrivalDate, provider.name, e);
      continue;
    }
    report.checked++;
    for (const r of group) {
      try {
        const outcome = await db.transaction().execute((trx) => applyStatus(trx, r.booking_id, status, now));
        if (outcome === 'moved') report.moved++;
        if (outcome === 'alerted') report.alerts++;
      } catch (e) {
        logs.statusNotApplied(r.booking_id, e);
      }
    }
  }
}

/**
 * The periodic step: start following new airport pickups, then ask about the flights that are due (every
 * 5 minutes within 6 hours of pickup, hourly before) and move their pickups. The caller kicks the outbox.
 */
export async function followFlights(db: Db, provider: FlightStatusProvider, now: Date): Promise<FollowReport> {
  await watchNewFlights(db, now);
  const rows = await followedWatches(db, followedSince(now));
  const due = rows.filter((r) => checkDue(new Date(r.pickup_at), r.checked_at ? new Date(r.checked_at) : null, now));
  const report: FollowReport = { checked: 0, moved: 0, alerts: 0 };
  await checkAll(db, provider, due, now, report);
  return report;
}

/** One flight now (the local flight board saved it, or the provider's alert said it changed). */
export async function recheckFlight(db: Db, provider: FlightStatusProvider, flightNumber: string, arrivalDate: string, now: Date): Promise<FollowReport> {
  await watchNewFlights(db, now);
  // The watch keeps the pickup's date: a landing just before midnight has its pickup the day after.
  const rows = await followedWatches(db, followedSince(now), { flightNumber: normaliseFlightNumber(flightNumber), arrivalDate });
  const report: FollowReport = { checked: 0, moved: 0, alerts: 0 };
  await checkAll(db, provider, rows, now, report);
  return report;
}

const hhmm = (d: Date) => formatParisTime(d, 'en');

/**
 * Applies one answer of the provider to one ride, in the caller's transaction: the watch's record, then
 * a cancelled or diverted flight's alert, or the pickup moved with the landing (told to both sides over
 * 15 minutes; over an hour the driver confirms again, and a driver whose day no longer fits loses the
 * ride to the board). Every change is a ride event.
 */
export async function applyStatus(trx: Db, bookingId: string, status: FlightStatus | null, now: Date): Promise<'none' | 'moved' | 'alerted'> {
  const ride = await lockRide(trx, bookingId);
  const watch = await lockWatch(trx, bookingId);
  if (!ride || !watch) return 'none';
  if (!status) {
    await markWatchUnknown(trx, bookingId, now);
    return 'none';
  }
  const gap = watch.gap_minutes ?? gapMinutes(new Date(watch.booked_pickup_at), status.scheduledArrival);
  await recordWatchStatus(trx, bookingId, status, gap, now);
  if (ride.status !== 'confirmed' || FINAL_RIDE_STATUSES.includes(ride.ride_status)) return 'none';

  if (status.state === 'cancelled' || status.state === 'diverted') {
    if (watch.state === status.state) return 'none';
    const reason = status.state === 'diverted' ? `${status.flightNumber} diverted to ${status.divertedTo ?? '?'}` : `${status.flightNumber} cancelled`;
    const eventId = await insertNoteEvent(trx, ride, 'flight_alert', reason, now);
    const c = await rideContext(trx, ride.id, `ride:${ride.id}:event:${eventId}`);
    await queueFlightAlert(trx, c, { state: status.state, flight: status.flightNumber, divertedTo: status.divertedTo }, c.keyPrefix);
    return 'alerted';
  }
  if (!(MOVABLE as readonly string[]).includes(ride.ride_status)) return 'none';
  return retime(trx, ride, watch, retimedPickup(new Date(watch.booked_pickup_at), gap, status), status, now);
}

type Watch = Pick<FlightWatchRow, 'accepted_pickup_at' | 'accepted_driver_id' | 'notified_pickup_at'>;

async function retime(trx: Db, ride: RideRow, watch: Watch, newPickup: Date, status: FlightStatus, now: Date): Promise<'none' | 'moved'> {
  const current = new Date(ride.pickup_at);
  // The driver accepted the pickup as it stood when they took the ride, or when they last reconfirmed.
  const accepted = !ride.driver_id ? null : watch.accepted_driver_id === ride.driver_id && watch.accepted_pickup_at ? new Date(watch.accepted_pickup_at) : current;
  const decision = decideMove({ currentPickupAt: current, newPickupAt: newPickup, notifiedPickupAt: new Date(watch.notified_pickup_at), acceptedPickupAt: accepted });
  if (!decision.move) return 'none';

  let driverId = ride.driver_id;
  const busy = busyWindow(newPickup, ride.duration_minutes);
  if (driverId && !(await fitsDriver(trx, ride.id, driverId, busy))) {
    // The driver's day no longer fits the new time: the ride goes back to the board (they are told).
    await moveRideIn(trx, enqueueRideMessages, ride.id, 'unassign', { kind: 'system', id: null }, { reason: 'flight moved the pickup', reasonCode: 'flight-moved' }, now);
    driverId = null;
  }
  // Asked once: while an answer is pending, later moves are told (over 15 minutes) but not asked again.
  // A driver who has set off is not asked (they are on their way to the new time).
  const pending = await reconfirmByOf(trx, ride.id);
  const reconfirm = decision.reconfirm && driverId !== null && mayReconfirm({ status: ride.ride_status, reconfirmPending: pending !== null }, 'reconfirm_asked');
  const deadline = reconfirm ? reconfirmBy(now) : pending && driverId ? new Date(pending) : undefined;
  // A late start is judged afresh against the new pickup (punctuality-jobs.ts).
  await retimeBookingPickup(trx, ride.id, { pickupAt: newPickup, busy: driverId ? busy : null, reconfirmBy: driverId ? (deadline ?? null) : null }, now);
  await setWatchAcceptance(trx, ride.id, {
    driverId,
    acceptedPickupAt: driverId ? accepted : null,
    ...(decision.notify ? { notifiedPickupAt: newPickup } : {}),
  });

  const after = { ...ride, driver_id: driverId };
  const eventId = await insertNoteEvent(trx, after, 'retime', `${status.flightNumber}: ${hhmm(current)} → ${hhmm(newPickup)}`, now);
  if (reconfirm) await insertNoteEvent(trx, after, 'reconfirm_asked', null, now);
  if (!decision.notify && !reconfirm) return 'moved';

  const c = await rideContext(trx, ride.id, `ride:${ride.id}:event:${eventId}`);
  const facts = { flight: status.flightNumber, landing: status.actualArrival ?? status.estimatedArrival ?? status.scheduledArrival, ...(deadline && { reconfirmBy: deadline }) };
  if (decision.notify) await queueTravellerMoved(trx, c, facts, c.keyPrefix);
  const driver = driverId ? await driverContact(trx, driverId) : undefined;
  if (driver) await queueDriverMoved(trx, c, driver, facts, c.keyPrefix);
  return 'moved';
}

/** The new busy window is free in the driver's calendar (no other ride, no unavailability), under the driver's lock. */
async function fitsDriver(trx: Db, rideId: string, driverId: string, busy: { start: Date; end: Date }): Promise<boolean> {
  await lockDriverCalendar(trx, driverId);
  return !(await busyElsewhere(trx, driverId, rideId, busy)) && !(await isUnavailable(trx, driverId, busy));
}

/**
 * Big moves the driver did not confirm in time: the ride returns to the board (the driver and the
 * booker are told as for any unassignment). A driver who set off has confirmed by doing so.
 */
export async function expireReconfirmations(db: Db, now: Date): Promise<number> {
  const due = await dueReconfirmations(db, now);
  let returned = 0;
  for (const id of due) {
    await db.transaction().execute(async (trx) => {
      const ride = await lockRide(trx, id);
      // Read again under the lock: the driver may have confirmed, or dispatch reassigned, meanwhile.
      const pending = await reconfirmByOf(trx, id);
      if (!ride || !pending || new Date(pending) >= now) return;
      if (ride.ride_status === 'assigned') {
        await moveRideIn(trx, enqueueRideMessages, ride.id, 'unassign', { kind: 'system', id: null }, { reason: 'pickup not reconfirmed', reasonCode: 'not-reconfirmed' }, now);
        returned++;
      }
      await clearReconfirmBy(trx, ride.id);
    });
  }
  return returned;
}
