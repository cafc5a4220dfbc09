import { useTranslation } from 'react-i18next';
import type { ContentTopic } from '@rides/content/topics';
import { CONTENT_FACTS } from '@rides/domain/content-facts';

/** The information pages this folder renders (faq and guide have their own shapes). */
export type PageTopic = Extract<ContentTopic, 'about' | 'services' | 'terms' | 'privacy'>;

/**
 * The one shape of the about, services, terms and privacy files (packages/content/locales/<lng>/):
 * sections in reading order, keyed by their id, which is also the h2's `id` (so `/terms#cancellation`
 * opens at that section and the help assistant can cite it). A section is its heading, then
 * paragraphs (`body`), then an optional bulleted `list`, then optional paragraphs after the list
 * (`after`). Texts are plain (no markup); numbers and contacts are {{placeholders}} filled from code.
 */
export interface ContentSection {
  heading: string;
  body?: string[];
  list?: string[];
  after?: string[];
}

export interface TopicText {
  title: string;
  lead: string;
  sections: Record<string, ContentSection>;
}

/** Every placeholder a text may use: the business facts and the policy numbers, all from code. */
export const TEXT_VALUES = CONTENT_FACTS;

/** Reads a key of a topic chosen at run time (i18next's typed `t` knows each topic's keys, not a variable topic's). */
export type TopicReader = (key: string, options?: Record<string, unknown>) => unknown;

/**
 * The topic's title, lead and sections in the current language, placeholders filled, plus a reader
 * for its other keys (`toc`, `actions.*`). A unit test holds every file of every language to the
 * TopicText shape, which is why the cast below is safe.
 */
export function useTopicText(topic: PageTopic): { text: TopicText; read: TopicReader } {
  const { t } = useTranslation(topic);
  const read = t as unknown as TopicReader;
  const get = (key: string) => read(key, { returnObjects: true, ...TEXT_VALUES });
  return { text: { title: get('title'), lead: get('lead'), sections: get('sections') } as TopicText, read };
}
