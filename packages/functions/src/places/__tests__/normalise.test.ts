/** @jest-environment node */
import { normaliseKey, queryForms, searchTokens } from '../normalise';

describe('search normalisation', () => {
  it('folds accents, case, apostrophes, hyphens and punctuation', () => {
    expect(normaliseKey("Gare de l'Est")).toBe('gare de l est');
    expect(normaliseKey('GARE DE L EST')).toBe('gare de l est');
    expect(normaliseKey('gare-de-l’est')).toBe('gare de l est');
    expect(normaliseKey('  Aéroport   Paris–Orly (ORY) ')).toBe('aeroport paris orly ory');
    expect(normaliseKey('Sacré-Cœur')).toBe('sacre coeur');
    expect(normaliseKey('Île-de-France')).toBe('ile de france');
  });

  it('spells out St/Ste as Saint/Sainte', () => {
    expect(normaliseKey('St-Denis')).toBe('saint denis');
    expect(normaliseKey('Ste Geneviève des Bois')).toBe('sainte genevieve des bois');
  });

  it('keeps a last typed "st" open: it may be Saint or the start of Strasbourg', () => {
    expect(queryForms('st')).toEqual(['st', 'saint']);
    expect(queryForms('st denis')).toEqual(['saint denis']);
    expect(queryForms('Saint-Denis')).toEqual(['saint denis']);
  });

  it('keeps Chinese characters and folds full-width digits', () => {
    expect(searchTokens('戴高乐机场')).toEqual(['戴高乐机场']);
    expect(normaliseKey('巴黎第８区')).toBe('巴黎第8区');
  });

  it('has nothing to search in punctuation alone', () => {
    expect(queryForms(' - , ')).toEqual([]);
  });
});
