/** @jest-environment node */
import type { Config } from '../../../config';
import { answerPlaceSearch, searchPlacesLocally } from '../../search';
import { GeocoderError, type AddressMatch, type Geocoder } from '../geocoder';
import { localGeocoder } from '../local-geocoder';
import { GeocoderNotConfiguredError, selectGeocoder, withLocalFallback } from '../select-geocoder';
import rivoli from './fixtures/rivoli.json';

jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));

const cfg = (over: Partial<Config>): Config =>
  ({ environment: 'local', geocoder: 'local', geocoderUrl: 'https://data.geopf.fr/geocodage/search', geocoderTimeoutMs: 500, placeIdSecret: 'local-only-place-id-secret', ...over }) as Config;

const fixed = (name: string, answer: AddressMatch[] | Error): Geocoder => ({
  name,
  geocode: jest.fn(async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  }),
});

const ADDRESS = '12 rue de Rivoli, 75004 Paris';

describe('choosing the geocoder', () => {
  it('is the local adapter by default', () => {
    expect(selectGeocoder(cfg({})).name).toBe('local');
  });

  it('is the Géoplateforme, with the local adapter behind it, when configured', async () => {
    const fetch = jest.fn(async () => new Response(JSON.stringify(rivoli))) as unknown as typeof globalThis.fetch;
    const geocoder = selectGeocoder(cfg({ geocoder: 'geoplateforme' }), fetch);
    expect(geocoder.name).toBe('geoplateforme');
    const [first] = await geocoder.geocode(ADDRESS, 'en', 3);
    expect(first?.place.id.startsWith('geo:')).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('refuses an unknown geocoder, and the Géoplateforme without a signing secret (production)', () => {
    expect(() => selectGeocoder(cfg({ geocoder: 'google' }))).toThrow(GeocoderNotConfiguredError);
    expect(() => selectGeocoder(cfg({ geocoder: 'geoplateforme', environment: 'production', placeIdSecret: null }))).toThrow(/PLACE_ID_SECRET/);
    expect(selectGeocoder(cfg({ environment: 'production', placeIdSecret: null })).name).toBe('local');
  });
});

describe('the local fallback', () => {
  const local = localGeocoder();

  it('answers with the local adapter when the service fails, and says so', async () => {
    const onFailure = jest.fn();
    const geocoder = withLocalFallback(fixed('geoplateforme', new GeocoderError('timeout', 'no answer in time')), local, onFailure);
    const found = await geocoder.geocode(ADDRESS, 'en', 3);
    expect(found).toEqual([{ place: expect.objectContaining({ id: expect.stringMatching(/^address:paris-04:/), detail: 'Paris 4th arrondissement' }), confident: true }]);
    expect(onFailure).toHaveBeenCalledWith('geoplateforme', 'timeout', 'no answer in time');
  });

  it('answers with the local adapter when the service finds nothing', async () => {
    const onFailure = jest.fn();
    const found = await withLocalFallback(fixed('geoplateforme', []), local, onFailure).geocode(ADDRESS, 'en', 3);
    expect(found[0]?.place.id).toMatch(/^address:paris-04:/);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('keeps the service’s answer when it has one', async () => {
    const match: AddressMatch = { place: { id: 'geo:x', kind: 'address', name: '12 Rue de Rivoli', detail: '75004 Paris', lat: 48.8558, lon: 2.35751, inParis: true }, confident: false };
    expect(await withLocalFallback(fixed('geoplateforme', [match]), local).geocode(ADDRESS, 'en', 3)).toEqual([match]);
  });
});

describe('answerPlaceSearch', () => {
  it('with the local adapter, answers as the in-memory search does', async () => {
    for (const q of [ADDRESS, 'Louvre', 'orly', '1 rue Jean Jaurès, Saint-Denis', 'xqzw']) {
      expect(await answerPlaceSearch(q, 'en', 8, localGeocoder())).toEqual(searchPlacesLocally(q, 'en', 8));
    }
  });

  it('lists the geocoded addresses first, within the limit, with their confidence', async () => {
    const place = (n: number) => ({ id: `geo:${n}`, kind: 'address' as const, name: `${n} Rue de Rivoli`, detail: '75004 Paris', lat: 48.8558, lon: 2.35751, inParis: true });
    const geocoder = fixed('geoplateforme', [{ place: place(12), confident: true }, { place: place(14), confident: false }]);
    const answer = await answerPlaceSearch('12 rue de Rivoli', 'en', 5, geocoder);
    expect(answer.confident).toBe(true);
    expect(answer.places.slice(0, 2).map((p) => p.id)).toEqual(['geo:12', 'geo:14']);
    expect(answer.places.length).toBeLessThanOrEqual(5);
    expect(geocoder.geocode).toHaveBeenCalledWith('12 rue de Rivoli', 'en', 3);

    const unsure = fixed('geoplateforme', [{ place: place(12), confident: false }]);
    expect((await answerPlaceSearch('12 rue de Rivoli', 'en', 5, unsure)).confident).toBe(false);
    expect((await answerPlaceSearch('12 rue de Rivoli', 'en', 1, geocoder)).places.map((p) => p.id)).toEqual(['geo:12']);
  });
});
