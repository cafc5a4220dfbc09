import type { Place } from '@rides/contracts/places';
import type { Language } from '@rides/contracts/languages';
import fs from 'node:fs';
import path from 'node:path';
import { departmentDetail } from './departments';

/** A town of France from GeoNames (data/README.md): [geonameid, name, lat, lon, population, department]. */
type TownRow = [number, string, number, number, number, string];

export interface Town {
  readonly id: string;
  readonly name: string;
  readonly lat: number;
  readonly lon: number;
  readonly population: number;
  readonly department: string;
}

export const townId = (geonameid: number): string => `town-${geonameid}`;

/**
 * Read from disk when the places index is first built, not bundled into the code: every function of
 * the one bundle would otherwise parse 470 KB of towns at cold start (build.mjs copies the file next
 * to the bundle, so `data/fr-towns.json` sits beside this module in src and beside index.js in dist).
 */
const TOWNS_FILE = path.join(__dirname, 'data', 'fr-towns.json');

export function loadTowns(): Town[] {
  const rows = JSON.parse(fs.readFileSync(TOWNS_FILE, 'utf8')) as TownRow[];
  return rows.map(([geonameid, name, lat, lon, population, department]) => ({
    id: townId(geonameid),
    name,
    lat,
    lon,
    population,
    department,
  }));
}

/**
 * Other names people type for the largest towns (Italian, Spanish, Chinese exonyms): searched, never
 * shown; a town is always shown under its French name.
 */
export const TOWN_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'town-2988507': ['Parigi', '巴黎'],
  'town-2995469': ['Marsiglia', 'Marsella', '马赛'],
  'town-2996944': ['Lione', '里昂'],
  'town-2990440': ['Nizza', 'Niza', '尼斯'],
  'town-2972315': ['Tolosa', '图卢兹'],
  'town-3031582': ['Burdeos', '波尔多'],
  'town-2973783': ['Strasburgo', 'Estrasburgo', '斯特拉斯堡'],
  'town-2998324': ['Lilla', '里尔'],
  'town-2982652': ['Ruan', '鲁昂'],
  'town-2969679': ['Versalles', '凡尔赛'],
};

export function townPlace(town: Town, lang: Language): Place {
  return {
    id: town.id,
    kind: 'town',
    name: town.name,
    detail: departmentDetail(town.department, lang),
    lat: town.lat,
    lon: town.lon,
    inParis: town.department === '75',
  };
}
