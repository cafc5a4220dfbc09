/** @jest-environment node */
// FlightAware AeroAPI alerts: unsigned, so the endpoint's URL carries a shared key; an alert only asks
// for the flight to be re-checked (its content is never taken as the flight's status).
import { alertedFlight, handleFlightAlert, isAlertsKey, type AlertDeps } from '../flight-alerts.http';

jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));

const KEY = 'k'.repeat(40);

/** An alert as AeroAPI posts it (trimmed). */
const alert = (flight: Record<string, unknown> = {}) =>
  JSON.stringify({
    long_description: 'Air France 1234 (AFR1234) has been delayed ...',
    short_description: 'AFR1234 delayed',
    summary: 'AFR1234 delayed',
    event_code: 'departure_delay',
    alert_id: 123456,
    flight: {
      ident: 'AFR1234',
      ident_icao: 'AFR1234',
      ident_iata: 'AF1234',
      fa_flight_id: 'AFR1234-1773300000-schedule-0001',
      origin: { code: 'LFMN', code_iata: 'NCE' },
      destination: { code: 'LFPG', code_iata: 'CDG' },
      scheduled_out: '2026-03-14T22:00:00Z',
      scheduled_on: '2026-03-14T23:20:00Z',
      scheduled_in: '2026-03-14T23:30:00Z',
      estimated_in: '2026-03-15T02:00:00Z',
      status: 'Scheduled / Delayed',
      ...flight,
    },
  });

function deps(over: Partial<AlertDeps> = {}) {
  const changed: Array<[string, string]> = [];
  const d: AlertDeps = {
    alertsKey: KEY,
    onFlightChanged: async (n, date) => void changed.push([n, date]),
    ...over,
  };
  return { d, changed };
}
/** The request as the function hands it over; `key` absent: the right one (an explicit undefined: none). */
const post = (body: string, ...key: unknown[]) => ({ method: 'POST', key: key.length > 0 ? key[0] : KEY, rawBody: Buffer.from(body) });

describe('flightAlerts', () => {
  it('re-checks the alerted flight, by its numbers and the Paris date it lands (23:30 UTC is the next day in Paris)', async () => {
    const { d, changed } = deps();
    await expect(handleFlightAlert(post(alert()), d)).resolves.toEqual({ status: 200, body: { ok: true } });
    expect(changed).toEqual([
      ['AF1234', '2026-03-15'],
      ['AFR1234', '2026-03-15'],
    ]);
  });

  it('falls back to the runway time and to the ident alone', async () => {
    const { d, changed } = deps();
    const body = alert({ ident_iata: null, ident: 'ezy 8412', scheduled_in: null, scheduled_on: '2026-07-01T08:00:00Z' });
    await expect(handleFlightAlert(post(body), d)).resolves.toMatchObject({ status: 200 });
    expect(changed).toEqual([['EZY8412', '2026-07-01']]);
  });

  it('refuses anything but POST', async () => {
    const { d, changed } = deps();
    await expect(handleFlightAlert({ method: 'GET', key: KEY }, d)).resolves.toEqual({ status: 405, body: { error: 'method not allowed' } });
    expect(changed).toEqual([]);
  });

  it.each([['missing', undefined], ['wrong', 'k'.repeat(39) + 'x'], ['empty', ''], ['shorter', 'k'], ['repeated', [KEY, KEY]]])('refuses a %s key (401) and changes nothing', async (_what, key) => {
    const { d, changed } = deps();
    await expect(handleFlightAlert(post(alert(), key), d)).resolves.toEqual({ status: 401, body: { error: 'unauthenticated' } });
    expect(changed).toEqual([]);
  });

  it('refuses every alert while FLIGHT_ALERTS_KEY is not set (503)', async () => {
    const { d, changed } = deps({ alertsKey: null });
    await expect(handleFlightAlert(post(alert(), ''), d)).resolves.toMatchObject({ status: 503 });
    expect(changed).toEqual([]);
  });

  it('400 for a body that is not JSON, or an alert without the flight', async () => {
    const { d, changed } = deps();
    await expect(handleFlightAlert(post('{not json'), d)).resolves.toEqual({ status: 400, body: { error: 'invalid JSON' } });
    await expect(handleFlightAlert({ method: 'POST', key: KEY }, d)).resolves.toMatchObject({ status: 400 });
    await expect(handleFlightAlert(post(JSON.stringify({ event_code: 'arrival' })), d)).resolves.toMatchObject({ status: 400 });
    await expect(handleFlightAlert(post(alert({ scheduled_in: 'soon', scheduled_on: null })), d)).resolves.toMatchObject({ status: 400 });
    await expect(handleFlightAlert(post(alert({ ident: '', ident_iata: null })), d)).resolves.toMatchObject({ status: 400 });
    expect(changed).toEqual([]);
  });

  it('500 when the re-check fails, so FlightAware may send it again', async () => {
    const { d } = deps({
      onFlightChanged: async () => {
        throw new Error('db down');
      },
    });
    await expect(handleFlightAlert(post(alert()), d)).resolves.toEqual({ status: 500, body: { error: 'internal' } });
  });

  it('compares keys in constant time, whatever their length', () => {
    expect(isAlertsKey(KEY, KEY)).toBe(true);
    expect(isAlertsKey('short', KEY)).toBe(false);
    expect(isAlertsKey(undefined, KEY)).toBe(false);
    expect(alertedFlight(null)).toBeNull();
  });
});
