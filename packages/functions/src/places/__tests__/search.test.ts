/** @jest-environment node */
import { placeSchema, type Place } from '@rides/contracts/places';
import { findPlaces, placeById } from '../search';

const ids = (query: string, limit = 8, lang: Place['id'] = 'en') => findPlaces(query, lang as 'en', limit).map((p) => p.id);
const first = (query: string, lang: 'en' | 'fr' | 'it' | 'es' | 'zh' = 'en') => findPlaces(query, lang, 8)[0];

describe('searchPlaces: what people type', () => {
  it.each([
    ['orly', 'ory-1'],
    ['ORLY', 'ory-1'],
    ["gare de l'est", 'gare-de-l-est'],
    ['Gare de l Est', 'gare-de-l-est'],
    ['GARE DE L’EST', 'gare-de-l-est'],
    ['chessy', 'gare-marne-la-vallee-chessy'],
    ['versaill', 'chateau-de-versailles'],
    ['Versalles', 'chateau-de-versailles'],
    ['beauvais', 'bva'],
    ['aéroport', 'cdg-t1'],
    ['aeroport', 'cdg-t1'],
    ['戴高乐', 'cdg-t1'],
    ['roissy', 'cdg-t1'],
    ['t2e', 'cdg-t2e'],
    ['cdg 2e', 'cdg-t2e'],
    ['CDG T2E', 'cdg-t2e'],
    ['terminal 3', 'cdg-t3'],
    ['orly 4', 'ory-4'],
    ['orly sud', 'ory-4'],
    ['disney', 'disneyland-paris'],
    ['gare du nord', 'gare-du-nord'],
    ['eurostar', 'gare-du-nord'],
    ['montparnasse', 'gare-montparnasse'],
    ['st lazare', 'gare-saint-lazare'],
    ['巴黎北站', 'gare-du-nord'],
    ['北站', 'gare-du-nord'],
    ['le havre', 'port-le-havre-cruise'],
  ])('%s -> %s', (query, id) => {
    expect(first(query)?.id).toBe(id);
  });

  it('knows Saint-Denis however it is written', () => {
    for (const q of ['saint-denis', 'Saint Denis', 'st denis', 'St-Denis', 'ST DENIS']) expect(first(q)).toMatchObject({ id: 'town-2980916', name: 'Saint-Denis' });
  });

  it('finds every CDG terminal, 2A to 2G by their own names', () => {
    expect(ids('cdg', 20)).toEqual(expect.arrayContaining(['cdg-t1', 'cdg-t2a', 'cdg-t2b', 'cdg-t2c', 'cdg-t2d', 'cdg-t2e', 'cdg-t2f', 'cdg-t2g', 'cdg-t3']));
    for (const hall of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) {
      expect(first(`terminal 2${hall}`)?.id).toBe(`cdg-t2${hall}`);
      expect(first(`cdg t2${hall.toUpperCase()}`)?.id).toBe(`cdg-t2${hall}`);
    }
    expect(first('t2e')).toMatchObject({ kind: 'airport', airport: 'CDG', inParis: false });
  });

  it('finds an arrondissement by postcode, ordinal or name', () => {
    for (const q of ['75008', '8e', '8ème', '8eme', '8th', 'Paris 8', 'paris 8e', 'Élysée', '巴黎第八区']) {
      expect({ q, id: first(q)?.id }).toEqual({ q, id: 'paris-08' });
    }
    // The avenue is a place of its own now: it comes first, its arrondissement right after.
    expect(ids('champs elysees').slice(0, 2)).toEqual(['champs-elysees', 'paris-08']);
    expect(first('75116')?.id).toBe('paris-16');
    expect(first('1er')?.id).toBe('paris-01');
    expect(first('75008')).toMatchObject({ kind: 'district', inParis: true, detail: '75008' });
  });

  it('names curated places in the reader’s language', () => {
    expect(first('cdg t2e', 'zh')?.name).toBe('巴黎戴高乐机场 (CDG) 2E航站楼');
    expect(first('cdg t2e', 'fr')?.name).toBe('Aéroport Paris-Charles de Gaulle (CDG) – Terminal 2E');
    expect(first('75008', 'fr')?.name).toBe('Paris 8e arrondissement');
    expect(first('75008', 'it')?.name).toBe('Parigi 8º arrondissement');
    expect(first('gare du nord', 'es')?.name).toBe('Estación de París Norte');
    expect(first('versailles', 'zh')?.name).toBe('凡尔赛宫');
  });

  it('finds big towns and small ones, keeping their French name and giving the department', () => {
    expect(first('lyon')).toMatchObject({ id: 'town-2996944', kind: 'town', name: 'Lyon', inParis: false, detail: 'Rhône (69), France' });
    expect(first('Marseille', 'it')).toMatchObject({ name: 'Marseille', detail: 'Bouches-du-Rhône (13), Francia' });
    expect(first('marsiglia')?.name).toBe('Marseille');
    expect(first('Peyrat-le-Château')).toMatchObject({ id: 'town-2967103', detail: 'Haute-Vienne (87), France' });
    expect(first('peyrat le chateau')?.id).toBe('town-2967103');
    expect(first('zuydcoote')?.name).toBe('Zuydcoote');
    expect(first('paris', 'zh')?.kind).not.toBe('town');
    expect(findPlaces('paris', 'en', 60).map((p) => p.id)).toContain('town-2988507');
  });

  it('ranks Paris places before towns that merely start the same way', () => {
    const shown = findPlaces('par', 'en', 8);
    expect(shown.some((p) => p.kind === 'town')).toBe(false);
    expect(shown.filter((p) => p.inParis).length).toBeGreaterThanOrEqual(6);
    // Further down, every curated place comes before the first town, and Paris before Parthenay
    // (far down: a few hundred landmarks and hotels have "Paris", "Parc" or "Parigi" in a name).
    const all = findPlaces('par', 'en', 400);
    const firstTown = all.findIndex((p) => p.kind === 'town');
    expect(firstTown).toBeGreaterThan(20);
    expect(all.slice(firstTown).every((p) => p.kind === 'town')).toBe(true);
    const towns = all.map((p) => p.id);
    expect(towns).toContain('town-2988447');
    expect(towns.indexOf('town-2988507')).toBeLessThan(towns.indexOf('town-2988447'));
  });

  it('puts an exact town name before a word inside a curated name, and towns by population', () => {
    const lyon = ids('lyon');
    expect(lyon.indexOf('town-2996944')).toBeLessThan(lyon.indexOf('gare-de-lyon'));
    const chessy = findPlaces('chessy', 'en', 8).filter((p) => p.kind === 'town');
    expect(chessy.map((p) => p.detail)).toEqual(['Seine-et-Marne (77), France', 'Rhône (69), France']);
  });

  it('respects the limit and returns valid places', () => {
    for (const limit of [1, 3, 8, 20]) {
      const found = findPlaces('s', 'en', limit);
      expect(found).toHaveLength(limit);
      for (const p of found) expect(placeSchema.parse(p)).toEqual(p);
    }
  });

  it('answers a text asked again as the first time, in each language and limit (the recent answers are remembered)', () => {
    const first = [8, 3, 12].map((limit) => ['en', 'zh'].map((lang) => findPlaces('gare', lang as 'en' | 'zh', limit)));
    const again = [8, 3, 12].map((limit) => ['en', 'zh'].map((lang) => findPlaces('gare', lang as 'en' | 'zh', limit)));
    expect(again).toEqual(first);
    expect(first.map(([en]) => en!.length)).toEqual([8, 3, 12]);
    expect(first[1]![0]).toEqual(first[0]![0]!.slice(0, 3));
    expect(first[0]![1]!.map((p) => p.id)).toEqual(first[0]![0]!.map((p) => p.id));
    expect(first[0]![1]!.map((p) => p.name)).not.toEqual(first[0]![0]!.map((p) => p.name));
  });

  it('returns nothing for what matches nothing', () => {
    expect(findPlaces('xqzw', 'en', 8)).toEqual([]);
    expect(findPlaces('--', 'en', 8)).toEqual([]);
  });
});

describe('placeById', () => {
  it('rebuilds curated places and towns from their id, in the asked language', () => {
    expect(placeById('cdg-t2e', 'en')).toMatchObject({ kind: 'airport', airport: 'CDG', name: 'Charles de Gaulle Airport (CDG) – Terminal 2E' });
    expect(placeById('paris-08', 'fr')).toMatchObject({ name: 'Paris 8e arrondissement', inParis: true });
    const lyon = first('lyon')!;
    expect(placeById(lyon.id, 'en')).toEqual(lyon);
  });

  it('refuses unknown ids', () => {
    for (const id of ['', 'cdg', 'town-1', 'town-', 'paris-21', 'CDG-T2E', 'address:', 'address:paris-08', 'constructor', '__proto__']) expect(placeById(id, 'en')).toBeNull();
  });
});
