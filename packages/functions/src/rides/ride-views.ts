import { canTakeRide, type BoardRide, type Candidate, type DriverRide, type RideEvent, type RideView } from '@rides/contracts/rides';
import type { Place } from '@rides/contracts/places';
import { RIDE_NOTE_ACTIONS, type RideStatus } from '@rides/contracts/ride-status';
import { allowedActions, rideMoments, type RideFacts } from '@rides/domain/ride-lifecycle';
import { firstNameOf } from '@rides/domain/person-name';
import { rideAtRisk } from '@rides/domain/punctuality';
import type { BoardRow, CandidateRow } from './board.repo';
import type { DriverRideRow } from './driver.repo';
import type { RideEventRow } from './ride.repo';
import { iso } from '../db/iso';

type RideBasicsRow = Pick<BoardRow, 'id' | 'reference' | 'ride_status' | 'pickup_at' | 'duration_minutes' | 'from_place' | 'to_place' | 'flight_number'>;

/** What the board and the driver's app show alike: the ride, its places and its times (drop-off from the route estimate). */
function rideBasics(r: RideBasicsRow) {
  const pickup = new Date(r.pickup_at);
  return {
    id: r.id,
    reference: r.reference,
    status: r.ride_status,
    pickupAt: pickup.toISOString(),
    dropoffAt: new Date(pickup.getTime() + r.duration_minutes * 60_000).toISOString(),
    from: r.from_place as Place,
    to: r.to_place as Place,
    flightNumber: r.flight_number,
  };
}

/** A ride on the board, with the admin actions the lifecycle allows at `now` (the buttons to show). */
export function toBoardRide(r: BoardRow, now: Date = new Date()): BoardRide {
  return {
    ...rideBasics(r),
    party: r.party as BoardRide['party'],
    travellerName: r.traveller_name ?? r.booker_name,
    payment: r.payment_method,
    totalCents: r.total_cents,
    requestedDriver: r.requested_driver_id ? { id: r.requested_driver_id, name: r.requested_driver_name ?? '' } : null,
    driver: r.driver_id ? { id: r.driver_id, name: r.driver_name ?? '' } : null,
    allowedActions: allowedActions(factsOfRow(r), 'admin', now),
    atRisk: rideAtRisk({ pickupAt: new Date(r.pickup_at), bookingStatus: r.status, rideStatus: r.ride_status, alreadyAlerted: r.late_start_alerted_at !== null }, now),
  };
}

/** The full event, for admins. */
export const toRideEvent = (e: RideEventRow): RideEvent => ({
  at: iso(e.at),
  actor: e.actor,
  actorName: e.actor_name,
  action: e.action,
  from: e.from_status,
  to: e.to_status,
  reason: e.reason,
  driverName: e.driver_name,
});

/**
 * What the booker's timeline shows: the ride's steps as they happened, without the dispatcher's name,
 * internal reasons or who pressed what, and the driver by first name. A no-show reported but not yet
 * confirmed (and its rejection) is dispatch's business until dispatch decides.
 */
const INTERNAL_STEPS: readonly RideStatus[] = ['no_show_reported'];
/**
 * Notes that change no status (a moved pickup, a flight alert, a reconfirmation, dispatch's alert, the
 * guarantee): the booker learns of them by their own messages, and sees the guarantee's refund.
 */
const isNote = (e: RideEventRow) => (RIDE_NOTE_ACTIONS as readonly string[]).includes(e.action);
const customerEvents = (events: RideEventRow[]): RideEvent[] =>
  events
    .filter((e) => !INTERNAL_STEPS.includes(e.to_status) && !INTERNAL_STEPS.includes(e.from_status) && !isNote(e))
    .map((e) => ({ ...toRideEvent(e), actor: e.actor === 'driver' ? 'driver' : 'system', actorName: null, action: e.action, reason: null, driverName: firstNameOf(e.driver_name) }));

export type AssignedDriverRow = {
  full_name: string | null;
  phone: string | null;
  vehicle_type: 'sedan' | 'van' | null;
  vehicle_make: string | null;
  vehicle_model: string | null;
  vehicle_colour: string | null;
  plate: string | null;
};

