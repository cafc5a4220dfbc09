import type { Language } from '@rides/contracts/languages';
import { en, type ReviewStrings } from './review-locales/en';
import { es } from './review-locales/es';
import { fr } from './review-locales/fr';
import { it } from './review-locales/it';
import { zh } from './review-locales/zh';

/** The review request's wording in every product language (SPEC 9). */
export const REVIEW_STRINGS: Record<Language, ReviewStrings> = { en, fr, it, es, zh };
export type { ReviewStrings };
