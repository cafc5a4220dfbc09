import type { AssistantSource } from '@rides/contracts/assistant';
import type { ContentTopic } from '@rides/content/topics';
import type { Language } from '@rides/contracts/languages';
import type { Passage } from './passages';
import { textsFor } from '../i18n/server-i18n';

/**
 * The page that shows each topic. The guide is a PDF offered on the home page, so its passages cite
 * that offer (`/#guide`) rather than a section of a page that does not exist.
 */
const PAGE_OF: Readonly<Record<ContentTopic, AssistantSource['page']>> = {
  faq: '/faq',
  terms: '/terms',
  services: '/services',
  about: '/about',
  privacy: '/privacy',
  guide: '/',
};

/** The link to the page and section a passage comes from, titled by its heading (else the page's name). */
export function sourceOf(passage: Passage, lng: Language): AssistantSource {
  const topics = textsFor('assistant', lng);
  const title = (passage.heading || topics(`topics.${passage.topic}`)).slice(0, 300);
  if (passage.topic === 'guide') return { page: '/', anchor: 'guide', title: topics('topics.guide') };
  return { page: PAGE_OF[passage.topic], ...(passage.anchor && { anchor: passage.anchor }), title };
}

export const pricingSource = (lng: Language): AssistantSource => ({ page: '/pricing', title: textsFor('assistant', lng)('topics.pricing') });
/** The home page's booking form (its section id is `booking`: the skip link "to the booking form" goes there). */
export const bookingSource = (lng: Language): AssistantSource => ({ page: '/', anchor: 'booking', title: textsFor('assistant', lng)('topics.booking') });
