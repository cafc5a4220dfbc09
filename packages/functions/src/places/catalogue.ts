import type { CuratedPlace } from './curated-place';
import { AIRPORTS } from './catalogue/airports';
import { STATIONS } from './catalogue/stations';
import { LANDMARKS } from './catalogue/landmarks';
import { MONUMENTS } from './catalogue/monuments';
import { MUSEUMS } from './catalogue/museums';
import { PARKS } from './catalogue/parks';
import { VENUES } from './catalogue/venues';
import { SHOPPING } from './catalogue/shopping';
import { BUSINESS } from './catalogue/business';
import { INSTITUTIONS } from './catalogue/institutions';
import { PALACE_HOTELS } from './catalogue/hotels-palaces';
import { CITY_HOTELS } from './catalogue/hotels-city';
import { RESORT_HOTELS } from './catalogue/hotels-resorts';
import { PARIS_ARRONDISSEMENTS } from './catalogue/arrondissements';
import { PORTS } from './catalogue/ports';

/**
 * The landmarks of Paris and Île-de-France, by reason people go there (the business districts early:
 * "la def" is La Défense before the arena named after it); then the hotels.
 */
export const LANDMARK_PLACES: readonly CuratedPlace[] = [...LANDMARKS, ...MONUMENTS, ...MUSEUMS, ...BUSINESS, ...PARKS, ...VENUES, ...SHOPPING, ...INSTITUTIONS];
export const HOTELS: readonly CuratedPlace[] = [...PALACE_HOTELS, ...CITY_HOTELS, ...RESORT_HOTELS];

/**
 * The curated places, in the order they are listed when they match a query equally well:
 * airports, stations, landmarks, hotels, arrondissements, ports. Towns come from the GeoNames file
 * (towns.ts). A landmark comes before an arrondissement on a tie, so "Louvre" lists the museum first.
 */
export const CATALOGUE: readonly CuratedPlace[] = [...AIRPORTS, ...STATIONS, ...LANDMARK_PLACES, ...HOTELS, ...PARIS_ARRONDISSEMENTS, ...PORTS];
