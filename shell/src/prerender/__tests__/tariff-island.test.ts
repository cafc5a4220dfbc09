import { specTariff } from '@rides/domain/pricing/__tests__/tariff-fixture';
import { startTariffIsland } from '../tariff-island';

const URL_ = 'http://127.0.0.1:5001/demo-rides/europe-west9/getTariff';

/** The prerendered /pricing as scripts/prerender writes it: figures empty and pending, prices busy. */
function prerenderedPricing({ lang = 'en', stale = false } = {}): void {
  document.body.innerHTML = `
    <div id="root" data-prerendered="/pricing" data-lang="${lang}" data-starts-after-paint="" data-live-tariff="${URL_}">
      <div data-tariff-figures="" aria-busy="true">
        <span data-figure="air.CDG.sedan" data-pending=""></span>
        <p>Up to <span data-figure="km" data-pending=""></span> km</p>
        <span data-figure="perKm.van" data-pending=""></span>
      </div>
    </div>`;
  document.documentElement.toggleAttribute('data-stale', stale);
}

const requests: Array<{ url: string; body: unknown }> = [];
/** getTariff at the network edge: answers `answer` (an HTTP status and body), or fails to connect. */
function answering(answer: { status: number; body: unknown } | 'offline'): void {
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    requests.push({ url, body: JSON.parse(String(init.body)) });
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body } as Response;
  }) as typeof fetch;
}

const figure = (id: string) => document.querySelector(`[data-figure="${id}"]`)!;
const settledSoon = (p: Promise<unknown>) => Promise.race([p.then(() => true), new Promise((r) => setTimeout(() => r(false), 50))]);

beforeEach(() => {
  requests.length = 0;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  document.documentElement.removeAttribute('data-stale');
  jest.restoreAllMocks();
});

it('fills every figure from getTariff in the page’s language before the shell, and lifts the busy state', async () => {
  prerenderedPricing({ lang: 'fr' });
  answering({ status: 200, body: { result: { version: 3, tariff: specTariff } } });
  const island = startTariffIsland()!;
  expect(await island.answer).toEqual({ version: 3, tariff: specTariff });
  expect(requests).toEqual([{ url: URL_, body: { data: {} } }]);
  expect(figure('air.CDG.sedan').textContent).toMatch(/^75\s€$/);
  expect(figure('km').parentElement!.textContent).toBe('Up to 10 km');
  expect(document.querySelectorAll('[data-pending]')).toHaveLength(0);
  expect(document.querySelector('[aria-busy]')).toBeNull();
  // It filled the page: the shell waits for the visitor's intent as on every other page.
  expect(await settledSoon(island.failed)).toBe(false);
});

it.each([
  ['the service is unreachable', 'offline' as const],
  ['getTariff answers an error', { status: 500, body: { error: { status: 'INTERNAL', message: 'INTERNAL' } } }],
  ['the answer lacks a figure the page shows', { status: 200, body: { result: { version: 3, tariff: { ...specTariff, airportFares: {} } } } }],
])('changes nothing and starts the shell at once when %s', async (_, answer) => {
  prerenderedPricing();
  answering(answer);
  const island = startTariffIsland()!;
  expect(await island.answer).toBeNull();
  expect(await settledSoon(island.failed)).toBe(true);
  expect(document.querySelectorAll('[data-pending]')).toHaveLength(3);
  expect(figure('air.CDG.sedan').textContent).toBe('');
  expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
});

it('does nothing on a page the shell renders afresh (stale: another language, a session) or without a live tariff', () => {
  answering({ status: 200, body: { result: { version: 3, tariff: specTariff } } });
  prerenderedPricing({ stale: true });
  expect(startTariffIsland()).toBeNull();
  document.body.innerHTML = '<div id="root" data-prerendered="/faq" data-lang="en"></div>';
  document.documentElement.removeAttribute('data-stale');
  expect(startTariffIsland()).toBeNull();
  expect(requests).toEqual([]);
});
