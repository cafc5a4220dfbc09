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
    };
  }
}
