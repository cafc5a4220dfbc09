import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en/common.json';
import { DEFAULT_LANGUAGE, LANGUAGES, detectLanguage, saveLanguage, type Language } from './languages';
import { languageFromSearch } from '@rides/contracts/language-url';
import { addNamespaceLoader, loadNamespaces } from './namespaces';

/**
 * The language a page starts in: `?lang=` in the address first (a search result or a shared link
 * for the French page opens in French, see language-url.ts), kept as the visitor's choice; else the
 * saved choice, the browser's languages, English.
 */
export function initialLanguage(search: string = typeof location === 'undefined' ? '' : location.search): Language {
  const fromUrl = languageFromSearch(search);
  if (!fromUrl) return detectLanguage();
  saveLanguage(fromUrl);
  return fromUrl;
}

/**
 * The one i18next instance of a page, created by the shell (or a remote running standalone).
 * English is bundled; other languages are fetched on demand, namespace by namespace.
 */
export async function createI18n(initial: Language = initialLanguage()): Promise<I18n> {
  addNamespaceLoader('common', (lng) => import(`../locales/${lng}/common.json`));
  await i18next.use(initReactI18next).init({
    lng: initial,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: en } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  await loadNamespaces(i18next, initial);
  // i18next resolved the language at init, when only English was loaded, so `resolvedLanguage` said
  // 'en' after a reload in French: the language selector showed English and remotes, which load
  // their namespace for `resolvedLanguage`, rendered in English under a French header. Resolving
  // again now that the language's bundle is here makes every reader agree.
  await i18next.changeLanguage(initial);
  if (typeof document !== 'undefined') document.documentElement.lang = initial;
  return i18next;
}

/** Switches language: loads every registered namespace first, so nothing flashes in English. */
export async function changeLanguage(i18n: I18n, lng: Language): Promise<void> {
  await loadNamespaces(i18n, lng);
  await i18n.changeLanguage(lng);
  saveLanguage(lng);
  document.documentElement.lang = lng;
}
