import type { Language } from '@rides/contracts/languages';
import { en, type PunctualityStrings } from './punctuality-locales/en';
import { es } from './punctuality-locales/es';
import { fr } from './punctuality-locales/fr';
import { it } from './punctuality-locales/it';
import { zh } from './punctuality-locales/zh';

/** The punctuality guarantee e-mail's wording in every product language (SPEC 9). */
export const PUNCTUALITY_STRINGS: Record<Language, PunctualityStrings> = { en, fr, it, es, zh };
export type { PunctualityStrings };
