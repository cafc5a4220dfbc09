import type { CuratedPlace } from '../curated-place';

// Destinations named in the issue. Coordinates: the visitors' entrance, WGS84, to about 50 m.
export const LANDMARKS: readonly CuratedPlace[] = [
  {
    id: 'disneyland-paris',
    kind: 'landmark',
    names: { en: 'Disneyland Paris', fr: 'Disneyland Paris', it: 'Disneyland Paris', es: 'Disneyland París', zh: '巴黎迪士尼乐园' },
    detail: '77700 Chessy',
    lat: 48.8722,
    lon: 2.7758,
    inParis: false,
    aliases: ['disney', 'disneyland', 'euro disney', 'eurodisney', 'parc disney', 'disney village', 'walt disney studios', 'marne la vallee', '迪士尼', '迪士尼乐园'],
  },
  {
    id: 'chateau-de-versailles',
    kind: 'landmark',
    names: { en: 'Palace of Versailles', fr: 'Château de Versailles', it: 'Reggia di Versailles', es: 'Palacio de Versalles', zh: '凡尔赛宫' },
    detail: '78000 Versailles',
    lat: 48.8049,
    lon: 2.1204,
    inParis: false,
    aliases: ['versailles', 'versalles', 'chateau de versailles', 'versailles palace', 'palais de versailles', '凡尔赛'],
  },
];
