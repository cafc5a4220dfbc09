// searchPlaces, getTariff and quotePrice over HTTP on the running stack, as a signed-out visitor's
// browser calls them (every call here is made without a token: the three are public).
import pg from 'pg';
import type { Place } from '@rides/contracts/places';
import type { Quote, VersionedTariff } from '@rides/contracts/pricing';
import { call } from './helpers';

const CDG_TERMINALS = ['cdg-t1', 'cdg-t2a', 'cdg-t2b', 'cdg-t2c', 'cdg-t2d', 'cdg-t2e', 'cdg-t2f', 'cdg-t2g', 'cdg-t3'];

async function search(query: string, lang: string, limit?: number): Promise<Place[]> {
  const res = await call('searchPlaces', { query, lang, ...(limit === undefined ? {} : { limit }) });
  expect(res.error).toBeUndefined();
  return (res.result as { places: Place[] }).places;
}

/** The active row of `tariffs`, read directly: what getTariff must serve. */
async function activeRow(): Promise<VersionedTariff> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query('select version, data from tariffs where active');
    expect(rows).toHaveLength(1);
    return { version: rows[0].version, tariff: rows[0].data };
  } finally {
    await client.end();
  }
}

const trip = (over: Record<string, unknown> = {}) => ({ from: 'paris-08', to: 'cdg-t2e', vehicle: 'sedan', passengers: 2, luggage: 2, ...over });

async function quote(over: Record<string, unknown> = {}): Promise<Quote> {
  const res = await call('quotePrice', trip(over));
  expect(res.error).toBeUndefined();
  return res.result as Quote;
}

describe('searchPlaces', () => {
  it.each([
    ['fr', 'cdg', 'Aéroport Paris-Charles de Gaulle (CDG) – Terminal 2E'],
    ['zh', 'cdg', '巴黎戴高乐机场 (CDG) 2E航站楼'],
    ['zh', '戴高乐', '巴黎戴高乐机场 (CDG) 2E航站楼'],
  ])('finds every CDG terminal in %s for "%s", named in that language', async (lang, query, t2e) => {
    const places = await search(query, lang, 20);
    expect(places.map((p) => p.id)).toEqual(expect.arrayContaining(CDG_TERMINALS));
    const terminals = places.filter((p) => CDG_TERMINALS.includes(p.id));
    for (const p of terminals) expect(p).toMatchObject({ kind: 'airport', airport: 'CDG', inParis: false });
    expect(terminals.find((p) => p.id === 'cdg-t2e')?.name).toBe(t2e);
  });

  it.each([
    ['fr', "gare de l'est", "Gare de l'Est"],
    ['fr', 'GARE DE L’EST', "Gare de l'Est"],
    ['zh', "gare de l'est", '巴黎东站'],
    ['zh', '巴黎东站', '巴黎东站'],
  ])('finds the Gare de l’Est first in %s for "%s"', async (lang, query, name) => {
    const [first] = await search(query, lang);
    expect(first).toMatchObject({ id: 'gare-de-l-est', kind: 'station', name, inParis: true });
  });

  it('finds a street address typed without its town, in Paris, and prices a ride from it (issue [R] 1)', async () => {
    const [first] = await search('10 rue de Rivoli', 'en');
    expect(first).toMatchObject({ kind: 'address', name: '10 rue de Rivoli', detail: 'Paris', inParis: true });
    expect(await quote({ from: first!.id })).toMatchObject({ rule: 'airport-fixed' });
  });

  it('returns at most 8 places unless asked for more', async () => {
    expect((await search('s', 'en')).length).toBe(8);
    expect((await search('s', 'en', 3)).length).toBe(3);
  });

  it.each([
    ['an empty query', { query: '', lang: 'fr' }],
    ['a blank query', { query: '   ', lang: 'fr' }],
    ['an unknown field', { query: 'cdg', lang: 'fr', near: { lat: 48.85, lon: 2.35 } }],
    ['an unknown language', { query: 'cdg', lang: 'de' }],
    ['a limit over 20', { query: 'cdg', lang: 'fr', limit: 21 }],
  ])('refuses %s with INVALID_ARGUMENT', async (_what, data) => {
    const res = await call('searchPlaces', data);
    expect(res.error?.status).toBe('INVALID_ARGUMENT');
    expect(res.result).toBeUndefined();
  });
});

