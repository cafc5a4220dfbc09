import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './language-codes';

/**
 * How a page's language is written in its URL (issue [G] 7, search engines).
 *
 * Decision: a query parameter, `?lang=fr`. `https://site/faq?lang=fr` is the French FAQ and
 * `https://site/faq` (no parameter) is the English one, which is also the canonical and x-default
 * URL. A parameter rather than a path prefix (`/fr/faq`) because the route table (SPEC 2) stays as
 * it is: every route, guard, header link and remote keeps its path, and a shared link without the
 * parameter still works. Issue [H] can prerender one HTML file per language from these same URLs.
 *
 * Which language a page shows:
 *  1. at start-up, a valid `?lang=` in the address wins (and is saved as the visitor's choice);
 *  2. without one, the saved choice, then the browser's languages, then English (`detectLanguage`).
 * After start-up the language is a setting: the switcher changes it and writes it into the address,
 * and the shell keeps it in the address of indexed public pages when a link leaves it out (English:
 * parameter removed), so the address of such a page is always its canonical URL (shell/src/seo).
 * Back and forward keep the current language rather than undo a switch.
 *
 * Plain constants and string work, no zod: the web's first screen, the shell's head and the
 * per-environment sitemap (packages/mf-config/src/crawler-files.ts) all build URLs with it.
 */
export const LANGUAGE_PARAM = 'lang';

/** The language a URL's query string asks for, or null when it names none (or an unknown one). */
export function languageFromSearch(search: string): Language | null {
  const value = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return (LANGUAGES as readonly (string | null)[]).includes(value) ? (value as Language) : null;
}

/**
 * The query string (with its `?`, or '' when empty) with the language set: other parameters are
 * kept in their order; English removes the parameter, as the English URL is the canonical one.
 */
export function searchWithLanguage(search: string, lng: Language): string {
  const params = new URLSearchParams(search);
  if (lng === DEFAULT_LANGUAGE) params.delete(LANGUAGE_PARAM);
  else params.set(LANGUAGE_PARAM, lng);
  const out = params.toString();
  return out ? `?${out}` : '';
}

/** The absolute URL of `path` in `lng` on `origin` (no other parameters: the page's canonical URL). */
export const languageUrl = (origin: string, path: string, lng: Language): string => `${origin}${path}${searchWithLanguage('', lng)}`;

/** Where the visitor's language choice is saved (localStorage); read before any script by the prerender guard. */
export const LANGUAGE_STORAGE_KEY = 'rides.lang';
