import type { Language } from '@rides/contracts/languages';
import { en, type MailStrings } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { it } from './locales/it';
import { zh } from './locales/zh';

/** The e-mail wording of every product language (SPEC 9: en, fr, it, es, zh). */
export const MAIL_STRINGS: Record<Language, MailStrings> = { en, fr, it, es, zh };
export type { MailStrings };
