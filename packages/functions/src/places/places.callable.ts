import { searchPlaces } from '@rides/contracts/places';
import { callable } from '../http/callable';
import { answerPlaceSearch } from './search';

/** Public: the from/to fields of the booking form are used before signing in. */
export const searchPlacesCallable = callable(searchPlaces, 'public', ({ query, lang, limit }) => answerPlaceSearch(query, lang, limit));
