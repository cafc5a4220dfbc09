import type { Language } from '@rides/contracts/languages';
import { en, type DocumentStrings } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { it } from './locales/it';
import { zh } from './locales/zh';

/** The documents' wording in every product language (SPEC 9: en, fr, it, es, zh). */
export const DOCUMENT_STRINGS: Record<Language, DocumentStrings> = { en, fr, it, es, zh };
export type { DocumentStrings };
