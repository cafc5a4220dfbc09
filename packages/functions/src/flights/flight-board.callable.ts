import { HttpsError } from 'firebase-functions/v2/https';
import * as logs from './logs';
import { listLocalFlights, setLocalFlight, type FlightRefusal, type FollowedFlight, type LocalFlight } from '@rides/contracts/flights';
import { callable } from '../http/callable';
import { config } from '../config';
import { db } from '../db/db';
import { kickOutbox } from '../mail/outbox-dispatch';
import { followedFlights, upsertLocalFlight, type FollowedFlightRow, type LocalFlightRow } from './flight-board.repo';
import { recheckFlight, watchNewFlights } from './follow';
import { flightProvider } from './select-provider';
import { isoOrNull } from '../db/iso';

// The LOCAL flight board (issue [K] 1): admins see the followed flights and, in local mode, set where a
// flight is; the local flight status provider (local-adapter.ts) then answers that.

const ADMIN = ['admin'] as const;
const DAY_MS = 86_400_000;
/** Pickups listed: from a day ago (a late flight) to three days ahead. */
export const BOARD_WINDOW = { pastDays: 1, aheadDays: 3 } as const;

export const toLocalFlight = (r: LocalFlightRow): LocalFlight => ({
  flightNumber: r.flight_number,
  arrivalDate: r.arrival_date,
  state: r.state,
  scheduledArrival: new Date(r.scheduled_arrival).toISOString(),
  estimatedArrival: isoOrNull(r.estimated_arrival),
  actualArrival: isoOrNull(r.actual_arrival),
  divertedTo: r.diverted_to,
  updatedAt: new Date(r.updated_at).toISOString(),
});

export const toFollowedFlight = (r: FollowedFlightRow): FollowedFlight => ({
  bookingId: r.booking_id,
  reference: r.reference,
  bookingStatus: r.status,
  rideStatus: r.ride_status,
  pickupAt: new Date(r.pickup_at).toISOString(),
  flightNumber: r.flight_number,
  arrivalDate: r.arrival_date,
  state: r.state,
  scheduledArrival: isoOrNull(r.scheduled_arrival),
  estimatedArrival: isoOrNull(r.estimated_arrival),
  actualArrival: isoOrNull(r.actual_arrival),
  divertedTo: r.diverted_to,
  checkedAt: isoOrNull(r.checked_at),
  local: r.local ? toLocalFlight(r.local) : null,
});

export const listLocalFlightsCallable = callable(listLocalFlights, ADMIN, async () => {
  const now = new Date();
  // A pickup booked a moment ago is on the board at once (the jobs would start following it within minutes).
  await watchNewFlights(db(), now);
  const rows = await followedFlights(db(), new Date(now.getTime() - BOARD_WINDOW.pastDays * DAY_MS), new Date(now.getTime() + BOARD_WINDOW.aheadDays * DAY_MS));
  return { flights: rows.map(toFollowedFlight), provider: config().flightsProvider, now: now.toISOString() };
});

/**
 * Sets a flight on the local board, then re-checks the pickups that follow it (the follow job's own
 * step, which asks the provider, here the board), and delivers what that queued. Local mode only.
 */
export const setLocalFlightCallable = callable(setLocalFlight, ADMIN, async (input) => {
  if (config().flightsProvider !== 'local') {
    throw new HttpsError('failed-precondition', 'errors.failed-precondition', { reason: 'flights-not-local' satisfies FlightRefusal });
  }
  const now = new Date();
  const row = await upsertLocalFlight(
    db(),
    {
      flightNumber: input.flightNumber,
      arrivalDate: input.arrivalDate,
      state: input.state,
      scheduledArrival: new Date(input.scheduledArrival),
      estimatedArrival: input.estimatedArrival ? new Date(input.estimatedArrival) : null,
      actualArrival: input.actualArrival ? new Date(input.actualArrival) : null,
      divertedTo: input.divertedTo ?? null,
    },
    now,
  );
  logs.localBoardSet(row.flight_number, row.arrival_date, row.state);
  await recheckFlight(db(), flightProvider(db()), input.flightNumber, input.arrivalDate, now);
  void kickOutbox();
  return { flight: toLocalFlight(row) };
});
