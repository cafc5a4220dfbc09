import type { Language } from '@rides/contracts/languages';
import { localeOf } from '@rides/i18n/format';
import { textsFor } from '../../i18n/server-i18n';
import { render, type MailDoc, type MailRow, type RenderedMail } from './render';

/** What the sender typed in the contact form (trimmed by the contract), and where to reach us sooner. */
export interface ContactAckData {
  /** The page's language when they wrote. */
  language: Language;
  /** Normalised (PT-XXXXXX), or null when none was given. Quoted back whether or not it exists. */
  bookingReference: string | null;
  /** SPEC 9: support answers within this many minutes (RESPONSE_MINUTES). */
  responseMinutes: number;
  /** The support line's WhatsApp chat link (whatsappLink()). */
  whatsappUrl: string;
}

/**
 * The acknowledgement as plain data. It goes to whatever address was typed, so it carries none of the
 * sender's words (not their name, not their message): otherwise the form would deliver anyone's text
 * from our domain to any inbox. Only the booking reference, if given, is quoted under its label.
 * Nothing about any booking is told here: whether a reference exists is for support to see.
 */
export function contactAckDoc(d: ContactAckData): MailDoc {
  const s = textsFor('mail-contact', d.language);
  const mail = textsFor('mail', d.language);
  const rows: MailRow[] = d.bookingReference ? [{ label: s('labels.reference'), value: d.bookingReference }] : [];
  const hours = Math.max(1, Math.round(d.responseMinutes / 60));
  return {
    locale: localeOf(d.language),
    brand: mail('brand'),
    labelSeparator: mail('labelSeparator'),
    subject: s('subject'),
    greeting: s('greeting'),
    intro: `${s('intro')}\n${s('promise', { count: hours })}`,
    sections: [
      ...(rows.length > 0 ? [{ heading: s('headings.sent'), paragraphs: [s('quoteNote')], rows }] : []),
      { heading: s('headings.sooner'), paragraphs: [s('whatsapp')], link: { text: s('whatsappLink'), href: d.whatsappUrl } },
    ],
    signOff: s('signOff'),
    footer: s('footer'),
  };
}

export const renderContactAck = (d: ContactAckData): RenderedMail => render(contactAckDoc(d));
