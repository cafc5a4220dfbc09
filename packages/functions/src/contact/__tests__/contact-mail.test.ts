/** @jest-environment node */
// The contact form's two e-mails: the acknowledgement's wording in every language, without the
// sender's words (it goes to any address typed), and support's view of a named booking.
import { LANGUAGES, type Language } from '@rides/contracts/languages';
import { textsFor } from '../../i18n/server-i18n';
import { renderContactAck, type ContactAckData } from '../../mail/templates/contact-ack.template';
import { renderContactSupport, type ContactSupportData } from '../../mail/templates/contact-support.template';

const SPAM = { name: 'Mallory <b>Buy now</b>', message: 'Cheap watches at https://spam.example <script>alert(1)</script>' };
const ack = (language: Language, over: Partial<ContactAckData> = {}) =>
  renderContactAck({
    language,
    ...SPAM, // what the form sends along; the acknowledgement must not carry it
    bookingReference: null,
    responseMinutes: 60,
    whatsappUrl: 'https://wa.me/33639980000',
    ...over,
  });

describe.each(LANGUAGES.map((l) => [l]))('the acknowledgement in %s', (language) => {
  it('promises the answer within an hour, links WhatsApp, and carries none of what was typed (anti-spam)', () => {
    const s = textsFor('mail-contact', language);
    const out = ack(language);
    expect(out.subject).toBe(s('subject'));
    expect(out.text).toContain(s('promise', { count: 1 }));
    expect(out.html).toContain('href="https://wa.me/33639980000"');
    for (const part of [out.subject, out.text, out.html]) expect(part).not.toMatch(/Mallory|spam|watches/);
    expect(out.text).not.toContain(s('quoteNote')); // no reference given: nothing is quoted
  });
});

it('says the promise in hours, in the plural where the language has one', () => {
  expect(ack('en', { responseMinutes: 120 }).text).toContain('within 2 hours, 24 hours a day');
  expect(ack('fr', { responseMinutes: 60 }).text).toContain('sous 1 heure,');
  expect(ack('en', { bookingReference: 'PT-7K3M9Q' }).text).toContain('Booking reference: PT-7K3M9Q');
  expect(ack('en', { bookingReference: 'PT-7K3M9Q' }).text).toContain(textsFor('mail-contact', 'en')('quoteNote'));
});

describe('the message to support', () => {
  const base: ContactSupportData = {
    sentAt: new Date('2026-07-14T07:30:00Z'),
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    language: 'zh',
    bookingReference: null,
    booking: null,
    message: 'Line one\nLine two',
    responseMinutes: 60,
  };

  it('gives the sender as typed and unverified, the language to answer in, and the time in Paris', () => {
    const out = renderContactSupport(base);
    expect(out.subject).toBe('Contact form: new message, 14 Jul 2026, 09:30 (Paris time)');
    expect(out.text).toContain('SENDER (AS TYPED, NOT VERIFIED)\nName: Ada Lovelace\nE-mail: ada@example.com\nLanguage: Chinese (zh)');
    expect(out.text).toContain('Line one\nLine two');
    expect(out.html).toContain('Line one<br>Line two');
    expect(out.text).not.toContain('BOOKING');
  });

  it('names the booking, who the sender is on it, and links the admin view; an unknown reference is said so', () => {
    const booking = {
      reference: 'PT-7K3M9Q',
      status: 'confirmed' as const,
      pickupAt: new Date('2026-07-20T08:00:00Z'),
      from: 'Paris 8e, Champs-Élysées',
      to: 'Paris Charles de Gaulle Airport, Terminal 2E',
      bookerName: 'Grace Hopper',
      bookerEmail: 'grace@example.com',
      travellerName: 'Ada Lovelace',
      senderIs: 'neither' as const,
      adminUrl: 'https://shell.example/admin/all-requests?q=PT-7K3M9Q',
    };
    const out = renderContactSupport({ ...base, bookingReference: 'PT-7K3M9Q', booking });
    expect(out.subject).toContain('booking PT-7K3M9Q');
    expect(out.text).toContain('Booker: Grace Hopper <grace@example.com>');
    expect(out.text).toContain("Sender's e-mail is: neither the booker's nor the traveller's e-mail");
    expect(out.html).toContain('href="https://shell.example/admin/all-requests?q=PT-7K3M9Q"');
    expect(renderContactSupport({ ...base, bookingReference: 'PT-ZZZZZZ' }).text).toContain('No booking has the reference PT-ZZZZZZ');
  });
});
