import type { CuratedPlace } from './curated-place';
import { AIRPORTS } from './catalogue/airports';
import { STATIONS } from './catalogue/stations';
import { LANDMARKS } from './catalogue/landmarks';
import { PARIS_ARRONDISSEMENTS } from './catalogue/arrondissements';
import { PORTS } from './catalogue/ports';

/**
 * The curated places, in the order they are listed when they match a query equally well:
 * airports, stations, landmarks, arrondissements, ports. Towns come from the GeoNames file (towns.ts).
 */
export const CATALOGUE: readonly CuratedPlace[] = [...AIRPORTS, ...STATIONS, ...LANDMARKS, ...PARIS_ARRONDISSEMENTS, ...PORTS];
