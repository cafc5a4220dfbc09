import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Place } from '@rides/contracts/places';
import { wellFormed } from '../well-formed';

/**
 * The id of a geocoded street address. A booking carries place ids only and the server rebuilds each
 * place (placeById): it never takes coordinates from the browser. A geocoded address has no entry in
 * our catalogue to look up, so its id carries what the server needs, signed:
 *
 *   geo:<lat>,<lon>:<name>:<detail>:<signature>
 *
 * lat/lon with 5 decimals (about 1 m); name ("12 Rue de Rivoli") and detail ("75004 Paris") URI-encoded
 * with spaces as "+"; signature = HMAC-SHA256 under PLACE_ID_SECRET (config.placeIdSecret) of
 * everything before it, base64url, cut to 128 bits. Whether the place is in Paris is read from the
 * signed detail's postcode (department 75 is exactly the city of Paris).
 *
 * Why sign rather than geocode again when the id comes back: placeById stays synchronous for its
 * callers (quotePrice, createBooking) and does not depend on a third party being up at booking time,
 * nor on its answer staying the same; a quote and the booking see the very same coordinates. A client
 * can replay a signed id it was given (that is its purpose) but cannot move it: any change to the
 * coordinates, name or detail breaks the signature, and the id is refused as unknown.
 */
export const GEOCODED_PREFIX = 'geo:';
/** placeSchema's id length. An address whose id would be longer is not offered. */
const MAX_ID = 200;
const DOMAIN = 'places.geocoded-address.v1\n';
const SIGNATURE_CHARS = 22; // 22 base64url characters = 132 bits of the HMAC

const COORDINATE = /^-?\d{1,3}\.\d{5}$/;
const PARIS_POSTCODE = /^75\d{3}(\s|$)/;

const encode = (text: string): string => encodeURIComponent(text).replace(/%20/g, '+');
const decode = (text: string): string => decodeURIComponent(text.replace(/\+/g, '%20'));

const sign = (body: string, secret: string): string => createHmac('sha256', secret).update(DOMAIN + body).digest('base64url').slice(0, SIGNATURE_CHARS);

export interface GeocodedAddress {
  /** The address as shown: number and street ("12 Rue de Rivoli"), or a locality. */
  readonly name: string;
  /** Postcode and town ("75004 Paris"). */
  readonly detail: string;
  readonly lat: number;
  readonly lon: number;
}

export const isInParis = (detail: string): boolean => PARIS_POSTCODE.test(detail);

function place(id: string, { name, detail, lat, lon }: GeocodedAddress): Place {
  return { id, kind: 'address', name, detail, lat, lon, inParis: isInParis(detail) };
}

/** The address as a place with its signed id, or null when its id would not fit. */
export function signedAddressPlace(given: GeocodedAddress, secret: string): Place | null {
  // A geocoder's JSON may carry a lone surrogate ("\ud800"): encodeURIComponent would throw on it.
  const address = { ...given, name: wellFormed(given.name), detail: wellFormed(given.detail) };
  const lat = address.lat.toFixed(5);
  const lon = address.lon.toFixed(5);
  const body = `${GEOCODED_PREFIX}${lat},${lon}:${encode(address.name)}:${encode(address.detail)}`;
  const id = `${body}:${sign(body, secret)}`;
  return id.length <= MAX_ID ? place(id, { ...address, lat: Number(lat), lon: Number(lon) }) : null;
}

/** The place a signed id stands for, or null when the id is malformed or its signature is wrong. */
export function placeFromSignedId(id: string, secret: string): Place | null {
  if (!id.startsWith(GEOCODED_PREFIX) || id.length > MAX_ID) return null;
  const cut = id.lastIndexOf(':');
  const body = id.slice(0, cut);
  const given = Buffer.from(id.slice(cut + 1));
  const expected = Buffer.from(sign(body, secret));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

  const parts = body.slice(GEOCODED_PREFIX.length).split(':');
  if (parts.length !== 3) return null;
  const [coordinates, name, detail] = parts as [string, string, string];
  const [lat, lon, extra] = coordinates.split(',');
  if (extra !== undefined || !COORDINATE.test(lat ?? '') || !COORDINATE.test(lon ?? '')) return null;
  const address = { lat: Number(lat), lon: Number(lon), name: '', detail: '' };
  if (Math.abs(address.lat) > 90 || Math.abs(address.lon) > 180) return null;
  try {
    address.name = decode(name);
    address.detail = decode(detail);
  } catch {
    return null;
  }
  return address.name.trim() ? place(id, address) : null;
}
