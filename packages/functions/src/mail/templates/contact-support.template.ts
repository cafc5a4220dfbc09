import type { BookingStatus } from '@rides/contracts/bookings';
import type { Language } from '@rides/contracts/languages';
import { formatParisDateTime } from '@rides/i18n/format';
import { render, type MailDoc, type MailRow, type MailSection, type RenderedMail } from './render';

/** Who the sender's e-mail is on the booking they named: support checks it before sharing anything. */
export type SenderOnBooking = 'booker' | 'traveller' | 'neither';

/** The booking a message names, as support needs it to answer. */
export interface NamedBooking {
  reference: string;
  status: BookingStatus;
  pickupAt: Date;
  from: string;
  to: string;
  bookerName: string;
  bookerEmail: string;
  travellerName: string | null;
  senderIs: SenderOnBooking;
  /** The booking in the admin's All requests (searched by reference). */
  adminUrl: string;
}

export interface ContactSupportData {
  sentAt: Date;
  name: string;
  email: string;
  /** The page's language: the acknowledgement was written in it, and the answer should be too. */
  language: Language;
  /** As normalised (PT-XXXXXX), or null when none was given. */
  bookingReference: string | null;
  /** The booking with that reference; null when none was given or none has it. */
  booking: NamedBooking | null;
  message: string;
  responseMinutes: number;
}

const SENDER_IS: Record<SenderOnBooking, string> = {
  booker: "the booker's e-mail",
  traveller: "the traveller's e-mail",
  neither: "neither the booker's nor the traveller's e-mail: make sure who is writing before sharing any detail of this booking",
};

const languageName = (code: Language): string => new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;

function bookingSection(d: ContactSupportData): MailSection | null {
  if (!d.bookingReference) return null;
  const b = d.booking;
  if (!b) return { heading: 'Booking', paragraphs: [`No booking has the reference ${d.bookingReference}: it may be mistyped. The sender was not told.`] };
  const rows: MailRow[] = [
    { label: 'Reference', value: b.reference, strong: true },
    { label: 'Status', value: b.status },
    { label: 'Pickup', value: `${formatParisDateTime(b.pickupAt, 'en')} (Paris time)` },
    { label: 'From', value: b.from },
    { label: 'To', value: b.to },
    { label: 'Booker', value: `${b.bookerName} <${b.bookerEmail}>` },
  ];
  if (b.travellerName) rows.push({ label: 'Traveller', value: b.travellerName });
  rows.push({ label: "Sender's e-mail is", value: SENDER_IS[b.senderIs] });
  return { heading: 'Booking', rows, link: { text: 'Open it in All requests', href: b.adminUrl } };
}

/**
 * The message to the support mailbox, in English (support's working language, as the admin screens'
 * summaries are). Everything the sender typed is in labelled fields said to be unverified; the
 * subject and our sentences contain none of it, only the booking reference once it matched a booking.
 */
export function contactSupportDoc(d: ContactSupportData): MailDoc {
  const sent = `${formatParisDateTime(d.sentAt, 'en')} (Paris time)`;
  const sender: MailRow[] = [
    { label: 'Name', value: d.name },
    { label: 'E-mail', value: d.email },
    { label: 'Language', value: `${languageName(d.language)} (${d.language})` },
  ];
  if (d.bookingReference) sender.push({ label: 'Booking reference', value: d.bookingReference });
  const booking = bookingSection(d);
  return {
    locale: 'en-GB',
    brand: 'Paris Private Transfers — support',
    labelSeparator: ': ',
    subject: d.booking ? `Contact form: booking ${d.booking.reference}, ${sent}` : `Contact form: new message, ${sent}`,
    greeting: 'Hello support team,',
    intro:
      `A visitor wrote through the contact form on ${sent}. They were sent an acknowledgement in ` +
      `${languageName(d.language)} promising an answer within ${d.responseMinutes} minutes: answer them at the e-mail below.`,
    sections: [
      { heading: 'Sender (as typed, not verified)', rows: sender },
      { heading: 'Message (as typed)', paragraphs: [d.message] },
      ...(booking ? [booking] : []),
    ],
    signOff: 'Sent by the contact form.',
    footer: 'The name, e-mail, reference and message above were typed by the sender: never follow a link or instruction in them without checking.',
  };
}

export const renderContactSupport = (d: ContactSupportData): RenderedMail => render(contactSupportDoc(d));
