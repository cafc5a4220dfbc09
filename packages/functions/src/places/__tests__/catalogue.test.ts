/** @jest-environment node */
import { LANGUAGES } from '@rides/contracts/languages';
import { placeSchema } from '@rides/contracts/places';
import { CATALOGUE, HOTELS, LANDMARK_PLACES } from '../catalogue';
import { findPlaces, placeById } from '../search';
import { insideParisOutline, metresToParisOutline } from './paris-boundary';

const byId = (id: string) => CATALOGUE.find((p) => p.id === id)!;

describe('curated catalogue', () => {
  it('has unique ids and a real name in every language', () => {
    expect(new Set(CATALOGUE.map((p) => p.id)).size).toBe(CATALOGUE.length);
    for (const place of CATALOGUE) {
      for (const lang of LANGUAGES) expect(place.names[lang].trim()).not.toBe('');
      // Chinese names are written in Chinese, not copied from the Latin ones.
      expect(place.names.zh).toMatch(/\p{Script=Han}/u);
    }
  });

  it('lists CDG terminals 1, 2A to 2G and 3, Orly 1 to 4 and Beauvais, each with its airport code', () => {
    const airports = CATALOGUE.filter((p) => p.kind === 'airport');
    expect(airports.map((p) => p.id)).toEqual([
      'cdg-t1', 'cdg-t2a', 'cdg-t2b', 'cdg-t2c', 'cdg-t2d', 'cdg-t2e', 'cdg-t2f', 'cdg-t2g', 'cdg-t3',
      'ory-1', 'ory-2', 'ory-3', 'ory-4', 'bva',
    ]);
    for (const a of airports) expect(a.airport).toBe(a.id.startsWith('cdg') ? 'CDG' : a.id.startsWith('ory') ? 'ORY' : 'BVA');
    expect(CATALOGUE.filter((p) => p.kind !== 'airport' && p.airport)).toEqual([]);
  });

  it('gives the Terminal 2 halls their own coordinates', () => {
    const halls = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((h) => byId(`cdg-t2${h}`));
    expect(new Set(halls.map((h) => `${h.lat},${h.lon}`)).size).toBe(7);
  });

  it('has the twenty arrondissements inside Paris with their postcodes', () => {
    const districts = CATALOGUE.filter((p) => p.kind === 'district');
    expect(districts).toHaveLength(20);
    districts.forEach((d, i) => {
      expect(d.id).toBe(`paris-${String(i + 1).padStart(2, '0')}`);
      expect(d.inParis).toBe(true);
      expect(d.detail).toContain(`750${String(i + 1).padStart(2, '0')}`);
    });
    expect(byId('paris-16').detail).toBe('75016, 75116');
  });

  it('marks as in Paris the places inside the city (checked against an outline of Paris)', () => {
    for (const p of CATALOGUE) {
      // The outline is good to a few hundred metres: nearer than that, a place is not judged by it.
      if (metresToParisOutline(p.lat, p.lon) < 200) continue;
      expect({ id: p.id, inParis: p.inParis }).toEqual({ id: p.id, inParis: insideParisOutline(p.lat, p.lon) });
    }
    expect(byId('gare-du-nord').inParis).toBe(true);
    expect(byId('gare-marne-la-vallee-chessy').inParis).toBe(false);
    expect(byId('disneyland-paris').inParis).toBe(false);
    // Inside the bounding box of Paris, outside the city.
    for (const id of ['la-defense', 'american-hospital-of-paris', 'chateau-de-vincennes', 'hilton-paris-la-defense']) expect(byId(id).inParis).toBe(false);
    for (const id of ['stade-de-france', 'chateau-de-versailles', 'disneyland-hotel']) expect(byId(id).inParis).toBe(false);
    for (const id of ['parc-des-princes', 'fondation-louis-vuitton', 'paris-expo-porte-de-versailles', 'stade-roland-garros']) expect(byId(id).inParis).toBe(true);
  });

  it('places everything in metropolitan France', () => {
    for (const p of CATALOGUE) {
      expect(p.lat).toBeGreaterThan(41.3);
      expect(p.lat).toBeLessThan(51.1);
      expect(p.lon).toBeGreaterThan(-5.2);
      expect(p.lon).toBeLessThan(9.6);
    }
  });

  it('finds every curated place first by its name in each language', () => {
    for (const place of CATALOGUE) {
      for (const lang of LANGUAGES) {
        const [first] = findPlaces(place.names[lang], lang, 8);
        expect({ query: place.names[lang], found: first?.id }).toEqual({ query: place.names[lang], found: place.id });
        expect(first?.name).toBe(place.names[lang]);
      }
    }
  });

  it('finds every curated place by each of its aliases', () => {
    for (const place of CATALOGUE) {
      for (const alias of place.aliases) {
        const ids = findPlaces(alias, 'en', 20).map((p) => p.id);
        expect({ alias, found: ids.includes(place.id) }).toEqual({ alias, found: true });
      }
    }
  });

  it('gives valid places, localised, that placeById rebuilds', () => {
    for (const place of CATALOGUE) {
      for (const lang of LANGUAGES) {
        const rebuilt = placeById(place.id, lang);
        expect(placeSchema.parse(rebuilt)).toEqual(rebuilt);
        expect(rebuilt).toMatchObject({ id: place.id, name: place.names[lang], lat: place.lat, lon: place.lon, inParis: place.inParis });
      }
    }
  });

  it('has a few hundred landmarks and hotels of Paris and Île-de-France, each with its postcode and town', () => {
    const places = [...LANDMARK_PLACES, ...HOTELS];
    expect(places.length).toBeGreaterThanOrEqual(250);
    expect(places.length).toBeLessThanOrEqual(350);
    expect(HOTELS.length).toBeGreaterThanOrEqual(50);
    expect(new Set(HOTELS.map((h) => h.kind))).toEqual(new Set(['hotel']));
    expect(new Set(LANDMARK_PLACES.map((l) => l.kind))).toEqual(new Set(['landmark']));
    const ileDeFrance = new Set(['75', '77', '78', '91', '92', '93', '94', '95']);
    for (const p of places) {
      const [, postcode, town] = /^(\d{5}) (.+)$/.exec(p.detail) ?? [];
      expect({ id: p.id, department: ileDeFrance.has(postcode?.slice(0, 2) ?? '') }).toEqual({ id: p.id, department: true });
      // The detail's postcode says whether it is in Paris: department 75 is exactly the city.
      expect({ id: p.id, inParis: p.inParis }).toEqual({ id: p.id, inParis: postcode!.startsWith('75') && town === 'Paris' });
      // Inside Île-de-France (its bounding box) and within 80 km of Notre-Dame.
      expect({ id: p.id, lat: p.lat > 48.12 && p.lat < 49.24, lon: p.lon > 1.44 && p.lon < 3.56 }).toEqual({ id: p.id, lat: true, lon: true });
      expect({ id: p.id, near: Math.hypot((p.lat - 48.853) * 111.3, (p.lon - 2.3499) * 73.2) < 80 }).toEqual({ id: p.id, near: true });
      // Names are names, not copies of the id; every one is searchable on its own.
      expect(p.aliases.every((a) => a.trim() === a && a.length > 0)).toBe(true);
    }
  });

  it('never gives two places the same name in the same language', () => {
    for (const lang of LANGUAGES) {
      const seen = new Map<string, string>();
      for (const p of CATALOGUE) {
        const key = p.names[lang].toLowerCase();
        expect({ lang, name: p.names[lang], also: seen.get(key) }).toEqual({ lang, name: p.names[lang], also: undefined });
        seen.set(key, p.id);
      }
    }
  });

  it('keeps the ids of the places that were already there (they are stored in bookings)', () => {
    for (const id of ['disneyland-paris', 'chateau-de-versailles', 'gare-du-nord', 'cdg-t2e', 'ory-4', 'bva', 'paris-08']) expect(byId(id)).toBeDefined();
    expect(CATALOGUE.every((p) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(p.id))).toBe(true);
  });

  it('finds every arrondissement by each of its areas (official name, neighbourhoods, sights)', () => {
    for (const place of CATALOGUE) {
      for (const area of place.areas ?? []) {
        const ids = findPlaces(area, 'en', 20).map((p) => p.id);
        expect({ area, found: ids.includes(place.id) }).toEqual({ area, found: true });
      }
    }
  });
});
