// Typed translation keys (ARCHITECTURE: typed i18n): English is the source of truth, and t() accepts
// only keys that exist in it. Every namespace of every app is listed, for the whole-repo typecheck.
import 'i18next';
import type common from '../packages/i18n/locales/en/common.json';
import type publicNs from '../remote-public/src/locales/en.json';
import type customer from '../remote-customer/src/locales/en.json';
import type driver from '../remote-driver/src/locales/en.json';
import type partner from '../remote-partner/src/locales/en.json';
import type admin from '../remote-admin/src/locales/en.json';
import type account from '../shell/src/locales/en.json';
import type aboutContent from '../packages/content/locales/en/about.json';
import type servicesContent from '../packages/content/locales/en/services.json';
import type termsContent from '../packages/content/locales/en/terms.json';
import type privacyContent from '../packages/content/locales/en/privacy.json';
import type faqContent from '../packages/content/locales/en/faq.json';
import type guideContent from '../packages/content/locales/en/guide.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      public: typeof publicNs;
      customer: typeof customer;
      driver: typeof driver;
      partner: typeof partner;
      admin: typeof admin;
      account: typeof account;
      about: typeof aboutContent;
      services: typeof servicesContent;
      terms: typeof termsContent;
      privacy: typeof privacyContent;
      faq: typeof faqContent;
      guide: typeof guideContent;
    };
  }
}
