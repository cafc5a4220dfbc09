import type { Language } from '@rides/contracts/languages';
import { localeOf } from '@rides/i18n/format';
import { MAIL_STRINGS } from './mail-strings';
import { fill } from './format';
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
  const s = MAIL_STRINGS[d.language];
  const a = s.application;
  const name = d.fullName?.trim();
  let subject: string;
  let intro: string;
  let section: MailSection;
  if (d.decision === 'approved') {
    const t = a.approved[d.kind];
    ({ subject, intro } = t);
    section = { heading: t.heading, paragraphs: [t.body], link: { text: t.link, href: d.signInUrl } };
  } else {
    ({ subject, intro } = a.rejected[d.kind]);
    section = { heading: a.rejected.heading, paragraphs: [a.rejected.body], link: { text: a.rejected.link, href: d.contactUrl } };
  }
  return {
    locale: localeOf(d.language),
    brand: s.brand,
    labelSeparator: s.labelSeparator,
    subject,
    greeting: name ? fill(s.greetingNamed, { name }) : a.greetingNoName,
    intro,
    sections: [section],
    signOff: a.signOff,
    footer: a.footer,
  };
}

export const renderApplicationDecision = (d: ApplicationDecisionData): RenderedMail => render(applicationDecisionDoc(d));
