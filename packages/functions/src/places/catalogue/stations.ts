import type { CuratedPlace, Localised } from '../curated-place';

// The main-line stations of Paris and the TGV station of Disneyland Paris. Coordinates: the main
// entrance / taxi rank, WGS84, read off public maps to about 50 m. Gare de Bercy is signed "Paris Bercy
// Bourgogne – Pays d'Auvergne" since 2021; people still call it Gare de Bercy.

function station(id: string, names: Localised, detail: string, lat: number, lon: number, aliases: readonly string[]): CuratedPlace {
  return { id, kind: 'station', names, detail, lat, lon, inParis: detail.endsWith(' Paris'), aliases: ['gare', 'station', 'train station', 'sncf', ...aliases] };
}

export const STATIONS: readonly CuratedPlace[] = [
  station(
    'gare-du-nord',
    { en: 'Paris Gare du Nord', fr: 'Gare du Nord', it: 'Stazione di Parigi Nord', es: 'Estación de París Norte', zh: '巴黎北站' },
    '75010 Paris',
    48.8809,
    2.3553,
    ['gare du nord', 'paris nord', 'eurostar', 'thalys', 'gare nord'],
  ),
  station(
    'gare-de-l-est',
    { en: "Paris Gare de l'Est", fr: "Gare de l'Est", it: 'Stazione di Parigi Est', es: 'Estación de París Este', zh: '巴黎东站' },
    '75010 Paris',
    48.8768,
    2.3592,
    ['gare de l est', 'paris est', 'gare est', 'gare de lest'],
  ),
  station(
    'gare-de-lyon',
    { en: 'Paris Gare de Lyon', fr: 'Gare de Lyon', it: 'Stazione di Parigi Gare de Lyon', es: 'Estación de París-Gare de Lyon', zh: '巴黎里昂站' },
    '75012 Paris',
    48.8443,
    2.3743,
    ['gare de lyon', 'paris lyon', 'gare lyon'],
  ),
  station(
    'gare-montparnasse',
    { en: 'Paris Montparnasse', fr: 'Gare Montparnasse', it: 'Stazione di Parigi Montparnasse', es: 'Estación de París-Montparnasse', zh: '巴黎蒙帕纳斯站' },
    '75015 Paris',
    48.8412,
    2.3205,
    ['montparnasse', 'gare montparnasse', 'paris montparnasse'],
  ),
  station(
    'gare-saint-lazare',
    { en: 'Paris Saint-Lazare', fr: 'Gare Saint-Lazare', it: 'Stazione di Parigi Saint-Lazare', es: 'Estación de París-Saint-Lazare', zh: '巴黎圣拉扎尔站' },
    '75008 Paris',
    48.8763,
    2.3254,
    ['saint lazare', 'gare saint lazare', 'paris saint lazare'],
  ),
  station(
    'gare-d-austerlitz',
    { en: 'Paris Austerlitz', fr: "Gare d'Austerlitz", it: 'Stazione di Parigi Austerlitz', es: 'Estación de París-Austerlitz', zh: '巴黎奥斯特利茨站' },
    '75013 Paris',
    48.8423,
    2.3656,
    ['austerlitz', 'gare d austerlitz', 'paris austerlitz'],
  ),
  station(
    'gare-de-bercy',
    { en: 'Paris Bercy', fr: 'Gare de Bercy', it: 'Stazione di Parigi Bercy', es: 'Estación de París-Bercy', zh: '巴黎贝尔西站' },
    '75012 Paris',
    48.839,
    2.3826,
    ['bercy', 'gare de bercy', 'paris bercy', 'bercy bourgogne pays d auvergne'],
  ),
  station(
    'gare-marne-la-vallee-chessy',
    {
      en: 'Marne-la-Vallée–Chessy station',
      fr: 'Gare de Marne-la-Vallée – Chessy',
      it: 'Stazione di Marne-la-Vallée - Chessy',
      es: 'Estación de Marne-la-Vallée-Chessy',
      zh: '马恩河谷-谢希站',
    },
    '77700 Chessy',
    48.87,
    2.7828,
    ['chessy', 'marne la vallee', 'marne la vallee chessy', 'gare de chessy', 'disneyland station', 'gare disney', 'tgv disney', '谢希'],
  ),
];
