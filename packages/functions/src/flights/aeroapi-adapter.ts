import { addDays, parisInstant, parisLocal } from '@rides/domain/paris-time';
import { normaliseFlightNumber, type FlightQuery, type FlightStatus, type FlightStatusProvider, type KnownFlightState } from './provider';

/** FlightAware AeroAPI v4. https://www.flightaware.com/aeroapi/portal/documentation */
export const AEROAPI_BASE_URL = 'https://aeroapi.flightaware.com/aeroapi';
/** How long a lookup waits for AeroAPI (the follow job asks again at its next round). */
export const LOOKUP_TIMEOUT_MS = 8_000;
/** An estimated landing later than the scheduled one by more than this is a delay. */
export const DELAY_MINUTES = 15;
/** The airports we pick up at: IATA codes, and the ICAO codes AeroAPI's `code` may carry. */
export const PARIS_AIRPORTS: Readonly<Record<string, string>> = { CDG: 'CDG', ORY: 'ORY', BVA: 'BVA', LFPG: 'CDG', LFPO: 'ORY', LFOB: 'BVA' };

export interface AeroApiOptions {
  apiKey: string;
  /** Without trailing slash; AEROAPI_BASE_URL by default. */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The fields of an AeroAPI flight we read (GET /flights/{ident} answers `{ flights: AeroApiFlight[] }`). */
export interface AeroApiFlight {
  ident?: string | null;
  ident_iata?: string | null;
  fa_flight_id?: string | null;
  scheduled_in?: string | null;
  estimated_in?: string | null;
  actual_in?: string | null;
  scheduled_on?: string | null;
  estimated_on?: string | null;
  actual_on?: string | null;
  cancelled?: boolean | null;
  diverted?: boolean | null;
  status?: string | null;
  destination?: { code?: string | null; code_iata?: string | null; code_icao?: string | null } | null;
  /** Seconds (negative: early). Not used: the times say it. */
  arrival_delay?: number | null;
}

const instant = (v: string | null | undefined): Date | null => {
  if (!v) return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** Gate times first (`*_in`, when people walk off), the runway's (`*_on`) when there is none. */
const scheduledOf = (f: AeroApiFlight) => instant(f.scheduled_in) ?? instant(f.scheduled_on);
const estimatedOf = (f: AeroApiFlight) => instant(f.estimated_in) ?? instant(f.estimated_on);
const actualOf = (f: AeroApiFlight) => instant(f.actual_in) ?? instant(f.actual_on);
const destinationOf = (f: AeroApiFlight): string | null => f.destination?.code_iata ?? f.destination?.code ?? f.destination?.code_icao ?? null;
const landsInParis = (f: AeroApiFlight) => {
  const d = f.destination;
  return [d?.code_iata, d?.code, d?.code_icao].some((c) => typeof c === 'string' && c.toUpperCase() in PARIS_AIRPORTS);
};

/** An AeroAPI flight as a FlightStatus; null without a scheduled arrival. */
export function toFlightStatus(flightNumber: string, f: AeroApiFlight): FlightStatus | null {
  const scheduledArrival = scheduledOf(f);
  if (!scheduledArrival) return null;
  const estimatedArrival = estimatedOf(f);
  const actualArrival = actualOf(f);
  let state: KnownFlightState;
  if (f.cancelled) state = 'cancelled';
  else if (f.diverted) state = 'diverted';
  else if (actualArrival) state = 'landed';
  else if (estimatedArrival && estimatedArrival.getTime() - scheduledArrival.getTime() > DELAY_MINUTES * 60_000) state = 'delayed';
  else state = 'scheduled';
  return {
    flightNumber,
    state,
    scheduledArrival,
    estimatedArrival,
    actualArrival,
    divertedTo: state === 'diverted' ? (destinationOf(f)?.toUpperCase() ?? null) : null,
  };
}

/**
 * The flight of a query among AeroAPI's: scheduled to land near the booked pickup when the query has one
 * (12 hours before to 2 hours after it, the closest first), else on the asked Paris date (the earliest
 * first), at CDG, ORY or BVA (or anywhere once diverted: its destination is then the diversion airport).
 * If two still match, a cancelled one gives way to one that flies (a replacement under the same number).
 */
export function pickFlight(flights: readonly AeroApiFlight[], arrivalDate: string, near?: Date): AeroApiFlight | null {
  const fits = (scheduled: Date) =>
    near ? scheduled.getTime() >= near.getTime() - NEAR_BEFORE_MS && scheduled.getTime() <= near.getTime() + NEAR_AFTER_MS : parisLocal(scheduled).date === arrivalDate;
  // Near a pickup: the closest landing first; on a date: the earliest.
  const order = (d: Date) => (near ? Math.abs(d.getTime() - near.getTime()) : d.getTime());
  const matching = flights
    .filter((f) => {
      const scheduled = scheduledOf(f);
      return scheduled !== null && fits(scheduled) && (landsInParis(f) || f.diverted === true);
    })
    .sort((a, b) => Number(Boolean(a.cancelled)) - Number(Boolean(b.cancelled)) || order(scheduledOf(a)!) - order(scheduledOf(b)!));
  return matching[0] ?? null;
}

/** A flight "near" a pickup is scheduled to land from 12 hours before it to 2 hours after it. */
const NEAR_BEFORE_MS = 12 * 3_600_000;
const NEAR_AFTER_MS = 2 * 3_600_000;

/** AeroAPI's bounds are compared with the departure (`scheduled_out`), to the second, in UTC. */
const isoSeconds = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The window asked of AeroAPI for a landing on `arrivalDate` (Paris): departures from midnight Paris
 * the day before (a long-haul flight leaves the day before it lands) to the end of the landing day; or,
 * near a booked pickup, from 36 hours before it to 2 hours after.
 */
export function searchWindow(arrivalDate: string, near?: Date): { start: string; end: string } {
  // Near a pickup: departures from a day and a half before it (long haul, then the 12 hours) to 2 hours after.
  if (near) return { start: isoSeconds(new Date(near.getTime() - 36 * 3_600_000)), end: isoSeconds(new Date(near.getTime() + NEAR_AFTER_MS)) };
  const start = parisInstant(addDays(arrivalDate, -1), '00:00');
  const end = parisInstant(addDays(arrivalDate, 1), '00:00');
  if (!start || !end) throw new Error(`aeroapi: not a date: ${arrivalDate}`);
  return { start: isoSeconds(start), end: isoSeconds(end) };
}

/**
 * Flight status from FlightAware AeroAPI v4: GET {base}/flights/{ident}?ident_type=designator&start&end
 * with the key in the `x-apikey` header. 404 or no flight landing in Paris that day: null. Any other
 * HTTP error, a timeout or an unreadable answer throws an Error naming what happened, never the key.
 */
export function aeroapiProvider(o: AeroApiOptions): FlightStatusProvider {
  const doFetch = o.fetch ?? fetch;
  const base = (o.baseUrl ?? AEROAPI_BASE_URL).replace(/\/+$/, '');
  return {
    name: 'aeroapi',
    async lookup(q: FlightQuery): Promise<FlightStatus | null> {
      const flightNumber = normaliseFlightNumber(q.flightNumber);
      const { start, end } = searchWindow(q.arrivalDate, q.near);
      const url = `${base}/flights/${encodeURIComponent(flightNumber)}?${new URLSearchParams({ ident_type: 'designator', start, end })}`;
      let res: Response;
      try {
        res = await doFetch(url, {
          method: 'GET',
          headers: { 'x-apikey': o.apiKey, accept: 'application/json; charset=UTF-8' },
          signal: AbortSignal.timeout(o.timeoutMs ?? LOOKUP_TIMEOUT_MS),
        });
      } catch (e) {
        const timedOut = (e as Error).name === 'TimeoutError' || (e as Error).name === 'AbortError';
        throw new Error(`aeroapi: ${timedOut ? 'no answer in time' : `request failed: ${(e as Error).message}`}`);
      }
      if (res.status === 404) return null;
      if (!res.ok) {
        const problem = (await res.json().catch(() => null)) as { title?: unknown } | null;
        const title = typeof problem?.title === 'string' ? `: ${problem.title.slice(0, 200)}` : '';
        throw new Error(`aeroapi: HTTP ${res.status}${title}`);
      }
      const answer = (await res.json().catch(() => null)) as { flights?: AeroApiFlight[] } | null;
      if (!answer || !Array.isArray(answer.flights)) throw new Error(`aeroapi: HTTP ${res.status}: an answer without flights`);
      const flight = pickFlight(answer.flights, q.arrivalDate, q.near);
      return flight ? toFlightStatus(flightNumber, flight) : null;
    },
  };
}
