import type { Language } from '@rides/i18n/languages';
import en from '@rides/i18n/locales/en/common.json';
import es from '@rides/i18n/locales/es/common.json';
import fr from '@rides/i18n/locales/fr/common.json';
import it from '@rides/i18n/locales/it/common.json';
import zh from '@rides/i18n/locales/zh/common.json';
import { i18n } from './render';

/** The common namespace in every language, for tests that check words in all five. */
export const commonIn: Record<Language, typeof en> = { en, fr, it, es, zh };

/**
 * Gives the tests' i18next instance `ns` (an app's namespace, one bundle per language) and the common
 * namespace in every language, so a test can switch language with `i18n.changeLanguage`.
 */
export function addLanguages<T extends object>(ns: string, bundles: Record<Language, T>): Record<Language, T> {
  for (const [lng, bundle] of Object.entries(bundles)) {
    i18n.addResourceBundle(lng, ns, bundle, true, true);
    i18n.addResourceBundle(lng, 'common', commonIn[lng as Language], true, true);
  }
  return bundles;
}
