import type { Place } from '@rides/contracts/places';
import type { Language } from '@rides/contracts/languages';
import type { Entry } from './place-index';
import { townPlace } from './towns';

export const entryId = (entry: Entry): string => (entry.curated ? entry.curated.id : entry.town.id);

/** The place as the client sees it, named in the reader's language (towns keep their French name). */
export function entryPlace(entry: Entry, lang: Language): Place {
  if (!entry.curated) return townPlace(entry.town, lang);
  const { id, kind, names, detail, lat, lon, inParis, airport } = entry.curated;
  return { id, kind, name: names[lang], detail, lat, lon, inParis, ...(airport ? { airport } : {}) };
}
