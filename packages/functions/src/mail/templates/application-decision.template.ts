import type { Language } from '@rides/contracts/languages';
import { localeOf } from '@rides/i18n/format';
import { textsFor } from '../../i18n/server-i18n';
import { render, type MailDoc, type MailSection, type RenderedMail } from './render';

export type ApplicationKind = 'driver' | 'partner';
export type ApplicationDecision = 'approved' | 'rejected';

/** What the applicant is told, read in the decision's transaction (mail/application-decision.ts). */
export interface ApplicationDecisionData {
  /** The applicant's preferred language (users.preferred_language). */
  language: Language;
  kind: ApplicationKind;
  decision: ApplicationDecision;
  fullName: string | null;
  /** Approved: the sign-in page, continuing to the new dashboard. */
  signInUrl: string;
  /** Rejected: the contact page (support answers within 1 hour, 24/7). */
  contactUrl: string;
}

/** The message as plain data; `renderApplicationDecision` turns it into text and HTML. */
export function applicationDecisionDoc(d: ApplicationDecisionData): MailDoc {
  const t = textsFor('mail', d.language);
  const name = d.fullName?.trim();
  let section: MailSection;
  if (d.decision === 'approved') {
    const k = `application.approved.${d.kind}` as const;
    section = { heading: t(`${k}.heading`), paragraphs: [t(`${k}.body`)], link: { text: t(`${k}.link`), href: d.signInUrl } };
  } else {
    section = { heading: t('application.rejected.heading'), paragraphs: [t('application.rejected.body')], link: { text: t('application.rejected.link'), href: d.contactUrl } };
  }
  return {
    locale: localeOf(d.language),
    brand: t('brand'),
    labelSeparator: t('labelSeparator'),
    subject: t(`application.${d.decision}.${d.kind}.subject`),
    greeting: name ? t('greetingNamed', { name }) : t('application.greetingNoName'),
    intro: t(`application.${d.decision}.${d.kind}.intro`),
    sections: [section],
    signOff: t('application.signOff'),
    footer: t('application.footer'),
  };
}

export const renderApplicationDecision = (d: ApplicationDecisionData): RenderedMail => render(applicationDecisionDoc(d));
