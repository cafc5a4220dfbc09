import type { Place } from '@rides/contracts/places';
import type { Language } from '@rides/contracts/languages';

/**
 * Street addresses go through this interface (ARCHITECTURE: third parties behind an interface). Two
 * adapters: `local` (local-geocoder.ts: the typed text attached to a known place, address.ts; no
 * network) and `geoplateforme` (geoplateforme-geocoder.ts: the French national address base through
 * the Géoplateforme geocoding service). select-geocoder.ts chooses one from the configuration.
 */
export interface AddressMatch {
  /** A place of kind `address`, whose id placeById turns back into the same place on the server. */
  readonly place: Place;
  /** A sure answer to what was typed: the booking form may highlight it (see confidence.ts). */
  readonly confident: boolean;
}

export interface Geocoder {
  /** Named in logs: 'local', 'geoplateforme'. */
  readonly name: string;
  /**
   * Addresses for typed text, best first, at most `limit`: [] when the text is not a street address
   * or nothing good enough is found. Rejects with a GeocoderError when the service fails.
   */
  geocode(text: string, lang: Language, limit: number): Promise<AddressMatch[]>;
}

export type GeocoderFailure = 'timeout' | 'unavailable' | 'rate-limited' | 'refused' | 'bad-response';

/** The service failed (not "nothing found", which is an empty answer). */
export class GeocoderError extends Error {
  constructor(
    readonly reason: GeocoderFailure,
    message: string,
  ) {
    super(message);
    this.name = 'GeocoderError';
  }
}
