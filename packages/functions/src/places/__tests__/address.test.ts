/** @jest-environment node */
import { placeSchema } from '@rides/contracts/places';
import { findPlaces, placeById, searchPlacesLocally } from '../search';

const address = (query: string, lang: 'en' | 'fr' = 'en') => {
  const [top] = findPlaces(query, lang, 8);
  return top?.kind === 'address' ? top : null;
};

describe('free-text street addresses', () => {
  it('attaches a Paris postcode to its arrondissement, keeping the text as typed', () => {
    const place = address('  12 rue de Rivoli,   75004 Paris ');
    expect(place).toMatchObject({ kind: 'address', name: '12 rue de Rivoli, 75004 Paris', detail: 'Paris 4th arrondissement', inParis: true });
    expect(place?.id.startsWith('address:paris-04:')).toBe(true);
    expect(address('5 avenue Foch 75116')?.detail).toBe('Paris 16th arrondissement');
    expect(address('Hôtel Lutetia, 45 boulevard Raspail, 75006', 'fr')?.detail).toBe('Paris 6e arrondissement');
  });

  it('takes the coordinates of the place it is attached to, and is not an airport itself', () => {
    const place = address('3 avenue des Champs-Élysées 75008')!;
    const district = placeById('paris-08', 'en')!;
    expect([place.lat, place.lon]).toEqual([district.lat, district.lon]);
    expect(place.airport).toBeUndefined();
  });

  it('attaches to a town named in the text', () => {
    expect(address('10 rue de la Paix, Paris')).toMatchObject({ detail: 'Paris', inParis: true });
    expect(address('1 rue Jean Jaurès, Saint-Denis')).toMatchObject({ detail: 'Saint-Denis', inParis: false });
    expect(address('14 rue Victor Hugo 92300 Levallois-Perret')?.detail).toBe('Levallois-Perret');
    expect(address('2 place Bellecour Lyon')?.detail).toBe('Lyon');
    expect(address('25 rue Verte, Saint-Germain-en-Laye, France')?.detail).toBe('Saint-Germain-en-Laye');
  });

  it('reads "Paris 4e" / "Paris 16th" as the arrondissement', () => {
    expect(address('12 rue de Rivoli Paris 4e')?.id).toMatch(/^address:paris-04:/);
    expect(address('5 avenue Foch, Paris 16th')?.id).toMatch(/^address:paris-16:/);
  });

  it('prefers the longest name, and the most populated town on a tie', () => {
    expect(address('8 quai de la Marine, Saint-Denis-en-Val')?.detail).toBe('Saint-Denis-en-Val');
    // Two towns are called Chessy: the larger, unless the postcode says which.
    expect(address('1 rue de Paris, Chessy')?.id).toContain('town-3025397');
    expect(address('1 rue de Paris, 69380 Chessy')?.id).toContain('town-3025398');
  });

  it('does not take a street named after a town for the town', () => {
    expect(address('5 avenue de Versailles, Paris')?.detail).toBe('Paris');
    // There are towns called Versailles, Le Havre, Rue and Saint-Honoré: street names are not towns.
    for (const street of ['5 avenue de Versailles', '20 rue du Havre', '12 rue du Faubourg Saint-Honoré', '5 rue Saint-Michel']) {
      expect(address(street)?.id).toMatch(/^address:town-2988507:/);
    }
  });

  it('takes a numbered address without town or postcode to be in Paris, offered but not as a sure answer', () => {
    const place = address('10 rue de Rivoli')!;
    expect(place).toMatchObject({ kind: 'address', name: '10 rue de Rivoli', detail: 'Paris', inParis: true });
    expect(placeById(place.id, 'en')).toEqual(place);
    expect(searchPlacesLocally('10 rue de Rivoli', 'en', 8).confident).toBe(false);
    expect(searchPlacesLocally('10 rue de Rivoli, Paris', 'en', 8).confident).toBe(true);
    expect(address('10 rue de Rivoli', 'fr')?.detail).toBe('Paris');
  });

  it('gives no address when a town or postcode is written and nothing can be attached (the client asks for the town or postcode)', () => {
    expect(address('1 rue de Paris, 69001 Paris')).toBeNull();
    expect(address('12 rue Inconnue 99999')).toBeNull();
    // Without a house number it is a place search ("Place de la Concorde"), not an address.
    expect(address('rue Cler')).toBeNull();
  });

  it('does not mistake a place search for an address', () => {
    expect(address('75008')).toBeNull();
    expect(address('75008 Paris')).toBeNull();
    expect(address('8 Paris')).toBeNull();
    expect(address('Paris 8e')).toBeNull();
    expect(address('Terminal 2E')).toBeNull();
    expect(first('75008 Paris')).toBe('paris-08');
  });

  it('lists the address first, then places, within the limit', () => {
    const found = findPlaces('1 rue de la Gare, Versailles', 'en', 3);
    expect(found).toHaveLength(1 + found.slice(1).length);
    expect(found.length).toBeLessThanOrEqual(3);
    expect(found[0]?.kind).toBe('address');
    expect(findPlaces('1 rue de la Gare, Versailles', 'en', 1).map((p) => p.kind)).toEqual(['address']);
  });

  it('round-trips through placeById, in any language', () => {
    for (const text of ['12 rue de Rivoli, 75004 Paris', '1 rue Jean Jaurès, Saint-Denis', '北京路 1 号 75013', "3 allée de l'Église, 77700 Chessy"]) {
      const place = address(text)!;
      expect(placeSchema.parse(place)).toEqual(place);
      expect(placeById(place.id, 'en')).toEqual(place);
      expect(placeById(place.id, 'fr')).toEqual({ ...place, detail: placeById(place.id.split(':')[1]!, 'fr')!.name });
    }
  });

  it('caps a long address so that its id fits, and still round-trips', () => {
    const long = `1 rue ${'Très-Longue-Dénomination '.repeat(12)}75001 Paris`;
    const place = address(long.slice(0, 200));
    expect(place === null || place.id.length <= 200).toBe(true);
    const cut = address(`1 rue de Rivoli 75001 ${'é'.repeat(150)}`)!;
    expect(cut.id.length).toBeLessThanOrEqual(200);
    expect(placeById(cut.id, 'en')).toEqual(cut);
  });

  it('refuses a tampered or malformed address id', () => {
    const place = address('12 rue de Rivoli, 75004 Paris')!;
    expect(placeById(place.id.replace('paris-04', 'paris-08'), 'en')).toBeNull();
    expect(placeById(place.id.replace('paris-04', 'cdg-t1'), 'en')).toBeNull();
    expect(placeById('address:paris-04:%E0%A4%A', 'en')).toBeNull();
    expect(placeById('address:paris-04:', 'en')).toBeNull();
    expect(placeById(`address:paris-04:${encodeURIComponent('  12 rue de Rivoli 75004 ')}`, 'en')).toBeNull();
    expect(placeById(`address:paris-04:${encodeURIComponent('75004')}`, 'en')).toBeNull();
    expect(placeById('address:paris-04:12%20rue%20de%20Rivoli%2075004%20%ED%A0%80', 'en')).toBeNull(); // an encoded lone surrogate
  });

  it('never throws on a lone UTF-16 surrogate (encodeURIComponent would): it is replaced, and the id round-trips', () => {
    for (const lone of ['\uD800', '\uDFFF', '\uDE00\uD83D']) {
      const typed = `12 rue de Rivoli ${lone} 75004 Paris`;
      expect(() => findPlaces(typed, 'en', 8)).not.toThrow();
      const place = address(typed)!;
      expect(place.name).not.toMatch(/[\uD800-\uDFFF]/);
      expect(placeById(place.id, 'en')).toEqual(place);
    }
    expect(address('12 rue de Rivoli 😀 75004 Paris')?.name).toBe('12 rue de Rivoli 😀 75004 Paris');
  });
});

const first = (query: string) => findPlaces(query, 'en', 8)[0]?.id;
