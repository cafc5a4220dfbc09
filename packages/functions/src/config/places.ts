import { z } from 'zod';
import { adapterName, httpUrl, parseEnv, text, wholeNumber, type ConfigContext, type Secrets } from './schema';

/** Who finds typed street addresses (places/geocoder/select-geocoder.ts). */
export interface PlacesConfig {
  /**
   * Who finds typed street addresses (places/geocoder/select-geocoder.ts): `local` (the default locally)
   * attaches them to a known place; `geoplateforme` asks the French national address base (BAN) through
   * the Géoplateforme geocoding service, with the local adapter as fallback (the default elsewhere).
   * Anything else is refused.
   */
  geocoder: string;
  /** The Géoplateforme geocoding search endpoint. */
  geocoderUrl: string;
  /** How long searchPlaces waits for the geocoder before answering with the local adapter instead (1 to 30000 ms). */
  geocoderTimeoutMs: number;
  /**
   * Signs the ids of geocoded addresses (places/geocoder/signed-address-id.ts), so the server can trust
   * the coordinates a booking's place id carries. A secret: required outside the local environment
   * (readConfig throws without it); null only in the CLI's discovery outside local.
   */
  placeIdSecret: string | null;
}

/** Signs geocoded place ids in the local environment when PLACE_ID_SECRET is unset. Never a real secret. */
export const LOCAL_PLACE_ID_SECRET = 'local-only-place-id-secret';

export const PLACES_SECRETS = {
  PLACE_ID_SECRET: { subsystem: 'places', local: LOCAL_PLACE_ID_SECRET },
} as const satisfies Secrets;

const SCHEMA = z.object({
  GEOCODER: adapterName(),
  GEOCODER_URL: httpUrl(),
  GEOCODER_TIMEOUT_MS: wholeNumber({ fallback: 800, min: 1, max: 30_000, unit: 'milliseconds' }),
  PLACE_ID_SECRET: text(),
});

export function readPlaces(ctx: ConfigContext): PlacesConfig {
  const v = parseEnv(SCHEMA, ctx.env);
  return {
    // Outside local the national address base by default (issue [N] 3: no local fallback as the choice).
    geocoder: v.GEOCODER ?? (ctx.local ? 'local' : 'geoplateforme'),
    geocoderUrl: v.GEOCODER_URL ?? 'https://data.geopf.fr/geocodage/search',
    geocoderTimeoutMs: v.GEOCODER_TIMEOUT_MS,
    placeIdSecret: v.PLACE_ID_SECRET ?? (ctx.local ? LOCAL_PLACE_ID_SECRET : null),
  };
}
