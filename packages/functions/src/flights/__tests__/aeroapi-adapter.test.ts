/** @jest-environment node */
// The AeroAPI adapter without network: a fake fetch records what it would ask and answers with
// responses recorded in AeroAPI v4's shape (fixtures/*.json, GET /flights/{ident}).
import fs from 'node:fs';
import path from 'node:path';
import { AEROAPI_BASE_URL, aeroapiProvider, searchWindow } from '../aeroapi-adapter';

const fixture = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures', `${name}.json`), 'utf8'));

interface Asked {
  url: URL;
  method: string;
  headers: Record<string, string>;
  signal: AbortSignal | null | undefined;
}

const KEY = 'AEROAPI-KEY-not-real-123';

function fakeAeroApi(answer: { status: number; body: unknown }, options: { baseUrl?: string } = {}) {
  const asked: Asked[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    asked.push({ url: new URL(String(input)), method: init?.method ?? 'GET', headers: Object.fromEntries(new Headers(init?.headers).entries()), signal: init?.signal });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json; charset=UTF-8' } });
  }) as typeof globalThis.fetch;
  return { provider: aeroapiProvider({ apiKey: KEY, fetch, ...options }), asked };
}

const recorded = (name: string, status = 200) => fakeAeroApi({ status, body: fixture(name) });
const at = (iso: string) => new Date(iso);
const ASK = { flightNumber: 'af 1234', arrivalDate: '2026-03-14' };

