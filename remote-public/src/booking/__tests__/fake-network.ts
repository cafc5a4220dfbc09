import { installPublicEndpoint } from '@rides/platform/public-api';
import { PLACES, tariff } from './fixtures';

/**
 * The network edge only: the public callables answered as the functions would (callable protocol,
 * {data} in, {result} or {error} out). Everything above fetch (callPublic, the rules, the UI) is real.
 */
export type Answer = { result: unknown } | { error: { status: string; message: string; details?: unknown } } | 'offline';
type Handler = (input: Record<string, unknown>) => Answer | Promise<Answer>;

export const calls: Array<{ name: string; input: Record<string, unknown> }> = [];
export const callsTo = (name: string) => calls.filter((c) => c.name === name).map((c) => c.input);

export const BOOKED = { reference: 'PT-ABC123', status: 'confirmed', payment: 'driver', totalCents: 7500, checkoutUrl: null, manageToken: 'a'.repeat(43) };

const defaults: Record<string, Handler> = {
  getTariff: () => ({ result: { version: 1, tariff } }),
  getReviewSummary: () => ({ result: { count: 0, average: null, latest: [] } }),
  searchPlaces: ({ query }) => {
    const q = String(query).toLowerCase();
    const places = PLACES.filter((p) => (q.includes('cdg') ? p.id.startsWith('cdg') : q.includes('8') ? p.id === 'paris-08' : false));
    // As the server would: one clear match is a confident one (packages/functions/src/places/confidence.ts).
    return { result: { places, confident: places.length === 1 } };
  },
  createBooking: (input) => ({ result: { ...BOOKED, totalCents: input.shownTotalCents } }),
};

export const handlers: Record<string, Handler> = {};

export function resetNetwork(): void {
  calls.length = 0;
  for (const k of Object.keys(handlers)) delete handlers[k];
}

export function installFakeNetwork(): void {
  installPublicEndpoint({ name: 'test', firebase: { apiKey: 'k', authDomain: 'localhost', projectId: 'demo-test' }, functionsRegion: 'europe-west9' });
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const name = String(url).split('/').pop() ?? '';
    const input = (JSON.parse(String(init?.body)) as { data: Record<string, unknown> }).data;
    calls.push({ name, input });
    const handler = handlers[name] ?? defaults[name];
    const answer: Answer = handler ? await handler(input) : { error: { status: 'NOT_FOUND', message: 'no such callable' } };
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    const ok = 'result' in answer;
    return { ok, status: ok ? 200 : 400, json: async () => answer } as Response;
  }) as typeof fetch;
}
