import type { Language } from '@rides/contracts/languages';
import { localeOf } from '@rides/i18n/format';
import { textsFor } from '../../i18n/server-i18n';
import { render, type MailDoc, type RenderedMail } from './render';

/**
 * The e-mails whose link acts on the account (issue [N] 5): a password reset and an e-mail address
 * verification, sent by our server with a link to our own /reset-password page, in every language.
 */
export type AccountLinkKind = 'reset' | 'verify';

export interface AccountLinkData {
  kind: AccountLinkKind;
  language: Language;
  email: string;
  /** The shell's /reset-password page with the code (accounts/action-links.ts). */
  url: string;
}

export function accountLinkDoc(d: AccountLinkData): MailDoc {
  const t = textsFor('mail', d.language);
  const k = `accountLink.${d.kind}` as const;
  return {
    locale: localeOf(d.language),
    brand: t('brand'),
    labelSeparator: t('labelSeparator'),
    subject: t(`${k}.subject`),
    greeting: t(`${k}.greeting`),
    intro: t(`${k}.intro`, { email: d.email }),
    sections: [{ heading: t(`${k}.heading`), paragraphs: [t(`${k}.body`)], link: { text: t(`${k}.link`), href: d.url } }],
    signOff: t(`${k}.signOff`),
    footer: t(`${k}.footer`),
  };
}

export const renderAccountLink = (d: AccountLinkData): RenderedMail => render(accountLinkDoc(d));
