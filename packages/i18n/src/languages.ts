import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@rides/contracts/language-codes';
import { LANGUAGE_STORAGE_KEY as STORAGE_KEY } from '@rides/contracts/language-url';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language };

export const isLanguage = (v: unknown): v is Language => (LANGUAGES as readonly unknown[]).includes(v);

/** The saved choice, else the browser's first supported language, else en. */
export function detectLanguage(): Language {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    /* storage blocked: fall through */
  }
  const prefs = typeof navigator !== 'undefined' ? navigator.languages ?? [navigator.language] : [];
  for (const p of prefs) {
    const base = p?.slice(0, 2).toLowerCase();
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

export function saveLanguage(lng: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    /* storage blocked: the choice lasts for this page only */
  }
}
