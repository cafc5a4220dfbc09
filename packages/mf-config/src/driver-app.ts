import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@rides/contracts/languages';

/**
 * The driver's installable app (issue [M] 1): one web app manifest per product language, so the app is
 * installed under its name in the driver's language. Written by scripts/runtime-files.ts, served
 * `no-cache` (scripts/firebase-config.ts), linked by the shell on the driver's pages (shell/src/pwa).
 */
export const DRIVER_APP_NAMES: Readonly<Record<Language, string>> = { en: 'Driver', fr: 'Chauffeur', it: 'Autista', es: 'Conductor', zh: '司机' };

/** `/driver.webmanifest` in English, `/driver.fr.webmanifest` and so on in the others. */
export const driverManifestPath = (lng: string): string => {
  const language = (LANGUAGES as readonly string[]).includes(lng) ? lng : DEFAULT_LANGUAGE;
  return language === DEFAULT_LANGUAGE ? '/driver.webmanifest' : `/driver.${language}.webmanifest`;
};

export const DRIVER_MANIFEST_PATHS: readonly string[] = LANGUAGES.map(driverManifestPath);
