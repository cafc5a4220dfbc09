import type { Language } from '@rides/contracts/languages';
import type { ContentTopic } from '@rides/content/topics';
import enAbout from '@rides/content/locales/en/about.json';
import enServices from '@rides/content/locales/en/services.json';
import enTerms from '@rides/content/locales/en/terms.json';
import enPrivacy from '@rides/content/locales/en/privacy.json';
import enFaq from '@rides/content/locales/en/faq.json';
import enGuide from '@rides/content/locales/en/guide.json';
import frAbout from '@rides/content/locales/fr/about.json';
import frServices from '@rides/content/locales/fr/services.json';
import frTerms from '@rides/content/locales/fr/terms.json';
import frPrivacy from '@rides/content/locales/fr/privacy.json';
import frFaq from '@rides/content/locales/fr/faq.json';
import frGuide from '@rides/content/locales/fr/guide.json';
import itAbout from '@rides/content/locales/it/about.json';
import itServices from '@rides/content/locales/it/services.json';
import itTerms from '@rides/content/locales/it/terms.json';
import itPrivacy from '@rides/content/locales/it/privacy.json';
import itFaq from '@rides/content/locales/it/faq.json';
import itGuide from '@rides/content/locales/it/guide.json';
import esAbout from '@rides/content/locales/es/about.json';
import esServices from '@rides/content/locales/es/services.json';
import esTerms from '@rides/content/locales/es/terms.json';
import esPrivacy from '@rides/content/locales/es/privacy.json';
import esFaq from '@rides/content/locales/es/faq.json';
import esGuide from '@rides/content/locales/es/guide.json';
import zhAbout from '@rides/content/locales/zh/about.json';
import zhServices from '@rides/content/locales/zh/services.json';
import zhTerms from '@rides/content/locales/zh/terms.json';
import zhPrivacy from '@rides/content/locales/zh/privacy.json';
import zhFaq from '@rides/content/locales/zh/faq.json';
import zhGuide from '@rides/content/locales/zh/guide.json';

/**
 * The site's long-form content (packages/content/locales/<lng>/<topic>.json), bundled into the
 * functions by esbuild: the assistant answers from the very texts the pages show. Typed as unknown on
 * purpose: content-index.ts walks whatever nested structure the topic files have.
 */
export const CONTENT: Readonly<Record<Language, Readonly<Record<ContentTopic, unknown>>>> = {
  en: { about: enAbout, services: enServices, terms: enTerms, privacy: enPrivacy, faq: enFaq, guide: enGuide },
  fr: { about: frAbout, services: frServices, terms: frTerms, privacy: frPrivacy, faq: frFaq, guide: frGuide },
  it: { about: itAbout, services: itServices, terms: itTerms, privacy: itPrivacy, faq: itFaq, guide: itGuide },
  es: { about: esAbout, services: esServices, terms: esTerms, privacy: esPrivacy, faq: esFaq, guide: esGuide },
  zh: { about: zhAbout, services: zhServices, terms: zhTerms, privacy: zhPrivacy, faq: zhFaq, guide: zhGuide },
};
