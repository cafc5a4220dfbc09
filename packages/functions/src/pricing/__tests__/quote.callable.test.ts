/** @jest-environment node */
// The callables as the emulator runs them (onCall's `run`), with the tariff source replaced by the
// seeded tariff: no Postgres, no server. The HTTP path is covered by src/__tests__/pricing-places.int.ts.
import fs from 'node:fs';
import path from 'node:path';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { tariffSchema, type VersionedTariff } from '@rides/contracts/pricing';
import { currentTariff } from '../tariff.service';
import { quotePriceCallable } from '../quote.callable';
import { getTariffCallable } from '../get-tariff.callable';

jest.mock('../tariff.service', () => ({ currentTariff: jest.fn() }));

function seeded(): VersionedTariff {
  const sql = fs.readFileSync(path.resolve(__dirname, '../../../migrations/0006_tariffs.sql'), 'utf8');
  return { version: 1, tariff: tariffSchema.parse(JSON.parse(/\$tariff\$([\s\S]*?)\$tariff\$/.exec(sql)![1]!)) };
}

/** A signed-out visitor's call. */
const request = (data: unknown) => ({ data, rawRequest: { headers: {} }, acceptsStreaming: false }) as unknown as CallableRequest;
const quote = (over: Record<string, unknown> = {}) =>
  quotePriceCallable.run(request({ from: 'paris-08', to: 'cdg-t2e', vehicle: 'sedan', passengers: 2, luggage: 2, ...over }));
const refusal = (p: Promise<unknown>) => p.then(() => 'no error', (e: unknown) => e);

beforeEach(() => jest.mocked(currentTariff).mockReset().mockResolvedValue(seeded()));

describe('quotePrice callable', () => {
  it.each([
    ['paris-08', 'cdg-t2e', 7500],
    ['cdg-t2e', 'paris-08', 7500],
    ['paris-08', 'ory-4', 6500],
    ['bva', 'paris-20', 20000],
  ])('prices %s -> %s in a sedan at the SPEC fare (%i cents)', async (from, to, cents) => {
    await expect(quote({ from, to })).resolves.toMatchObject({ rule: 'airport-fixed', totalCents: cents });
  });

  it('measures the distance itself from the places it resolved', async () => {
    await expect(quote({ to: 'disneyland-paris' })).resolves.toMatchObject({ rule: 'long', distanceKm: 44, totalCents: 10800 });
  });

  it.each([
    ['from', { from: 'paris-21' }],
    ['to', { to: 'cdg-t9' }],
    ['from', { from: 'address:nowhere', to: 'town-1' }],
  ])('refuses an unknown place id with not-found naming the field (%s)', async (field, over) => {
    expect(await refusal(quote(over))).toMatchObject({ code: 'not-found', details: { reason: 'unknown-place', field } });
  });

  it.each([
    ['a price', { priceCents: 1 }],
    ['coordinates', { fromLat: 48.87, fromLon: 2.31 }],
    ['a place object instead of an id', { from: { id: 'paris-08', lat: 48.87, lon: 2.31, inParis: true } }],
    ['the same place at both ends', { to: 'paris-08' }],
  ])('refuses %s with invalid-argument', async (_what, over) => {
    expect(await refusal(quote(over))).toMatchObject({ code: 'invalid-argument' });
    expect(currentTariff).not.toHaveBeenCalled();
  });

  it('refuses a party too large for the sedan and suggests the van, which then prices it', async () => {
    expect(await refusal(quote({ passengers: 5 }))).toMatchObject({
      code: 'invalid-argument',
      details: { reason: 'too-many-passengers-for-sedan', suggestedVehicle: 'van' },
    });
    await expect(quote({ passengers: 5, vehicle: 'van' })).resolves.toMatchObject({ vehicle: 'van', totalCents: 9500 });
  });
});

describe('getTariff callable', () => {
  it('returns the active tariff with its version', async () => {
    await expect(getTariffCallable.run(request({}))).resolves.toEqual(seeded());
  });
});
