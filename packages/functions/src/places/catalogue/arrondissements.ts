import type { CuratedPlace } from '../curated-place';

// The twenty arrondissements of Paris (district, inside the city). Coordinates: the centroid of each
// arrondissement (Ville de Paris open data, "arrondissements"), except the 12th and 16th, whose
// centroids fall inside the Bois de Vincennes and the Bois de Boulogne: their town halls are used
// instead. Aliases: the ordinals people type ("8e", "8ème", "8th", "75008", "Paris 8"). Areas (ranked
// below names and aliases): the official name of each arrondissement and the best-known neighbourhoods
// and sights in it; the sights are also places of their own (monuments.ts, museums.ts...).

interface Arrondissement {
  n: number;
  lat: number;
  lon: number;
  /** Official name first, then neighbourhoods and sights lying (mostly) inside it. */
  names: readonly string[];
}

const ARRONDISSEMENTS: readonly Arrondissement[] = [
  { n: 1, lat: 48.86256, lon: 2.33644, names: ['Louvre', 'Châtelet', 'Les Halles', 'Palais-Royal', 'Tuileries'] },
  { n: 2, lat: 48.86828, lon: 2.3428, names: ['Bourse', 'Sentier'] },
  { n: 3, lat: 48.86287, lon: 2.36, names: ['Temple', 'Haut-Marais'] },
  { n: 4, lat: 48.85434, lon: 2.35763, names: ['Hôtel-de-Ville', 'Marais', 'Notre-Dame', 'Île Saint-Louis', 'Beaubourg'] },
  { n: 5, lat: 48.84444, lon: 2.35071, names: ['Panthéon', 'Quartier latin', 'Latin Quarter', 'Sorbonne'] },
  { n: 6, lat: 48.84913, lon: 2.3329, names: ['Luxembourg', 'Saint-Germain-des-Prés', 'Odéon'] },
  { n: 7, lat: 48.85617, lon: 2.31219, names: ['Palais-Bourbon', 'Tour Eiffel', 'Eiffel Tower', 'Invalides', "Musée d'Orsay"] },
  { n: 8, lat: 48.87272, lon: 2.31255, names: ['Élysée', 'Champs-Élysées', 'Madeleine', 'Concorde'] },
  { n: 9, lat: 48.87716, lon: 2.33746, names: ['Opéra', 'Grands Boulevards', 'Pigalle'] },
  { n: 10, lat: 48.87613, lon: 2.36073, names: ['Entrepôt', 'Canal Saint-Martin'] },
  { n: 11, lat: 48.85906, lon: 2.38006, names: ['Popincourt', 'Bastille', 'Oberkampf'] },
  { n: 12, lat: 48.84068, lon: 2.38796, names: ['Reuilly', 'Bercy', 'Nation'] },
  { n: 13, lat: 48.82839, lon: 2.36227, names: ['Gobelins', "Place d'Italie"] },
  { n: 14, lat: 48.82914, lon: 2.32755, names: ['Observatoire', 'Alésia'] },
  { n: 15, lat: 48.84009, lon: 2.29283, names: ['Vaugirard', 'Beaugrenelle'] },
  { n: 16, lat: 48.86363, lon: 2.2768, names: ['Passy', 'Trocadéro', 'Auteuil'] },
  { n: 17, lat: 48.88733, lon: 2.30678, names: ['Batignolles-Monceau', 'Batignolles', 'Ternes'] },
  { n: 18, lat: 48.89257, lon: 2.34816, names: ['Buttes-Montmartre', 'Montmartre', 'Sacré-Cœur'] },
  { n: 19, lat: 48.88708, lon: 2.38483, names: ['Buttes-Chaumont', 'La Villette'] },
  { n: 20, lat: 48.86346, lon: 2.40119, names: ['Ménilmontant', 'Père-Lachaise', 'Belleville'] },
];

const ZH_NUMBERS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二', '十三', '十四', '十五', '十六', '十七', '十八', '十九', '二十'];

const enOrdinal = (n: number): string => {
  const suffix = n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
  return `${n}${suffix}`;
};
const frOrdinal = (n: number): string => (n === 1 ? '1er' : `${n}e`);

/** Postcodes of an arrondissement: 750nn, and 75116 for the north of the 16th. */
export const arrondissementPostcodes = (n: number): string[] => [`750${String(n).padStart(2, '0')}`, ...(n === 16 ? ['75116'] : [])];

export const arrondissementId = (n: number): string => `paris-${String(n).padStart(2, '0')}`;

function arrondissement({ n, lat, lon, names }: Arrondissement): CuratedPlace {
  const postcodes = arrondissementPostcodes(n);
  const en = enOrdinal(n);
  const fr = frOrdinal(n);
  const ordinals = [`${n}`, fr, `${n}e`, `${n}eme`, `${n}em`, en, ...(n === 1 ? ['1ere'] : [])];
  return {
    id: arrondissementId(n),
    kind: 'district',
    names: {
      en: `Paris ${en} arrondissement`,
      fr: `Paris ${fr} arrondissement`,
      it: `Parigi ${n}º arrondissement`,
      es: `París ${n}.º distrito`,
      zh: `巴黎第${ZH_NUMBERS[n]}区`,
    },
    detail: postcodes.join(', '),
    lat,
    lon,
    inParis: true,
    aliases: [
      ...new Set([
        ...ordinals,
        ...ordinals.map((o) => `paris ${o}`),
        ...ordinals.map((o) => `${o} arrondissement`),
        ...postcodes,
        ...postcodes.map((p) => `${p} paris`),
        `巴黎第${n}区`,
        `第${ZH_NUMBERS[n]}区`,
      ]),
    ],
    areas: names,
  };
}

export const PARIS_ARRONDISSEMENTS: readonly CuratedPlace[] = ARRONDISSEMENTS.map(arrondissement);
