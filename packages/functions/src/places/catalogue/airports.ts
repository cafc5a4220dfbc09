import type { CuratedPlace } from '../curated-place';

// The three airports with a fixed Paris fare (SPEC 9), one place per terminal a driver drops off at
// or meets at. Coordinates are the landside front of each terminal (departures kerb), WGS84, read
// off public maps to about 100 m; check them against OpenStreetMap before using them for turn-by-turn
// navigation. Terminal names are the operator's current ones: at Orly, since 2019, "Orly 1" to
// "Orly 4" (Orly 1, 2 and 3 are the former Orly Ouest halls and the junction building, Orly 4 the
// former Orly Sud).

const CDG_COMMON = ['cdg', 'lfpg', 'roissy', 'roissy cdg', 'roissy charles de gaulle', 'charles de gaulle', 'aeroport cdg', 'cdg airport', '戴高乐', '戴高乐机场', '巴黎戴高乐机场'];

function cdg(terminal: string, lat: number, lon: number, extra: readonly string[] = []): CuratedPlace {
  const t = terminal.toLowerCase();
  const zhTerminal = /^\d$/.test(terminal) ? `${terminal}号航站楼` : `${terminal}航站楼`;
  return {
    id: `cdg-t${t}`,
    kind: 'airport',
    airport: 'CDG',
    names: {
      en: `Charles de Gaulle Airport (CDG) – Terminal ${terminal}`,
      fr: `Aéroport Paris-Charles de Gaulle (CDG) – Terminal ${terminal}`,
      it: `Aeroporto di Parigi-Charles de Gaulle (CDG) – Terminal ${terminal}`,
      es: `Aeropuerto de París-Charles de Gaulle (CDG) – Terminal ${terminal}`,
      zh: `巴黎戴高乐机场 (CDG) ${zhTerminal}`,
    },
    detail: '95700 Roissy-en-France',
    lat,
    lon,
    inParis: false,
    aliases: [...CDG_COMMON, `t${t}`, `terminal ${t}`, `cdg ${t}`, `cdg t${t}`, `roissy ${t}`, `aerogare ${t}`, `cdg${t}`, ...extra],
  };
}

const ORLY_COMMON = ['orly', 'ory', 'lfpo', 'aeroport d orly', 'orly airport', '奥利', '奥利机场', '巴黎奥利机场'];

function orly(n: 1 | 2 | 3 | 4, lat: number, lon: number, extra: readonly string[]): CuratedPlace {
  return {
    id: `ory-${n}`,
    kind: 'airport',
    airport: 'ORY',
    names: {
      en: `Orly Airport (ORY) – Orly ${n}`,
      fr: `Aéroport Paris-Orly (ORY) – Orly ${n}`,
      it: `Aeroporto di Parigi-Orly (ORY) – Orly ${n}`,
      es: `Aeropuerto de París-Orly (ORY) – Orly ${n}`,
      zh: `巴黎奥利机场 (ORY) 奥利${n}号航站楼`,
    },
    detail: '94390 Orly',
    lat,
    lon,
    inParis: false,
    aliases: [...ORLY_COMMON, `orly ${n}`, `orly terminal ${n}`, `ory ${n}`, `ory${n}`, `orly${n}`, ...extra],
  };
}

const ORLY_WEST = ['orly 1 2 3', 'orly ouest', 'orly west'];

export const AIRPORTS: readonly CuratedPlace[] = [
  cdg('1', 49.0147, 2.5417),
  cdg('2A', 49.0027, 2.5614, ['t2', 'terminal 2', 'cdg 2']),
  cdg('2B', 49.0051, 2.5605, ['t2', 'terminal 2', 'cdg 2']),
  cdg('2C', 49.0031, 2.5659, ['t2', 'terminal 2', 'cdg 2']),
  cdg('2D', 49.0056, 2.5650, ['t2', 'terminal 2', 'cdg 2']),
  cdg('2E', 49.0035, 2.5760, ['t2', 'terminal 2', 'cdg 2']),
  cdg('2F', 49.0061, 2.5757, ['t2', 'terminal 2', 'cdg 2']),
  cdg('2G', 49.0097, 2.5930, ['t2', 'terminal 2', 'cdg 2']),
  cdg('3', 49.0112, 2.5585, ['roissypole']),
  orly(1, 48.7294, 2.3608, ORLY_WEST),
  orly(2, 48.7312, 2.3588, ORLY_WEST),
  orly(3, 48.7284, 2.3620, ['orly 1 2 3']),
  orly(4, 48.7262, 2.3655, ['orly sud', 'orly south']),
  {
    id: 'bva',
    kind: 'airport',
    airport: 'BVA',
    names: {
      en: 'Beauvais–Tillé Airport (BVA)',
      fr: 'Aéroport de Beauvais-Tillé (BVA)',
      it: 'Aeroporto di Beauvais-Tillé (BVA)',
      es: 'Aeropuerto de Beauvais-Tillé (BVA)',
      zh: '博韦-蒂耶机场 (BVA)',
    },
    detail: '60000 Tillé',
    lat: 49.4583,
    lon: 2.1128,
    inParis: false,
    aliases: ['beauvais', 'bva', 'lfob', 'beauvais airport', 'aeroport de beauvais', 'tille', '博韦', '博韦机场', '巴黎博韦机场'],
  },
];
