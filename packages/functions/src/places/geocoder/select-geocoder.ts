import { config, type Config } from '../../config';
import { logGeocoderFailed, logGeocoderSelected } from '../logs';
import { GeocoderError, type Geocoder } from './geocoder';
import { geoplateformeGeocoder } from './geoplateforme-geocoder';
import { localGeocoder } from './local-geocoder';

export class GeocoderNotConfiguredError extends Error {
  constructor(message: string) {
    super(`places: ${message}`);
    this.name = 'GeocoderNotConfiguredError';
  }
}

/**
 * A real geocoder with the local adapter behind it: when the service fails (timeout, error, bad
 * answer: logged) or finds nothing good enough, the address is attached locally as before, so a
 * person can still book while the service is down.
 */
export function withLocalFallback(primary: Geocoder, local: Geocoder, onFailure = logGeocoderFailed): Geocoder {
  return {
    name: primary.name,
    async geocode(text, lang, limit) {
      try {
        const found = await primary.geocode(text, lang, limit);
        if (found.length > 0) return found;
      } catch (e) {
        const reason = e instanceof GeocoderError ? e.reason : 'error';
        onFailure(primary.name, reason, (e as Error).message);
      }
      return local.geocode(text, lang, limit);
    },
  };
}

/**
 * GEOCODER=geoplateforme: the Géoplateforme adapter with the local one as fallback; it needs
 * PLACE_ID_SECRET in production to sign the ids. GEOCODER=local or unset: the local adapter. Anything
 * else is refused, as is a production deploy that asks for the Géoplateforme without the secret.
 */
export function selectGeocoder(cfg: Config, fetchImpl?: typeof fetch): Geocoder {
  const local = localGeocoder();
  if (cfg.geocoder === 'local') return local;
  if (cfg.geocoder !== 'geoplateforme') throw new GeocoderNotConfiguredError(`GEOCODER must be "local" or "geoplateforme", not "${cfg.geocoder}"`);
  if (!cfg.placeIdSecret) throw new GeocoderNotConfiguredError('GEOCODER=geoplateforme needs PLACE_ID_SECRET in production (it signs geocoded place ids)');
  const remote = geoplateformeGeocoder({ url: cfg.geocoderUrl, timeoutMs: cfg.geocoderTimeoutMs, secret: cfg.placeIdSecret, ...(fetchImpl && { fetch: fetchImpl }) });
  return withLocalFallback(remote, local);
}

let cached: Geocoder | null = null;
/** This instance's geocoder, chosen once from config(). */
export function placesGeocoder(): Geocoder {
  if (!cached) {
    cached = selectGeocoder(config());
    logGeocoderSelected(cached.name);
  }
  return cached;
}
