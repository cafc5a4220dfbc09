/**
 * SPEC 1/9: interface languages, default and fallback en. Plain constants, no schema: the web's first
 * screen (language detection, formatting) reads them without loading zod; `languages.ts` adds the schema.
 */
export const LANGUAGES = ['en', 'fr', 'it', 'es', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
