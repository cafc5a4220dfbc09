import type { Language } from '@rides/contracts/languages';
import { en, type RideStrings } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { it } from './locales/it';
import { zh } from './locales/zh';

/** The ride messages' wording in every product language (SPEC 9: en, fr, it, es, zh). */
export const RIDE_STRINGS: Record<Language, RideStrings> = { en, fr, it, es, zh };
export type { RideStrings };
