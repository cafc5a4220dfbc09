import type { Language } from '@rides/contracts/languages';
import { en, type ChangeStrings } from './change-locales/en';
import { es } from './change-locales/es';
import { fr } from './change-locales/fr';
import { it } from './change-locales/it';
import { zh } from './change-locales/zh';

/** The wording of the e-mails about a booking's changes and cancellation in every product language (SPEC 9). */
export const CHANGE_STRINGS: Record<Language, ChangeStrings> = { en, fr, it, es, zh };
export type { ChangeStrings };