describe('AeroAPI adapter', () => {
  it('asks GET /flights/{ident} by designator, with the key in x-apikey, for departures from the day before the Paris date', async () => {
    const { provider, asked } = recorded('on-time');
    await provider.lookup(ASK);
    expect(asked).toHaveLength(1);
    const [{ url, method, headers, signal }] = asked as [Asked];
    expect(`${url.origin}${url.pathname}`).toBe(`${AEROAPI_BASE_URL}/flights/AF1234`);
    expect(method).toBe('GET');
    expect(headers['x-apikey']).toBe(KEY);
    expect(Object.fromEntries(url.searchParams)).toEqual({ ident_type: 'designator', start: '2026-03-12T23:00:00Z', end: '2026-03-14T23:00:00Z' });
    expect(url.toString()).not.toContain(KEY);
    expect(signal).toBeInstanceOf(AbortSignal);
  });

  it('Paris dates in summer time: midnight Paris is 22:00 UTC', () => {
    expect(searchWindow('2026-07-01')).toEqual({ start: '2026-06-29T22:00:00Z', end: '2026-07-01T22:00:00Z' });
  });

  it('uses another base URL when given', async () => {
    const { provider, asked } = fakeAeroApi({ status: 200, body: fixture('on-time') }, { baseUrl: 'http://aeroapi.test/aeroapi/' });
    await provider.lookup(ASK);
    expect(asked[0]!.url.pathname).toBe('/aeroapi/flights/AF1234');
    expect(asked[0]!.url.host).toBe('aeroapi.test');
  });

  it('on time: scheduled, with the gate times (5 minutes late is not a delay)', async () => {
    await expect(recorded('on-time').provider.lookup(ASK)).resolves.toEqual({
      flightNumber: 'AF1234',
      state: 'scheduled',
      scheduledArrival: at('2026-03-14T09:35:00Z'),
      estimatedArrival: at('2026-03-14T09:40:00Z'),
      actualArrival: null,
      divertedTo: null,
    });
  });

  it('delayed: an estimated gate arrival more than 15 minutes after the scheduled one', async () => {
    await expect(recorded('delayed').provider.lookup(ASK)).resolves.toEqual({
      flightNumber: 'AF1234',
      state: 'delayed',
      scheduledArrival: at('2026-03-14T09:35:00Z'),
      estimatedArrival: at('2026-03-14T10:20:00Z'),
      actualArrival: null,
      divertedTo: null,
    });
  });

  it('exactly 15 minutes late is not yet delayed', async () => {
    const body = fixture('on-time') as { flights: Array<Record<string, unknown>> };
    body.flights[0]!.estimated_in = '2026-03-14T09:50:00Z';
    await expect(fakeAeroApi({ status: 200, body }).provider.lookup(ASK)).resolves.toMatchObject({ state: 'scheduled' });
    body.flights[0]!.estimated_in = '2026-03-14T09:51:00Z';
    await expect(fakeAeroApi({ status: 200, body }).provider.lookup(ASK)).resolves.toMatchObject({ state: 'delayed' });
  });

  it('landed: the actual gate arrival', async () => {
    await expect(recorded('landed').provider.lookup(ASK)).resolves.toEqual({
      flightNumber: 'AF1234',
      state: 'landed',
      scheduledArrival: at('2026-03-14T09:35:00Z'),
      estimatedArrival: at('2026-03-14T09:41:00Z'),
      actualArrival: at('2026-03-14T09:41:00Z'),
      divertedTo: null,
    });
  });

  it('without gate times, the runway times', async () => {
    const body = fixture('landed') as { flights: Array<Record<string, unknown>> };
    Object.assign(body.flights[0]!, { scheduled_in: null, estimated_in: null, actual_in: null });
    await expect(fakeAeroApi({ status: 200, body }).provider.lookup(ASK)).resolves.toEqual({
      flightNumber: 'AF1234',
      state: 'landed',
      scheduledArrival: at('2026-03-14T09:25:00Z'),
      estimatedArrival: at('2026-03-14T09:29:00Z'),
      actualArrival: at('2026-03-14T09:29:00Z'),
      divertedTo: null,
    });
  });

  it('cancelled', async () => {
    await expect(recorded('cancelled').provider.lookup(ASK)).resolves.toEqual({
      flightNumber: 'AF1234',
      state: 'cancelled',
      scheduledArrival: at('2026-03-14T09:35:00Z'),
      estimatedArrival: null,
      actualArrival: null,
      divertedTo: null,
    });
  });

  it('diverted: found although it no longer lands in Paris, with the airport it lands at', async () => {
    await expect(recorded('diverted').provider.lookup(ASK)).resolves.toEqual({
      flightNumber: 'AF1234',
      state: 'diverted',
      scheduledArrival: at('2026-03-14T09:35:00Z'),
      estimatedArrival: at('2026-03-14T09:15:00Z'),
      actualArrival: at('2026-03-14T09:05:00Z'),
      divertedTo: 'LYS',
    });
  });

  it('a number that flies several times in the window: the one landing in Paris on the asked Paris date', async () => {
    const twice = () => recorded('twice').provider;
    await expect(twice().lookup(ASK)).resolves.toEqual({
      flightNumber: 'AF1234',
      state: 'delayed',
      scheduledArrival: at('2026-03-14T09:35:00Z'),
      estimatedArrival: at('2026-03-14T10:00:00Z'),
      actualArrival: null,
      divertedTo: null,
    });
    // The evening before landed; 23:30 UTC on the 14th lands at 00:30 Paris on the 15th.
    await expect(twice().lookup({ flightNumber: 'AF1234', arrivalDate: '2026-03-13' })).resolves.toMatchObject({ state: 'landed', actualArrival: at('2026-03-13T19:36:00Z') });
    await expect(twice().lookup({ flightNumber: 'AF1234', arrivalDate: '2026-03-15' })).resolves.toMatchObject({ state: 'scheduled', scheduledArrival: at('2026-03-14T23:30:00Z') });
  });

  it('near a booked pickup: the landing closest to it, across midnight, within 12 hours before to 2 hours after', async () => {
    const twice = () => recorded('twice').provider;
    // A 00:45 Paris pickup on the 15th: the flight landing at 00:30 (23:30 UTC on the 14th), not the morning one.
    await expect(twice().lookup({ flightNumber: 'AF1234', arrivalDate: '2026-03-15', near: at('2026-03-14T23:45:00Z') })).resolves.toMatchObject({ scheduledArrival: at('2026-03-14T23:30:00Z') });
    // A 10:30 Paris pickup on the 14th: the morning flight (09:35 UTC).
    await expect(twice().lookup({ flightNumber: 'AF1234', arrivalDate: '2026-03-14', near: at('2026-03-14T09:30:00Z') })).resolves.toMatchObject({ scheduledArrival: at('2026-03-14T09:35:00Z') });
    // Nothing lands within the window of a pickup at 06:00 UTC on the 16th.
    await expect(twice().lookup({ flightNumber: 'AF1234', arrivalDate: '2026-03-16', near: at('2026-03-16T06:00:00Z') })).resolves.toBeNull();
  });

  it('asks for departures from 36 hours before a booked pickup to 2 hours after it', () => {
    expect(searchWindow('2026-03-15', at('2026-03-14T23:45:00Z'))).toEqual({ start: '2026-03-13T11:45:00Z', end: '2026-03-15T01:45:00Z' });
  });

  it('a flight that lands elsewhere (not diverted) is not ours', async () => {
    const body = fixture('on-time') as { flights: Array<Record<string, unknown>> };
    body.flights[0]!.destination = { code: 'EGLL', code_icao: 'EGLL', code_iata: 'LHR' };
    await expect(fakeAeroApi({ status: 200, body }).provider.lookup(ASK)).resolves.toBeNull();
  });

  it('Orly and Beauvais are Paris too', async () => {
    for (const [code, code_iata] of [
      ['LFPO', 'ORY'],
      ['LFOB', 'BVA'],
    ]) {
      const body = fixture('on-time') as { flights: Array<Record<string, unknown>> };
      body.flights[0]!.destination = { code, code_icao: code, code_iata };
      await expect(fakeAeroApi({ status: 200, body }).provider.lookup(ASK)).resolves.toMatchObject({ state: 'scheduled' });
    }
  });

  it('404, no flight, or none on that date: null', async () => {
    await expect(recorded('not-found', 404).provider.lookup(ASK)).resolves.toBeNull();
    await expect(fakeAeroApi({ status: 200, body: { flights: [], links: null, num_pages: 1 } }).provider.lookup(ASK)).resolves.toBeNull();
    await expect(recorded('on-time').provider.lookup({ ...ASK, arrivalDate: '2026-03-15' })).resolves.toBeNull();
  });

  it('other HTTP errors throw, naming the status and never the key', async () => {
    for (const status of [400, 401, 429, 500]) {
      const error = await fakeAeroApi({ status, body: { title: 'Problem', reason: 'X', detail: 'y', status } })
        .provider.lookup(ASK)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toBe(`aeroapi: HTTP ${status}: Problem`);
      expect((error as Error).message).not.toContain(KEY);
    }
    await expect(fakeAeroApi({ status: 503, body: 'down' }).provider.lookup(ASK)).rejects.toThrow('aeroapi: HTTP 503');
  });

  it('an answer that is not a list of flights throws', async () => {
    await expect(fakeAeroApi({ status: 200, body: { nope: true } }).provider.lookup(ASK)).rejects.toThrow('an answer without flights');
  });

  it('gives up after the timeout with an error that says so', async () => {
    const hanging = ((_input: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error));
      })) as typeof globalThis.fetch;
    const provider = aeroapiProvider({ apiKey: KEY, fetch: hanging, timeoutMs: 20 });
    await expect(provider.lookup(ASK)).rejects.toThrow('aeroapi: no answer in time');
  });

  it('a network failure throws without the key', async () => {
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof globalThis.fetch;
    const error = await aeroapiProvider({ apiKey: KEY, fetch: failing })
      .lookup(ASK)
      .catch((e: unknown) => e);
    expect((error as Error).message).toBe('aeroapi: request failed: fetch failed');
  });
});
