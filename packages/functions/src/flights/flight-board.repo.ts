import { sql } from 'kysely';
import type { BookingStatus } from '@rides/contracts/bookings';
import type { RideStatus } from '@rides/contracts/ride-status';
import type { Db } from '../db/db';
import type { FlightState } from '../db/schema-rides';
import type { KnownFlightState } from './provider';

/** A `date` column as `YYYY-MM-DD` (pg would turn it into a JS Date at the server's midnight). */
const day = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

export interface LocalFlightRow {
  flight_number: string;
  arrival_date: string;
  state: KnownFlightState;
  scheduled_arrival: Date;
  estimated_arrival: Date | null;
  actual_arrival: Date | null;
  diverted_to: string | null;
  updated_at: Date;
}

export interface FollowedFlightRow {
  booking_id: string;
  reference: string;
  status: BookingStatus;
  ride_status: RideStatus;
  pickup_at: Date;
  flight_number: string;
  arrival_date: string;
  state: FlightState;
  scheduled_arrival: Date | null;
  estimated_arrival: Date | null;
  actual_arrival: Date | null;
  diverted_to: string | null;
  checked_at: Date | null;
  /** The local flight board's row for the flight and date, if any. */
  local: LocalFlightRow | null;
}

/** At most this many followed flights are listed (a few days of airport pickups). */
export const FOLLOWED_FLIGHTS_LIMIT = 500;

/** The followed flights of pickups in [from, to), soonest first, each with its local board row if any. */
export async function followedFlights(db: Db, from: Date, to: Date): Promise<FollowedFlightRow[]> {
  const rows = await db
    .selectFrom('flight_watches as w')
    .innerJoin('bookings as b', 'b.id', 'w.booking_id')
    .leftJoin('local_flights as l', (j) => j.onRef('l.flight_number', '=', 'w.flight_number').onRef('l.arrival_date', '=', 'w.arrival_date'))
    .select([
      'w.booking_id',
      'b.reference',
      'b.status',
      'b.ride_status',
      'b.pickup_at',
      'w.flight_number',
      day('w.arrival_date').as('arrival_date'),
      'w.state',
      'w.scheduled_arrival',
      'w.estimated_arrival',
      'w.actual_arrival',
      'w.diverted_to',
      'w.checked_at',
      'l.flight_number as l_flight_number',
      day('l.arrival_date').as('l_arrival_date'),
      'l.state as l_state',
      'l.scheduled_arrival as l_scheduled_arrival',
      'l.estimated_arrival as l_estimated_arrival',
      'l.actual_arrival as l_actual_arrival',
      'l.diverted_to as l_diverted_to',
      'l.updated_at as l_updated_at',
    ])
    .where('b.pickup_at', '>=', from)
    .where('b.pickup_at', '<', to)
    .orderBy('b.pickup_at')
    .orderBy('w.booking_id')
    .limit(FOLLOWED_FLIGHTS_LIMIT)
    .execute();
  return rows.map((r) => ({
    booking_id: r.booking_id,
    reference: r.reference,
    status: r.status,
    ride_status: r.ride_status,
    pickup_at: r.pickup_at,
    flight_number: r.flight_number,
    arrival_date: r.arrival_date,
    state: r.state,
    scheduled_arrival: r.scheduled_arrival,
    estimated_arrival: r.estimated_arrival,
    actual_arrival: r.actual_arrival,
    diverted_to: r.diverted_to,
    checked_at: r.checked_at,
    local:
      r.l_flight_number === null
        ? null
        : {
            flight_number: r.l_flight_number,
            arrival_date: r.l_arrival_date,
            state: r.l_state!,
            scheduled_arrival: r.l_scheduled_arrival!,
            estimated_arrival: r.l_estimated_arrival,
            actual_arrival: r.l_actual_arrival,
            diverted_to: r.l_diverted_to,
            updated_at: r.l_updated_at!,
          },
  }));
}

/** What the local flight board says of a flight. */
export type LocalFlightStatusRow = Pick<LocalFlightRow, 'state' | 'scheduled_arrival' | 'estimated_arrival' | 'actual_arrival' | 'diverted_to'>;

/** The local flight board's row for the (normalised) flight on the Paris date `arrivalDate` (YYYY-MM-DD), if any. */
export function localFlight(db: Db, flightNumber: string, arrivalDate: string): Promise<LocalFlightStatusRow | undefined> {
  return db
    .selectFrom('local_flights')
    .select(['state', 'scheduled_arrival', 'estimated_arrival', 'actual_arrival', 'diverted_to'])
    .where('flight_number', '=', flightNumber)
    .where('arrival_date', '=', arrivalDate)
    .executeTakeFirst();
}

export interface LocalFlightInput {
  /** Normalised (AF1234). */
  flightNumber: string;
  /** Paris date, YYYY-MM-DD. */
  arrivalDate: string;
  state: KnownFlightState;
  scheduledArrival: Date;
  estimatedArrival: Date | null;
  actualArrival: Date | null;
  divertedTo: string | null;
}

/** Puts a flight on the local flight board or replaces what it says. */
export async function upsertLocalFlight(db: Db, f: LocalFlightInput, now: Date): Promise<LocalFlightRow> {
  const values = {
    state: f.state,
    scheduled_arrival: f.scheduledArrival,
    estimated_arrival: f.estimatedArrival,
    actual_arrival: f.actualArrival,
    diverted_to: f.state === 'diverted' ? f.divertedTo : null,
    updated_at: now,
  };
  return db
    .insertInto('local_flights')
    .values({ flight_number: f.flightNumber, arrival_date: f.arrivalDate, ...values })
    .onConflict((oc) => oc.columns(['flight_number', 'arrival_date']).doUpdateSet(values))
    .returning([
      'flight_number',
      day('arrival_date').as('arrival_date'),
      'state',
      'scheduled_arrival',
      'estimated_arrival',
      'actual_arrival',
      'diverted_to',
      'updated_at',
    ])
    .executeTakeFirstOrThrow();
}
