import type { AirportCode, Place } from '@rides/contracts/places';
import type { Language } from '@rides/contracts/languages';

/** A text in every interface language (SPEC 1). */
export type Localised = Readonly<Record<Language, string>>;

/** A hand-written place of the catalogue (airports, stations, ports, landmarks, hotels, arrondissements). */
export interface CuratedPlace {
  /** Stable id, kept in bookings: never rename one. */
  readonly id: string;
  readonly kind: Exclude<Place['kind'], 'town' | 'address'>;
  readonly names: Localised;
  /** Second line, the same in every language: postcode and town, or the postcodes of an arrondissement. */
  readonly detail: string;
  /** WGS84 degrees: the kerb, entrance or centre a driver heads for. */
  readonly lat: number;
  readonly lon: number;
  readonly inParis: boolean;
  readonly airport?: AirportCode;
  /** Other ways people type it (codes, former names, short names); searched, never shown. */
  readonly aliases: readonly string[];
  /**
   * Names of what lies inside it (an arrondissement's official name, its neighbourhoods and sights):
   * searched, but ranked below a place's own names and aliases, so "Louvre" is the museum first and
   * the 1st arrondissement after it (prefix-search.ts).
   */
  readonly areas?: readonly string[];
}
