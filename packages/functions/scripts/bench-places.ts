// Benchmark of the places search (issue C: under 50 ms of server time per keystroke).
//   pnpm exec tsx packages/functions/scripts/bench-places.ts
// Prints the index build time and p50/p95/max of findPlaces (the in-memory search with the local
// address adapter, confidence included) for every 1-4 letter prefix people can type (taken from the
// names themselves), for full names, landmarks and hotels, and street addresses. A remote geocoder
// (GEOCODER=geoplateforme) adds its own network time, bounded by GEOCODER_TIMEOUT_MS.
import { performance } from 'node:perf_hooks';
import { CATALOGUE } from '../src/places/catalogue';
import { searchTokens } from '../src/places/normalise';
import { buildIndex, placeIndex } from '../src/places/place-index';
import { findPlaces } from '../src/places/search';
import { loadTowns } from '../src/places/towns';

const ms = (t: number) => `${t.toFixed(3)} ms`;

function time<T>(f: () => T): [T, number] {
  const t0 = performance.now();
  const value = f();
  return [value, performance.now() - t0];
}

const [towns, loadMs] = time(loadTowns);
const builds = Array.from({ length: 5 }, () => time(() => buildIndex(CATALOGUE, towns))[1]);
const [, firstCallMs] = time(() => findPlaces('a', 'en', 8)); // builds the instance's lazy index
const index = placeIndex();
console.log(`places: ${index.entries.length} (${CATALOGUE.length} curated, ${towns.length} towns), ${index.suffixes.length} indexed suffixes`);
console.log(`load towns: ${ms(loadMs)}; build index: first ${ms(builds[0]!)}, then ${builds.slice(1).map(ms).join(', ')}`);
console.log(`first search on a cold instance (lazy build included): ${ms(firstCallMs)}`);

const names = [...CATALOGUE.flatMap((p) => Object.values(p.names)), ...towns.map((t) => t.name)];
const prefixes = (n: number) => [...new Set(names.map((name) => searchTokens(name).join(' ').slice(0, n)).filter((p) => p.length === n))];

function bench(label: string, queries: readonly string[], rounds = 3): void {
  for (const q of queries.slice(0, 200)) findPlaces(q, 'en', 8); // warm-up
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const q of queries) {
      const t0 = performance.now();
      findPlaces(q, 'en', 8);
      times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  console.log(`${label.padEnd(34)} n=${String(queries.length).padStart(5)}  p50 ${ms(at(0.5))}  p95 ${ms(at(0.95))}  max ${ms(times[times.length - 1]!)}`);
}

console.log('\nfindPlaces(query, "en", 8), times per call:');
for (const n of [1, 2, 3, 4]) bench(`${n}-letter prefixes`, prefixes(n));
bench('full names (all curated + towns)', names, 1);
bench('landmarks and hotels', ['louvre', 'louv', 'musee louvre', 'louvre museum', 'ritz paris', 'tour eiffel', 'eiffel', 'la defense', 'george v', 'hilton', 'plaza athenee', 'roland garros'], 50);
bench('multi-word, out of order', ['cdg 2e', 'nord gare', 'paris orly', 'lyon gare de', 'saint denis val', 'orly 4 ory'], 50);
bench('street addresses', ['12 rue de Rivoli, 75004 Paris', '1 rue Jean Jaurès, Saint-Denis', '14 rue Victor Hugo 92300 Levallois-Perret', '5 avenue de Versailles', '3 place Bellecour Lyon'], 50);
bench('worst cases (short, very common)', ['s', 'sa', 'sai', 'sain', 'saint', 'st', 'l', 'la', 'le', 'de', 'a', 'b', 'c', 'm', 'p'], 50);
