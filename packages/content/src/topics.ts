/**
 * The public site's long-form content (issue [G]): one i18n namespace per topic, in
 * `locales/<lng>/<topic>.json`, in the five languages. The web pages load a topic on demand
 * (`contentLoader`); the server reads the same files (the help assistant's local adapter, the local
 * guide PDF), so a text is written once and every channel says the same.
 */
export const CONTENT_TOPICS = ['about', 'services', 'terms', 'privacy', 'faq', 'guide'] as const;
export type ContentTopic = (typeof CONTENT_TOPICS)[number];

/** The namespace loader of `topic` for `useNamespace` (each language is its own chunk). */
export const contentLoader = (topic: ContentTopic) => (lng: string) =>
  import(/* webpackChunkName: "content-[request]" */ `../locales/${lng}/${topic}.json`);
