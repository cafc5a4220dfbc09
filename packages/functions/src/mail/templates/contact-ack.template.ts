import type { Language } from '@rides/contracts/languages';
import { localeOf } from '@rides/i18n/format';
import { CONTACT_STRINGS } from './contact-strings';
import { MAIL_STRINGS } from './mail-strings';
import { plural } from './format';
import { render, type MailDoc, type MailRow, type RenderedMail } from './render';

/** What the sender typed in the contact form (trimmed by the contract), and where to reach us sooner. */
export interface ContactAckData {
  /** The page's language when they wrote. */
  language: Language;
  name: string;
  email: string;
  /** Normalised (PT-XXXXXX), or null when none was given. Quoted back whether or not it exists. */
  bookingReference: string | null;
  message: string;
  /** SPEC 9: support answers within this many minutes (COMPANY.responseMinutes). */
  responseMinutes: number;
  /** The support line's WhatsApp chat link (whatsappLink()). */
  whatsappUrl: string;
}

/**
 * The acknowledgement as plain data. Our wording never contains what the sender typed: the greeting
 * names nobody, and their name, e-mail, reference and message appear only under "What you sent us",
 * each with its label, said to be quoted as typed. Nothing about any booking is told here: whether a
 * reference exists is for support to see, not for whoever typed it.
 */
export function contactAckDoc(d: ContactAckData): MailDoc {
  const s = CONTACT_STRINGS[d.language];
  const mail = MAIL_STRINGS[d.language];
  const rows: MailRow[] = [
    { label: s.labels.name, value: d.name },
    { label: s.labels.email, value: d.email },
  ];
  if (d.bookingReference) rows.push({ label: s.labels.reference, value: d.bookingReference });
  const hours = Math.max(1, Math.round(d.responseMinutes / 60));
  return {
    locale: localeOf(d.language),
    brand: mail.brand,
    labelSeparator: mail.labelSeparator,
    subject: s.subject,
    greeting: s.greeting,
    intro: `${s.intro}\n${plural(s.promise, hours, d.language)}`,
    sections: [
      { heading: s.headings.sent, paragraphs: [s.quoteNote], rows },
      { heading: s.headings.message, paragraphs: [d.message] },
      { heading: s.headings.sooner, paragraphs: [s.whatsapp], link: { text: s.whatsappLink, href: d.whatsappUrl } },
    ],
    signOff: s.signOff,
    footer: s.footer,
  };
}

export const renderContactAck = (d: ContactAckData): RenderedMail => render(contactAckDoc(d));
