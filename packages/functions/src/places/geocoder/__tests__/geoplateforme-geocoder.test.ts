/** @jest-environment node */
import { placeSchema } from '@rides/contracts/places';
import { LOCAL_PLACE_ID_SECRET } from '../../../config-local';
import { placeById } from '../../search';
import { GeocoderError } from '../geocoder';
import { geoplateformeGeocoder, serviceQuery } from '../geoplateforme-geocoder';
import { placeFromSignedId } from '../signed-address-id';
import ambiguous from './fixtures/ambiguous.json';
import empty from './fixtures/empty.json';
import republique from './fixtures/republique.json';
import republiqueLyon from './fixtures/republique-lyon.json';
import rivoli from './fixtures/rivoli.json';

// Recorded in the documented format of the Géoplateforme geocoding service (GeoJSON FeatureCollection,
// as api-adresse.data.gouv.fr answered): the tests never reach the network.

const URL_BASE = 'https://data.geopf.fr/geocodage/search';

type Answer = { status?: number; body: unknown } | Error | 'hang';

function fakeFetch(answer: Answer) {
  const calls: URL[] = [];
  const send = jest.fn(async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    calls.push(new URL(String(url)));
    if (answer === 'hang') {
      return new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    }
    if (answer instanceof Error) throw answer;
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  return { fetch: send as unknown as typeof globalThis.fetch, calls };
}

const geocoder = (answer: Answer, timeoutMs = 500) => {
  const fake = fakeFetch(answer);
  return { ...fake, geocoder: geoplateformeGeocoder({ url: URL_BASE, timeoutMs, secret: LOCAL_PLACE_ID_SECRET, fetch: fake.fetch }) };
};

describe('Géoplateforme geocoder', () => {
  it('asks the address index for the typed text, near Paris, for more results than it shows', async () => {
    const { geocoder: g, calls } = geocoder({ body: rivoli });
    await g.geocode('  12 rue de Rivoli   Paris ', 'en', 3);
    expect(calls).toHaveLength(1);
    const url = calls[0]!;
    expect(`${url.origin}${url.pathname}`).toBe(URL_BASE);
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: '12 rue de Rivoli Paris', limit: '10', index: 'address', lat: '48.8566', lon: '2.3522' });
  });

  it('turns features into address places with signed ids that placeById trusts', async () => {
    const { geocoder: g } = geocoder({ body: rivoli });
    const found = await g.geocode('12 rue de Rivoli Paris', 'en', 3);
    expect(found.map((m) => m.place.detail)).toEqual(['75004 Paris', '75001 Paris', '06000 Nice']);
    const [best] = found;
    expect(best).toEqual({
      confident: true,
      place: { id: expect.stringMatching(/^geo:48\.85580,2\.35751:12\+Rue\+de\+Rivoli:75004\+Paris:[\w-]{22}$/), kind: 'address', name: '12 Rue de Rivoli', detail: '75004 Paris', lat: 48.8558, lon: 2.35751, inParis: true },
    });
    expect(found.slice(1).every((m) => !m.confident)).toBe(true);
    expect(found[2]!.place.inParis).toBe(false);
    for (const { place } of found) {
      expect(placeSchema.parse(place)).toEqual(place);
      expect(placeById(place.id, 'fr')).toEqual(place);
    }
  });

  it('keeps house numbers, streets and localities of metropolitan France that score well enough, best first', async () => {
    const { geocoder: g } = geocoder({ body: ambiguous });
    const found = await g.geocode('rue de la Paix', 'en', 5);
    // Not the municipality, not La Réunion, not the 0.42 Lyon street, not the broken feature.
    expect(found.map((m) => m.place.detail)).toEqual(['75002 Paris', '94000 Créteil']);
    // Two streets a hair apart: nothing is sure.
    expect(found.map((m) => m.confident)).toEqual([false, false]);
  });

  it('shows at most the limit, and judges the first against the next even when one is asked for', async () => {
    const one = await geocoder({ body: ambiguous }).geocoder.geocode('rue de la Paix', 'en', 1);
    expect(one).toHaveLength(1);
    expect(one[0]!.confident).toBe(false);
    const best = await geocoder({ body: rivoli }).geocoder.geocode('12 rue de Rivoli', 'en', 1);
    expect(best.map((m) => [m.place.detail, m.confident])).toEqual([['75004 Paris', true]]);
  });

  it('offers an address typed without its town in Île-de-France first, with postcode and town (issue [R] 1)', async () => {
    const found = await geocoder({ body: republique }).geocoder.geocode('10 rue de la République', 'en', 3);
    expect(found.map((m) => m.place.detail)).toEqual(['93100 Montreuil', '93200 Saint-Denis', '69002 Lyon']);
    expect(found.map((m) => m.confident)).toEqual([false, false, false]);
  });

  it('still puts a town typed in the text first, even outside Île-de-France', async () => {
    const found = await geocoder({ body: republiqueLyon }).geocoder.geocode('10 rue de la République Lyon', 'en', 3);
    expect(found.map((m) => [m.place.detail, m.confident])).toEqual([
      ['69002 Lyon', true],
      ['93100 Montreuil', false],
    ]);
  });

  it('answers nothing when nothing is found', async () => {
    expect(await geocoder({ body: empty }).geocoder.geocode('12 rue inconnue de nulle part', 'en', 3)).toEqual([]);
  });

  it('does not call the service for what is not a street address', async () => {
    for (const text of ['Louvre', '75008 Paris', 'Terminal 2E', 'cdg 2e', '12', 'rue']) {
      const { geocoder: g, calls } = geocoder({ body: rivoli });
      expect(await g.geocode(text, 'en', 3)).toEqual([]);
      expect({ text, calls: calls.length }).toEqual({ text, calls: 0 });
    }
  });

  it('sends the service what it accepts: from a letter or digit, at most 200 characters', () => {
    expect(serviceQuery('  -- 12 rue de Rivoli ')).toBe('12 rue de Rivoli');
    expect(serviceQuery('ab')).toBeNull();
    expect(Array.from(serviceQuery(`1 rue ${'é'.repeat(300)}`)!)).toHaveLength(200);
  });

  it.each([
    [{ status: 500, body: { message: 'Internal error' } }, 'unavailable'],
    [{ status: 503, body: 'Service Unavailable' }, 'unavailable'],
    [{ status: 429, body: { message: 'Too many requests' } }, 'rate-limited'],
    [{ status: 400, body: { code: 400, message: 'q: must contain between 3 and 200 chars and start with a number or a letter' } }, 'refused'],
    [{ body: '<html>maintenance</html>' }, 'bad-response'],
    [{ body: { type: 'Feature' } }, 'bad-response'],
    [new TypeError('fetch failed'), 'unavailable'],
  ] as const)('maps a failure to a GeocoderError (%#: %s)', async (answer, reason) => {
    const failed = geocoder(answer as Answer).geocoder.geocode('12 rue de Rivoli Paris', 'en', 3);
    await expect(failed).rejects.toBeInstanceOf(GeocoderError);
    await expect(failed).rejects.toMatchObject({ reason });
  });

  it('gives up after its timeout', async () => {
    const started = Date.now();
    await expect(geocoder('hang', 30).geocoder.geocode('12 rue de Rivoli Paris', 'en', 3)).rejects.toMatchObject({ reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('offers no address whose signed id would not fit in a place id', async () => {
    const long = structuredClone(rivoli);
    long.features[0]!.properties.name = `12 ${'Très Longue Dénomination '.repeat(8)}`;
    const found = await geocoder({ body: long }).geocoder.geocode('12 rue de Rivoli Paris', 'en', 3);
    expect(found.map((m) => m.place.detail)).toEqual(['75001 Paris', '06000 Nice']);
    expect(found.every((m) => m.place.id.length <= 200 && placeFromSignedId(m.place.id, LOCAL_PLACE_ID_SECRET) !== null)).toBe(true);
  });
});
