import { z } from 'zod';

/** SPEC 1/9: interface languages, default and fallback en. */
export const LANGUAGES = ['en', 'fr', 'it', 'es', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const languageSchema = z.enum(LANGUAGES);
