import type { Language } from '@rides/contracts/languages';
import { en, type ContactStrings } from './contact-locales/en';
import { es } from './contact-locales/es';
import { fr } from './contact-locales/fr';
import { it } from './contact-locales/it';
import { zh } from './contact-locales/zh';

/** The wording of the contact form's acknowledgement in every product language (SPEC 9). */
export const CONTACT_STRINGS: Record<Language, ContactStrings> = { en, fr, it, es, zh };
export type { ContactStrings };
