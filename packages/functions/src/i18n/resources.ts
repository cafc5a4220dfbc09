import type { Language } from '@rides/contracts/language-codes';
import { en as mailEn } from '../mail/templates/locales/en';
import { fr as mailFr } from '../mail/templates/locales/fr';
import { it as mailIt } from '../mail/templates/locales/it';
import { es as mailEs } from '../mail/templates/locales/es';
import { zh as mailZh } from '../mail/templates/locales/zh';
import { en as contactEn } from '../mail/templates/contact-locales/en';
import { fr as contactFr } from '../mail/templates/contact-locales/fr';
import { it as contactIt } from '../mail/templates/contact-locales/it';
import { es as contactEs } from '../mail/templates/contact-locales/es';
import { zh as contactZh } from '../mail/templates/contact-locales/zh';
import { en as changeEn } from '../mail/templates/change-locales/en';
import { fr as changeFr } from '../mail/templates/change-locales/fr';
import { it as changeIt } from '../mail/templates/change-locales/it';
import { es as changeEs } from '../mail/templates/change-locales/es';
import { zh as changeZh } from '../mail/templates/change-locales/zh';
import { en as punctualityEn } from '../mail/templates/punctuality-locales/en';
import { fr as punctualityFr } from '../mail/templates/punctuality-locales/fr';
import { it as punctualityIt } from '../mail/templates/punctuality-locales/it';
import { es as punctualityEs } from '../mail/templates/punctuality-locales/es';
import { zh as punctualityZh } from '../mail/templates/punctuality-locales/zh';
import { en as reviewEn } from '../mail/templates/review-locales/en';
import { fr as reviewFr } from '../mail/templates/review-locales/fr';
import { it as reviewIt } from '../mail/templates/review-locales/it';
import { es as reviewEs } from '../mail/templates/review-locales/es';
import { zh as reviewZh } from '../mail/templates/review-locales/zh';
import { en as rideEn } from '../messaging/templates/locales/en';
import { fr as rideFr } from '../messaging/templates/locales/fr';
import { it as rideIt } from '../messaging/templates/locales/it';
import { es as rideEs } from '../messaging/templates/locales/es';
import { zh as rideZh } from '../messaging/templates/locales/zh';
import { en as flightsEn } from '../flights/locales/en';
import { fr as flightsFr } from '../flights/locales/fr';
import { it as flightsIt } from '../flights/locales/it';
import { es as flightsEs } from '../flights/locales/es';
import { zh as flightsZh } from '../flights/locales/zh';
import { en as documentsEn } from '../documents/locales/en';
import { fr as documentsFr } from '../documents/locales/fr';
import { it as documentsIt } from '../documents/locales/it';
import { es as documentsEs } from '../documents/locales/es';
import { zh as documentsZh } from '../documents/locales/zh';
import assistantEn from '../assistant/locales/en.json';
import assistantFr from '../assistant/locales/fr.json';
import assistantIt from '../assistant/locales/it.json';
import assistantEs from '../assistant/locales/es.json';
import assistantZh from '../assistant/locales/zh.json';

/**
 * Every text the functions send or draw, per language and namespace, bundled (no file is read at run
 * time). A namespace is one feature's locale folder, English its source of truth:
 * - mail: the booking e-mails' shared wording (labels, party, greeting, sign-off), the confirmation,
 *   the application decision and the account links (mail/templates/locales);
 * - mail-contact, mail-change, mail-punctuality, mail-review: one e-mail each (mail/templates/<name>-locales);
 * - ride-messages: the ride's e-mails, SMS and push notifications (messaging/templates/locales);
 * - flights: a followed flight's messages (flights/locales);
 * - documents: the receipt, the partners' statement, the calendar file and their links (documents/locales);
 * - assistant: the assistant's own sentences (assistant/locales/*.json).
 */
const en = {
  mail: mailEn,
  'mail-contact': contactEn,
  'mail-change': changeEn,
  'mail-punctuality': punctualityEn,
  'mail-review': reviewEn,
  'ride-messages': rideEn,
  flights: flightsEn,
  documents: documentsEn,
  assistant: assistantEn,
};

/** The namespaces' English texts: their keys are the keys of every language (i18n/__tests__ checks). */
export type ServerTexts = typeof en;
export type Namespace = keyof ServerTexts;

export const RESOURCES: Readonly<Record<Language, ServerTexts>> = {
  en,
  fr: {
    mail: mailFr,
    'mail-contact': contactFr,
    'mail-change': changeFr,
    'mail-punctuality': punctualityFr,
    'mail-review': reviewFr,
    'ride-messages': rideFr,
    flights: flightsFr,
    documents: documentsFr,
    assistant: assistantFr,
  },
  it: {
    mail: mailIt,
    'mail-contact': contactIt,
    'mail-change': changeIt,
    'mail-punctuality': punctualityIt,
    'mail-review': reviewIt,
    'ride-messages': rideIt,
    flights: flightsIt,
    documents: documentsIt,
    assistant: assistantIt,
  },
  es: {
    mail: mailEs,
    'mail-contact': contactEs,
    'mail-change': changeEs,
    'mail-punctuality': punctualityEs,
    'mail-review': reviewEs,
    'ride-messages': rideEs,
    flights: flightsEs,
    documents: documentsEs,
    assistant: assistantEs,
  },
  zh: {
    mail: mailZh,
    'mail-contact': contactZh,
    'mail-change': changeZh,
    'mail-punctuality': punctualityZh,
    'mail-review': reviewZh,
    'ride-messages': rideZh,
    flights: flightsZh,
    documents: documentsZh,
    assistant: assistantZh,
  },
};
