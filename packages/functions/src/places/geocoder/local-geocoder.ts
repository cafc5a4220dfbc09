import { addressFor } from '../address';
import { placeIndex, type PlaceIndex } from '../place-index';
import type { Geocoder } from './geocoder';

/**
 * The LOCAL adapter, as before there was a geocoder: the typed text attached to a known place (a Paris
 * postcode's arrondissement, or a town or place named in it, or Paris when a numbered address names
 * none; address.ts), no network. Its one answer is the text as typed, so it is confident (Enter takes
 * what the person wrote) unless the town was assumed.
 */
export function localGeocoder(index: () => PlaceIndex = placeIndex): Geocoder {
  return {
    name: 'local',
    geocode: async (text, lang, limit) => {
      const match = limit > 0 ? addressFor(index(), text, lang) : null;
      return match ? [match] : [];
    },
  };
}
