import { placeSchema } from '@rides/contracts/places';
import type { Language } from '@rides/contracts/languages';
import { whatsappLink, RESPONSE_MINUTES } from '@rides/domain/company';
import type { Db } from '../db/db';
import type { BookingRow } from '../bookings/bookings.repo';
import { enqueue } from '../mail/outbox.service';
import { renderContactAck } from '../mail/templates/contact-ack.template';
import { renderContactSupport, type NamedBooking, type SenderOnBooking } from '../mail/templates/contact-support.template';

/** One accepted contact message, as the service passes it on. */
export interface ContactMessage {
  /** A fresh id per message: the outbox keys (and so the Message-IDs) of its two e-mails. */
  id: string;
  sentAt: Date;
  name: string;
  email: string;
  language: Language;
  bookingReference: string | null;
  message: string;
}

/** Where the two e-mails go and link to. */
export interface ContactMailConfig {
  supportInbox: string;
  shellOrigin: string;
}

export const contactKey = (id: string, to: 'support' | 'ack'): string => `contact:${id}:${to}`;

const placeName = (json: unknown): string => {
  const p = placeSchema.safeParse(json);
  return p.success ? [p.data.name, p.data.detail].filter(Boolean).join(', ') : '?';
};

const same = (a: string | null, b: string): boolean => !!a && a.trim().toLowerCase() === b.trim().toLowerCase();

/** What support sees of the booking the sender named; nothing of it ever reaches the sender. */
export function namedBooking(b: BookingRow, senderEmail: string, shellOrigin: string): NamedBooking {
  const senderIs: SenderOnBooking = same(b.booker_email, senderEmail) ? 'booker' : same(b.traveller_email, senderEmail) ? 'traveller' : 'neither';
  return {
    reference: b.reference,
    status: b.status,
    pickupAt: new Date(b.pickup_at),
    from: placeName(b.from_place),
    to: placeName(b.to_place),
    bookerName: b.booker_name,
    bookerEmail: b.booker_email,
    travellerName: b.traveller_name,
    senderIs,
    adminUrl: `${shellOrigin}/admin/all-requests?q=${encodeURIComponent(b.reference)}`,
  };
}

/**
 * Queues, in the caller's transaction, the message to the support mailbox (linked to the booking it
 * names, so the admin's request detail lists it) and the acknowledgement to the sender in the page's
 * language. The sender's e-mail is not told whether the reference exists.
 */
export async function enqueueContactMessages(trx: Db, m: ContactMessage, booking: BookingRow | undefined, cfg: ContactMailConfig): Promise<void> {
  await enqueue(trx, {
    dedupeKey: contactKey(m.id, 'support'),
    purpose: 'contact-support',
    bookingId: booking?.id ?? null,
    channel: 'email',
    payload: {
      to: cfg.supportInbox,
      replyTo: m.email,
      ...renderContactSupport({ ...m, booking: booking ? namedBooking(booking, m.email, cfg.shellOrigin) : null, responseMinutes: RESPONSE_MINUTES }),
    },
  });
  await enqueue(trx, {
    dedupeKey: contactKey(m.id, 'ack'),
    purpose: 'contact-ack',
    channel: 'email',
    payload: {
      to: m.email,
      ...renderContactAck({ ...m, responseMinutes: RESPONSE_MINUTES, whatsappUrl: whatsappLink() }),
    },
  });
}
