import { z } from 'zod';
import type { Place } from '@rides/contracts/places';
import { looksLikeStreetAddress } from '../address';
import { GeocoderError, type AddressMatch, type Geocoder } from './geocoder';
import { signedAddressPlace } from './signed-address-id';

/**
 * The French national address base (BAN) through the Géoplateforme geocoding service (IGN; the
 * successor of api-adresse.data.gouv.fr, same answer): GET <url>?q=…&limit=…&index=address, a GeoJSON
 * FeatureCollection whose features carry `geometry.coordinates` [lon, lat] and `properties` label,
 * score (0–1), type (housenumber, street, locality, municipality), name, postcode, city, citycode, id.
 * Public, no key; documented at https://geoservices.ign.fr/documentation/services/services-geoplateforme/geocodage.
 *
 * Only texts that look like a street address are sent (address.ts). Travellers type "10 rue de
 * Rivoli" without the town (issue [R] 1), and a street name is in hundreds of towns, so Paris and
 * Île-de-France come first: the service is asked near Paris (lat/lon priority) for `CANDIDATES`
 * answers, and an address in Île-de-France ranks `REGION_BONUS` above its score (a town typed in the
 * text still wins: "… Lyon" scores far above any Paris street). Offered: house numbers, streets and
 * localities of metropolitan France scoring at least `minScore`, with their postcode and town and a
 * signed id (signed-address-id.ts). The first is confident when its own score (not the bonus) is
 * `confidentScore` or more and clearly ahead of the next (a street in two postcodes is not).
 */
export interface GeoplateformeOptions {
  /** The search endpoint, e.g. https://data.geopf.fr/geocodage/search. */
  url: string;
  /** Per request; the search then answers with the local adapter. */
  timeoutMs: number;
  /** Signs the ids of the addresses found. */
  secret: string;
  fetch?: typeof fetch;
  minScore?: number;
  confidentScore?: number;
}

export const MIN_SCORE = 0.5;
export const CONFIDENT_SCORE = 0.8;
/** How far ahead of the second the first must score to be confident. */
const CONFIDENT_MARGIN = 0.05;
const PARIS = { lat: '48.8566', lon: '2.3522' };
/** Asked for, whatever is shown: enough for the Île-de-France matches of a common street name to be among them. */
export const CANDIDATES = 10;
/** Added to the score of an address in Île-de-France (Paris, 77, 78, 91, 92, 93, 94, 95) when ranking. */
export const REGION_BONUS = 0.1;
const REGION = /^(75|77|78|91|92|93|94|95)/;
const TYPES = new Set(['housenumber', 'street', 'locality']);
/** The service takes 3 to 200 characters, starting with a letter or a digit. */
const MAX_QUERY = 200;
const MIN_QUERY = 3;

const answerSchema = z.object({ type: z.literal('FeatureCollection'), features: z.array(z.unknown()) });
const featureSchema = z.object({
  geometry: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]).rest(z.number()) }),
  properties: z.object({
    label: z.string().min(1),
    score: z.number(),
    type: z.string(),
    name: z.string().optional(),
    postcode: z.string().regex(/^\d{5}$/),
    city: z.string().min(1),
    id: z.string().optional(),
  }),
});
type Feature = z.infer<typeof featureSchema>;

/** The text as the service takes it: whitespace collapsed, from its first letter or digit, at most 200 characters. */
export function serviceQuery(text: string): string | null {
  const q = Array.from(text.replace(/\s+/g, ' ').replace(/^[^\p{L}\p{N}]+/u, '').trim()).slice(0, MAX_QUERY).join('').trim();
  return q.length >= MIN_QUERY ? q : null;
}

/** Metropolitan France only: the overseas departments (97x, 98x) cannot be reached by road. */
const reachable = (f: Feature): boolean => TYPES.has(f.properties.type) && !/^9[78]/.test(f.properties.postcode);

function placeOf(f: Feature, secret: string): Place | null {
  const [lon, lat] = f.geometry.coordinates;
  const { name, label, postcode, city } = f.properties;
  return signedAddressPlace({ name: (name ?? label).trim(), detail: `${postcode} ${city}`, lat, lon }, secret);
}

function failure(e: unknown): GeocoderError {
  if (e instanceof GeocoderError) return e;
  const name = (e as { name?: string } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return new GeocoderError('timeout', 'no answer in time');
  return new GeocoderError('unavailable', (e as Error | null)?.message ?? String(e));
}

function statusFailure(status: number): GeocoderError {
  if (status === 429) return new GeocoderError('rate-limited', 'HTTP 429');
  if (status >= 400 && status < 500) return new GeocoderError('refused', `HTTP ${status}`);
  return new GeocoderError('unavailable', `HTTP ${status}`);
}

export function geoplateformeGeocoder(options: GeoplateformeOptions): Geocoder {
  const send = options.fetch ?? fetch;
  const minScore = options.minScore ?? MIN_SCORE;
  const confidentScore = options.confidentScore ?? CONFIDENT_SCORE;

  async function features(q: string, limit: number): Promise<Feature[]> {
    const url = new URL(options.url);
    url.search = new URLSearchParams({ q, limit: String(limit), index: 'address', ...PARIS }).toString();
    const signal = AbortSignal.timeout(options.timeoutMs);
    let res: Response;
    let text: string;
    try {
      res = await send(url, { headers: { accept: 'application/json' }, signal });
      text = await res.text();
    } catch (e) {
      throw failure(e);
    }
    if (!res.ok) throw statusFailure(res.status);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new GeocoderError('bad-response', 'not JSON');
    }
    const answer = answerSchema.safeParse(body);
    if (!answer.success) throw new GeocoderError('bad-response', 'not a GeoJSON FeatureCollection');
    return answer.data.features.flatMap((raw) => {
      const f = featureSchema.safeParse(raw);
      return f.success ? [f.data] : [];
    });
  }

  return {
    name: 'geoplateforme',
    async geocode(text, _lang, limit) {
      const q = looksLikeStreetAddress(text) ? serviceQuery(text) : null;
      if (!q || limit < 1) return [];
      // At least one more than shown, to tell a clear first from a tie.
      const rank = (f: Feature): number => f.properties.score + (REGION.test(f.properties.postcode) ? REGION_BONUS : 0);
      const found = (await features(q, Math.max(CANDIDATES, limit + 1)))
        .filter((f) => reachable(f) && f.properties.score >= minScore)
        .sort((a, b) => rank(b) - rank(a));
      const seen = new Set<string>();
      const matches: { place: Place; score: number }[] = [];
      for (const f of found) {
        const place = placeOf(f, options.secret);
        if (!place || seen.has(place.id)) continue;
        seen.add(place.id);
        matches.push({ place, score: f.properties.score });
      }
      const [first, second] = matches;
      const clear = !!first && first.score >= confidentScore && (!second || first.score - second.score >= CONFIDENT_MARGIN);
      return matches.slice(0, limit).map((m, i): AddressMatch => ({ place: m.place, confident: i === 0 && clear }));
    },
  };
}
