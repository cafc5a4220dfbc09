import { searchPlaces } from '@rides/contracts/places';
import { callable } from '../http/callable';
import { findPlaces } from './search';

/** Public: the from/to fields of the booking form are used before signing in. */
export const searchPlacesCallable = callable(searchPlaces, 'public', async ({ query, lang, limit }) => ({ places: findPlaces(query, lang, limit) }));
