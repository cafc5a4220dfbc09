import type { Db } from '../db/db';
import { localFlight } from './flight-board.repo';
import { normaliseFlightNumber, type FlightQuery, type FlightStatus, type FlightStatusProvider } from './provider';

/**
 * The LOCAL flight status provider (local mode only): answers what the local flight board says, the
 * `local_flights` row an admin set by hand (flight-board.callable.ts), and nothing more. A flight
 * nobody put on the board is unknown (null). Labelled local wherever it shows; refused outside the
 * local environment (config.ts, select-provider.ts).
 */
export function localFlightProvider(db: Db): FlightStatusProvider {
  return {
    name: 'local',
    async lookup(q: FlightQuery): Promise<FlightStatus | null> {
      const flightNumber = normaliseFlightNumber(q.flightNumber);
      const row = await localFlight(db, flightNumber, q.arrivalDate);
      if (!row) return null;
      return {
        flightNumber,
        state: row.state,
        scheduledArrival: new Date(row.scheduled_arrival),
        estimatedArrival: row.estimated_arrival ? new Date(row.estimated_arrival) : null,
        actualArrival: row.actual_arrival ? new Date(row.actual_arrival) : null,
        divertedTo: row.state === 'diverted' ? row.diverted_to : null,
      };
    },
  };
}