/** A booking's ride for its booker: the driver only while one holds the ride (or finished it). */
export function toRideView(status: RideStatus, driver: AssignedDriverRow | undefined, events: RideEventRow[]): RideView {
  const shown = driver && status !== 'unassigned' && status !== 'cancelled';
  return {
    status,
    driver: shown
      ? {
          firstName: firstNameOf(driver.full_name) ?? '',
          phone: driver.phone ?? '',
          vehicle:
            driver.vehicle_type && driver.plate
              ? { type: driver.vehicle_type, make: driver.vehicle_make ?? '', model: driver.vehicle_model ?? '', colour: driver.vehicle_colour, plate: driver.plate }
              : null,
        }
      : null,
    events: customerEvents(events),
  };
}

export const factsOfRow = (r: Pick<DriverRideRow, 'ride_status' | 'pickup_at' | 'from_place' | 'flight_number' | 'status'> & { landed_at?: Date | string | null }): RideFacts => ({
  status: r.ride_status,
  pickupAt: new Date(r.pickup_at),
  fromKind: (r.from_place as Place).kind,
  hasFlight: !!r.flight_number,
  bookingConfirmed: r.status === 'confirmed',
  landedAt: r.landed_at ? new Date(r.landed_at) : null,
});

export function toDriverRide(r: DriverRideRow, now: Date): DriverRide {
  const facts = factsOfRow(r);
  const m = rideMoments(facts);
  return {
    ...rideBasics(r),
    party: r.party as DriverRide['party'],
    // The booker's own sign text when set (issue [E]), else the traveller's name, else the booker's.
    signText: r.ride_status === 'cancelled' ? '' : r.sign_text?.trim() || r.traveller_name || r.booker_name,
    // A cancelled ride is no longer the driver's business: no name or number to call.
    traveller: r.ride_status === 'cancelled' ? { name: '', phone: '' } : { name: r.traveller_name ?? r.booker_name, phone: r.traveller_phone ?? r.booker_phone },
    notes: r.notes,
    collectCents: r.payment_method === 'driver' ? r.total_cents : null,
    cashCollectedCents: r.cash_collected_cents,
    allowedActions: allowedActions(facts, 'driver', now),
    startFrom: m.startFrom.toISOString(),
    handBackUntil: m.handBackUntil.toISOString(),
    noShowFrom: m.noShowFrom.toISOString(),
    reconfirmBy: r.reconfirm_by && r.ride_status === 'assigned' ? new Date(r.reconfirm_by).toISOString() : null,
  };
}

/**
 * Candidates for a ride, ranked: those that fit first, then those with a warning only (none today),
 * then those the server would refuse (BLOCKING_PROBLEMS); within each, the requested driver,
 * then one who speaks the booking's language, then the fewest rides that day; then by name.
 */
export function rankCandidates(rows: CandidateRow[], ride: { vehicle: string; language: string; requestedDriverId: string | null }): Candidate[] {
  const candidates: Candidate[] = rows.map((r) => {
    const problems: Candidate['problems'] = [];
    if (!r.vehicle_type) problems.push('no-vehicle');
    else if (ride.vehicle === 'van' && r.vehicle_type === 'sedan') problems.push('vehicle-too-small');
    if (r.active === false) problems.push('inactive');
    if (r.busy) problems.push('busy');
    if (r.unavailable) problems.push('unavailable');
    const remarks: Candidate['remarks'] = ride.vehicle === 'sedan' && r.vehicle_type === 'van' ? ['van-for-sedan'] : [];
    const languages = r.languages ?? [];
    return {
      id: r.id,
      name: r.name,
      phone: r.phone,
      vehicleType: r.vehicle_type,
      vehicle: r.vehicle_make ? `${r.vehicle_make} ${r.vehicle_model ?? ''}`.trim() : null,
      languages,
      speaksBookingLanguage: languages.includes(ride.language),
      requested: r.id === ride.requestedDriverId,
      ridesThatDay: r.rides_that_day,
      problems,
      remarks,
    };
  });
  const fit = (c: Candidate) => (!canTakeRide(c) ? 2 : c.problems.length > 0 ? 1 : 0);
  const key = (c: Candidate) => [fit(c), c.requested ? 0 : 1, c.speaksBookingLanguage ? 0 : 1, c.ridesThatDay] as const;
  return candidates.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! - kb[i]!;
    return a.name.localeCompare(b.name);
  });
}
