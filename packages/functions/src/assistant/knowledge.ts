import type { ContentTopic } from '@rides/content/topics';
import type { Language } from '@rides/contracts/languages';
import { CONTENT_FACTS } from '@rides/domain/content-facts';
import { ContentIndex, type Hit } from './content-index';
import { CONTENT } from './content-source';
import { passagesOf } from './passages';

/** Finds the site's passages for a question, in the visitor's language. */
export interface Knowledge {
  search(question: string, lng: Language, limit?: number): Hit[];
}

/**
 * The values the pages fill into their texts' placeholders (the same two sets), so a passage reads as
 * the page does. Read when an index is built, not when this module loads: the company's facts among
 * them are the environment's, set by config() (issue [N] 4).
 */
export function contentValues(): Readonly<Record<string, string>> {
  return Object.fromEntries(Object.entries(CONTENT_FACTS).map(([name, value]) => [name, String(value)]));
}

type Content = Readonly<Record<Language, Readonly<Record<ContentTopic, unknown>>>>;

/**
 * The content of packages/content as an index per language, built on the first question in that
 * language and kept for the instance's life (the content ships with the deploy, it never changes
 * under a running instance).
 */
export function contentKnowledge(content: Content = CONTENT, values?: Readonly<Record<string, string>>): Knowledge {
  const indexes = new Map<Language, ContentIndex>();
  const indexOf = (lng: Language): ContentIndex => {
    let index = indexes.get(lng);
    if (!index) {
      const topics = Object.entries(content[lng]) as Array<[ContentTopic, unknown]>;
      index = new ContentIndex(topics.flatMap(([topic, doc]) => passagesOf(topic, doc, values ?? contentValues())), lng);
      indexes.set(lng, index);
    }
    return index;
  };
  return { search: (question, lng, limit) => indexOf(lng).search(question, limit) };
}
