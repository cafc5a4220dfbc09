import { HttpsError } from 'firebase-functions/v2/https';
import { adminRideAction, assignRide, listCandidateDrivers, listRideBoard } from '@rides/contracts/rides';
import { pickupGroupStarts } from '@rides/domain/pickup-groups';
import { busyWindow } from '@rides/domain/ride-lifecycle';
import { parisDayOf } from './paris-day';
import { callable } from '../http/callable';
import { cursorAfter } from '../http/refuse';
import { db } from '../db/db';
import { cursorOf } from '../db/keyset';
import { boardCounts, boardPage, boardRow, candidateRows } from './board.repo';
import { findRide } from './ride.repo';
import { moveRide } from './ride.service';
import { rankCandidates, toBoardRide } from './ride-views';
import { rideDeps } from './deps';

const ADMIN = ['admin'] as const;
/** Assigned rides stay on the board until this long after pickup (a late ride may still need a new driver). */
const ASSIGNED_SHOWN_AFTER_PICKUP_MS = 6 * 3_600_000;

/** A page of a side of the board; the first with the side's counts per pickup group (the page and the counts read at once). */
export const listRideBoardCallable = callable(listRideBoard, ADMIN, async ({ scope, after, limit }) => {
  const now = new Date();
  const since = new Date(now.getTime() - ASSIGNED_SHOWN_AFTER_PICKUP_MS);
  const cursor = cursorAfter(after);
  const [rows, counts] = await Promise.all([boardPage(db(), scope, since, cursor, limit + 1), cursor ? null : boardCounts(db(), scope, since, pickupGroupStarts(now))]);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { rides: page.map((r) => toBoardRide(r, now)), next: rows.length > limit && last ? cursorOf(last.pickup_key, last.id) : null, counts, now: now.toISOString() };
});

export const listCandidateDriversCallable = callable(listCandidateDrivers, ADMIN, async ({ rideId }) => {
  const ride = await boardRow(db(), rideId);
  if (!ride) throw new HttpsError('not-found', 'errors.not-found');
  const pickup = new Date(ride.pickup_at);
  const rows = await candidateRows(db(), rideId, busyWindow(pickup, ride.duration_minutes), parisDayOf(pickup));
  const party = ride.party as { vehicle: string };
  return { candidates: rankCandidates(rows, { vehicle: party.vehicle, language: ride.language, requestedDriverId: ride.requested_driver_id }) };
});

const boardRideOf = async (id: string) => toBoardRide((await boardRow(db(), id))!);

/** Assign, or reassign when the ride already has a driver (the reason is then kept in the event). */
export const assignRideCallable = callable(assignRide, ADMIN, async ({ rideId, driverId, reason }, { caller }) => {
  const ride = await findRide(db(), rideId);
  if (!ride) throw new HttpsError('not-found', 'errors.not-found');
  const action = ride.driver_id && ride.ride_status !== 'unassigned' ? 'reassign' : 'assign';
  await moveRide(rideDeps(), rideId, action, { kind: 'admin', id: caller!.uid }, { driverId, reason });
  return boardRideOf(rideId);
});

export const adminRideActionCallable = callable(adminRideAction, ADMIN, async ({ rideId, action, reason }, { caller }) => {
  await moveRide(rideDeps(), rideId, action, { kind: 'admin', id: caller!.uid }, { reason });
  return boardRideOf(rideId);
});