describe('getTariff', () => {
  it('returns the active tariff with its version, carrying the SPEC 9 sedan fares', async () => {
    const res = await call('getTariff', {});
    expect(res.result).toEqual(await activeRow());
    const { version, tariff } = res.result as VersionedTariff;
    expect(Number.isInteger(version) && version >= 1).toBe(true);
    expect([tariff.airportFares.CDG.sedan, tariff.airportFares.ORY.sedan, tariff.airportFares.BVA.sedan]).toEqual([7500, 6500, 20000]);
  });

  it('refuses unknown input fields', async () => {
    expect((await call('getTariff', { version: 2 })).error?.status).toBe('INVALID_ARGUMENT');
  });
});

describe('quotePrice', () => {
  it.each([
    ['paris-08', 'cdg-t2e', 7500],
    ['cdg-t2e', 'paris-08', 7500],
    ['paris-08', 'ory-4', 6500],
    ['ory-1', 'paris-16', 6500],
    ['paris-01', 'bva', 20000],
    ['bva', 'paris-20', 20000],
  ])('prices %s -> %s in a sedan at %i cents, the fixed airport fare', async (from, to, cents) => {
    const q = await quote({ from, to });
    expect(q).toMatchObject({
      currency: 'EUR',
      vehicle: 'sedan',
      rule: 'airport-fixed',
      lines: [{ code: 'fare', quantity: 1, unitCents: cents, amountCents: cents }],
      totalCents: cents,
    });
    expect(q.distanceKm).toBeGreaterThan(15);
  });

  it('prices the van and the extras from the active tariff, line by line', async () => {
    const { tariff } = await activeRow();
    const q = await quote({ vehicle: 'van', passengers: 4, luggage: 4, childSeats: 1, extras: [{ code: 'extra-stop', quantity: 2 }] });
    expect(q.lines).toEqual([
      { code: 'fare', quantity: 1, unitCents: tariff.airportFares.CDG.van, amountCents: tariff.airportFares.CDG.van },
      { code: 'child-seat', quantity: 1, unitCents: tariff.extras['child-seat'], amountCents: tariff.extras['child-seat'] },
      { code: 'extra-stop', quantity: 2, unitCents: tariff.extras['extra-stop'], amountCents: 2 * tariff.extras['extra-stop'] },
    ]);
    expect(q.totalCents).toBe(tariff.airportFares.CDG.van + tariff.extras['child-seat'] + 2 * tariff.extras['extra-stop']);
  });

  it('prices a trip outside the airport fares by the distance it measures itself', async () => {
    expect(await quote({ to: 'gare-du-nord' })).toMatchObject({ rule: 'short', totalCents: 3500 });
    expect(await quote({ to: 'disneyland-paris' })).toMatchObject({ rule: 'long', distanceKm: 44, totalCents: 10800 });
  });

  it('refuses 5 passengers in a sedan and suggests the van, which then takes them', async () => {
    const res = await call('quotePrice', trip({ passengers: 5 }));
    expect(res.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { reason: 'too-many-passengers-for-sedan', suggestedVehicle: 'van' } });
    expect((await quote({ passengers: 5, vehicle: 'van' })).vehicle).toBe('van');
  });

  it('refuses a party no single vehicle takes, suggesting none', async () => {
    const res = await call('quotePrice', trip({ passengers: 9, vehicle: 'van' }));
    expect(res.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { reason: 'too-many-for-one-vehicle', suggestedVehicle: null } });
  });

  it.each([
    ['from', { from: 'paris-21' }],
    ['to', { to: 'cdg-t9' }],
  ])('refuses an unknown place id with NOT_FOUND naming the field (%s)', async (field, over) => {
    const res = await call('quotePrice', trip(over));
    expect(res.error).toMatchObject({ status: 'NOT_FOUND', details: { reason: 'unknown-place', field } });
    expect(res.result).toBeUndefined();
  });

  it.each([
    ['a forged price', { priceCents: 100 }],
    ['forged coordinates', { fromLat: 48.87, fromLon: 2.31 }],
    ['a place object instead of an id', { from: { id: 'paris-08', lat: 49.0, lon: 2.55, inParis: true, airport: 'CDG' } }],
    ['the same place at both ends', { to: 'paris-08' }],
    ['a pickup time (prices do not depend on it)', { pickupAt: '2030-01-01T03:00:00Z' }],
  ])('refuses %s with INVALID_ARGUMENT', async (_what, over) => {
    const res = await call('quotePrice', trip(over));
    expect(res.error?.status).toBe('INVALID_ARGUMENT');
    expect(res.result).toBeUndefined();
  });
});
