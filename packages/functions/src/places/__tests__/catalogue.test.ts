/** @jest-environment node */
import { LANGUAGES } from '@rides/contracts/languages';
import { placeSchema } from '@rides/contracts/places';
import { CATALOGUE } from '../catalogue';
import { findPlaces, placeById } from '../search';

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

  it('marks as in Paris the places inside the city (checked against the bounding box of Paris)', () => {
    for (const p of CATALOGUE) {
      const insideParisBox = p.lat > 48.815 && p.lat < 48.903 && p.lon > 2.224 && p.lon < 2.47;
      expect({ id: p.id, inParis: p.inParis }).toEqual({ id: p.id, inParis: insideParisBox });
    }
    expect(byId('gare-du-nord').inParis).toBe(true);
    expect(byId('gare-marne-la-vallee-chessy').inParis).toBe(false);
    expect(byId('disneyland-paris').inParis).toBe(false);
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
});
