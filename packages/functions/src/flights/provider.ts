/**
 * Flight status (issue [K] 1): where a flight is, asked by number and the Paris date it lands. Behind
 * this interface: FlightAware AeroAPI in production (aeroapi-adapter.ts) and, in local mode, the local
 * flight board that admins drive by hand (local-adapter.ts, labelled local everywhere it shows).
 */
import type { FlightState } from '../db/schema-rides';

export type KnownFlightState = Exclude<FlightState, 'unknown'>;

export interface FlightStatus {
  /** As asked, normalised: upper case, no spaces ("AF1234"). */
  flightNumber: string;
  state: KnownFlightState;
  scheduledArrival: Date;
  /** The latest estimate of the landing (gate arrival); null when the provider has none yet. */
  estimatedArrival: Date | null;
  /** When it landed; null until then. */
  actualArrival: Date | null;
  /** IATA code of the airport it now lands at, when diverted. */
  divertedTo: string | null;
}

export interface FlightQuery {
  flightNumber: string;
  /** The Paris date (YYYY-MM-DD) the flight is due to land: a flight number flies most days. */
  arrivalDate: string;
  /**
   * The booked pickup, when known: the flight is the one scheduled to land closest to it (from 12 hours
   * before to 2 hours after), whatever its date (a 23:40 landing for a 00:15 pickup).
   */
  near?: Date;
}

export interface FlightStatusProvider {
  readonly name: 'aeroapi' | 'local';
  /** The flight landing in Paris on that date, or null when the provider knows no such flight. */
  lookup(q: FlightQuery): Promise<FlightStatus | null>;
}

/** "af 1234" -> "AF1234". */
export const normaliseFlightNumber = (n: string): string => n.replace(/\s+/g, '').toUpperCase();
