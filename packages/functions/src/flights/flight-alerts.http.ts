import { createHash, timingSafeEqual } from 'node:crypto';
import { onRequest } from 'firebase-functions/v2/https';
import * as logs from './logs';
import { parisLocal } from '@rides/domain/paris-time';
import { config } from '../config';
import { normaliseFlightNumber } from './provider';

/**
 * FlightAware AeroAPI alerts (issue [K] 1). AeroAPI POSTs an alert's JSON to the endpoint set on the
 * account (PUT /alerts/endpoint), unsigned: the endpoint's URL carries a shared secret,
 * `…/flightAlerts?key=<FLIGHT_ALERTS_KEY>`, compared in constant time. An alert only says "look at this
 * flight again": its content is never taken as the flight's status; the provider is asked again.
 */

/** Re-checks the pickups following a flight (the wiring: recheckFlight in follow.ts). */
export type OnFlightChanged = (flightNumber: string, arrivalDate: string) => Promise<void>;

export interface AlertRequest {
  method: string;
  /** The query's `key` as Express gives it (a string, or an array when repeated). */
  key: unknown;
  /** The body as received. */
  rawBody?: Buffer;
}

export interface AlertDeps {
  /** FLIGHT_ALERTS_KEY; null: not configured, every alert refused (503). */
  alertsKey: string | null;
  onFlightChanged: OnFlightChanged;
}

export interface AlertAnswer {
  status: number;
  body: { ok: true } | { error: string };
}

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
/** Constant-time comparison (of digests, so the lengths never show either). */
export const isAlertsKey = (given: unknown, expected: string): boolean => typeof given === 'string' && given !== '' && timingSafeEqual(digest(given), digest(expected));

interface AlertFlight {
  ident?: unknown;
  ident_iata?: unknown;
  scheduled_in?: unknown;
  scheduled_on?: unknown;
}

/** The flight an alert is about: its numbers (IATA first, then the ident: AF1234, AFR1234) and the Paris date it lands. */
export function alertedFlight(body: unknown): { flightNumbers: string[]; arrivalDate: string } | null {
  const flight = (body as { flight?: AlertFlight } | null)?.flight;
  if (!flight || typeof flight !== 'object') return null;
  const flightNumbers = [...new Set([flight.ident_iata, flight.ident].filter((v): v is string => typeof v === 'string' && v.trim() !== '').map(normaliseFlightNumber))];
  const scheduled = [flight.scheduled_in, flight.scheduled_on].find((v): v is string => typeof v === 'string' && !Number.isNaN(Date.parse(v)));
  if (flightNumbers.length === 0 || !scheduled) return null;
  return { flightNumbers, arrivalDate: parisLocal(new Date(scheduled)).date };
}

/**
 * POST only (405); the key missing or wrong: 401, nothing done; not configured: 503; a body that is
 * not JSON: 400, or JSON without the flight's ident and scheduled arrival: 400; else each of the
 * flight's numbers is re-checked and 200 `{ ok: true }`. A failure of ours: 500 (FlightAware may retry).
 */
export async function handleFlightAlert(req: AlertRequest, deps: AlertDeps): Promise<AlertAnswer> {
  if (req.method !== 'POST') return { status: 405, body: { error: 'method not allowed' } };
  if (!deps.alertsKey) {
    logs.alertsKeyNotSet();
    return { status: 503, body: { error: 'not configured' } };
  }
  if (!isAlertsKey(req.key, deps.alertsKey)) {
    logs.alertRefused();
    return { status: 401, body: { error: 'unauthenticated' } };
  }
  let body: unknown;
  try {
    body = JSON.parse((req.rawBody ?? Buffer.alloc(0)).toString('utf8'));
  } catch {
    return { status: 400, body: { error: 'invalid JSON' } };
  }
  const flight = alertedFlight(body);
  if (!flight) return { status: 400, body: { error: 'flight.ident and flight.scheduled_in (or scheduled_on) are required' } };
  const event = (body as { event_code?: unknown }).event_code;
  logs.alertReceived(event, flight.flightNumbers, flight.arrivalDate);
  try {
    for (const n of flight.flightNumbers) await deps.onFlightChanged(n, flight.arrivalDate);
  } catch (e) {
    logs.alertRecheckFailed(e);
    return { status: 500, body: { error: 'internal' } };
  }
  return { status: 200, body: { ok: true } };
}

/** The flightAlerts HTTP function; the wiring gives `onFlightChanged` (flights/index-wiring.ts). */
export function makeFlightAlerts(hooks: { onFlightChanged: OnFlightChanged }) {
  return onRequest({ region: config().region, invoker: 'public', maxInstances: 5, timeoutSeconds: 60 }, async (req, res) => {
    const answer = await handleFlightAlert({ method: req.method, key: req.query.key, rawBody: req.rawBody }, { alertsKey: config().flightAlertsKey, ...hooks });
    res.status(answer.status).set('Cache-Control', 'no-store');
    if (answer.status === 405) res.set('Allow', 'POST');
    res.json(answer.body);
  });
}
