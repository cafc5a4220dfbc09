/** @jest-environment node */
import type { Language } from '@rides/contracts/languages';
import { findPlaces, searchPlacesLocally } from '../search';

const ids = (query: string, limit = 8) => findPlaces(query, 'en', limit).map((p) => p.id);
const first = (query: string, lang: Language = 'en') => findPlaces(query, lang, 8)[0];
const confident = (query: string, limit = 8) => searchPlacesLocally(query, 'en', limit).confident;

/** Louvres (Val-d'Oise), the town "Louvre" used to book. */
const LOUVRES = 'town-2997317';

describe('searchPlaces: landmarks and hotels people type', () => {
  it.each([
    ['Louvre', 'musee-du-louvre'],
    ['louvre', 'musee-du-louvre'],
    ['LOUVRE', 'musee-du-louvre'],
    ['louv', 'musee-du-louvre'],
    ['Musée du Louvre', 'musee-du-louvre'],
    ['musee du louvre', 'musee-du-louvre'],
    ['Louvre Museum', 'musee-du-louvre'],
    ['musee louvre', 'musee-du-louvre'],
    ['louvre musee', 'musee-du-louvre'],
    ['卢浮宫', 'musee-du-louvre'],
    ['Ritz Paris', 'ritz-paris'],
    ['ritz', 'ritz-paris'],
    ['tour eiffel', 'tour-eiffel'],
    ['Tour Eiffel', 'tour-eiffel'],
    ['Eiffel', 'tour-eiffel'],
    ['eiffel tower', 'tour-eiffel'],
    ['Torre Eiffel', 'tour-eiffel'],
    ['埃菲尔铁塔', 'tour-eiffel'],
    ['la defense', 'la-defense'],
    ['La Défense', 'la-defense'],
    ['la def', 'la-defense'],
    ['george v', 'four-seasons-george-v'],
    ['George V', 'four-seasons-george-v'],
    ['four seasons', 'four-seasons-george-v'],
    ['plaza athenee', 'hotel-plaza-athenee'],
    ['Plaza Athénée', 'hotel-plaza-athenee'],
    ['le bristol', 'le-bristol-paris'],
    ['crillon', 'hotel-de-crillon'],
    ['shangri-la', 'shangri-la-paris'],
    ['peninsula', 'the-peninsula-paris'],
    ['mandarin oriental', 'mandarin-oriental-paris'],
    ['park hyatt vendome', 'park-hyatt-paris-vendome'],
    ['cheval blanc', 'cheval-blanc-paris'],
    ['lutetia', 'hotel-lutetia'],
    ['royal monceau', 'le-royal-monceau-raffles'],
    ['meurice', 'le-meurice'],
    ['arc de triomphe', 'arc-de-triomphe'],
    ['notre dame', 'notre-dame-de-paris'],
    ['sacre coeur', 'sacre-coeur'],
    ['Sacré-Cœur', 'sacre-coeur'],
    ['orsay', 'musee-d-orsay'],
    ['opera garnier', 'palais-garnier'],
    ['invalides', 'les-invalides'],
    ['champs elysees', 'champs-elysees'],
    ['stade de france', 'stade-de-france'],
    ['parc des princes', 'parc-des-princes'],
    ['roland garros', 'stade-roland-garros'],
    ['accor arena', 'accor-arena'],
    ['philharmonie', 'philharmonie-de-paris'],
    ['olympia', 'olympia'],
    ['porte de versailles', 'paris-expo-porte-de-versailles'],
    ['paris expo', 'paris-expo-porte-de-versailles'],
    ['palais des congres', 'palais-des-congres-de-paris'],
    ['villepinte', 'paris-nord-villepinte'],
    ['american hospital', 'american-hospital-of-paris'],
    ['galeries lafayette', 'galeries-lafayette-haussmann'],
    ['disneyland hotel', 'disneyland-hotel'],
    ['sheraton cdg', 'sheraton-paris-airport-cdg'],
  ])('%s -> %s', (query, id) => {
    expect(first(query)?.id).toBe(id);
  });

  it('lists the Louvre museum first for "Louvre", the 1st arrondissement and the town of Louvres after it', () => {
    const found = ids('Louvre', 20);
    expect(found[0]).toBe('musee-du-louvre');
    expect(found).toContain('paris-01');
    expect(found).toContain(LOUVRES);
    expect(found.indexOf('paris-01')).toBeLessThan(found.indexOf(LOUVRES));
    // Typed in full, the town's own name finds the town first.
    expect(first('Louvres')?.id).toBe(LOUVRES);
  });

  it('names landmarks and hotels in the reader’s language, with the kind and the postcode and town', () => {
    expect(first('louvre', 'zh')).toMatchObject({ name: '卢浮宫', kind: 'landmark', detail: '75001 Paris', inParis: true });
    expect(first('louvre', 'it')?.name).toBe('Museo del Louvre');
    expect(first('eiffel', 'fr')?.name).toBe('Tour Eiffel');
    expect(first('ritz', 'zh')).toMatchObject({ name: '巴黎丽兹酒店', kind: 'hotel', detail: '75001 Paris' });
    expect(first('la defense')).toMatchObject({ inParis: false, detail: '92800 Puteaux' });
  });

  it('keeps the arrondissements reachable by their neighbourhoods, below the places of the same name', () => {
    expect(first('marais')?.id).toBe('paris-04');
    expect(ids('invalides')).toEqual(expect.arrayContaining(['les-invalides', 'paris-07']));
    expect(ids('invalides').indexOf('les-invalides')).toBeLessThan(ids('invalides').indexOf('paris-07'));
  });
});

describe('searchPlaces: a confident first result (the form highlights it only then)', () => {
  it.each([
    ['Louvre', 'the whole of an alias, clearly ahead of the 1st arrondissement'],
    ['Musée du Louvre', 'the whole of a name'],
    ['Ritz Paris', 'the whole of a name'],
    ['george v', 'the whole of an alias'],
    ['tour eiffel', 'the whole of a name'],
    ['la defense', 'the whole of a name'],
    ['musee louvre', 'every typed word a whole word of its name'],
    ['louv', 'the start of a curated name, four letters'],
    ['versaill', 'the start of an alias'],
    ['埃菲尔', 'the start of a Chinese name'],
    ['Lyon', 'the whole name of a town'],
    ['Louvres', 'the whole name of a town'],
    ['cdg 2e', 'a terminal by its code'],
    ['Paris 8', 'an arrondissement'],
    ['12 rue de Rivoli, 75004 Paris', 'a street address: the text as typed'],
  ])('%s: %s', (query) => {
    expect(confident(query)).toBe(true);
  });

  it.each([
    ['orly', 'names four terminals: a tie'],
    ['cdg', 'names nine terminals'],
    ['gare', 'names every station'],
    ['hilton', 'names several hotels'],
    ['bercy', 'a station and an arena'],
    ['par', 'only the start of many names'],
    ['paris', 'the start of many names; the town ties them'],
    ['lou', 'three letters are not enough'],
    ['parthen', 'a town by the start of its name'],
    ['Marais', 'a neighbourhood inside an arrondissement'],
    ['montmartre', 'a neighbourhood'],
    ['xqzw', 'nothing found'],
  ])('%s: not confident (%s)', (query) => {
    expect(confident(query)).toBe(false);
  });

  it('tells a tie from a clear first even when one place is asked for', () => {
    expect(confident('orly', 1)).toBe(false);
    expect(confident('Louvre', 1)).toBe(true);
    expect(searchPlacesLocally('orly', 'en', 1).places).toHaveLength(1);
  });
});
