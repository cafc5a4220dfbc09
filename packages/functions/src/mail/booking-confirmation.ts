import { placeSchema } from '@rides/contracts/places';
import { partySchema, quoteSchema } from '@rides/contracts/pricing';
import type { Db } from '../db/db';
import { findById, type BookingRow } from '../bookings/bookings.repo';
import { manageUrl } from '../bookings/manage-token';
import { documentLinks } from '../documents/document-links';
import { receiptAvailable } from '../documents/receipt-eligibility';
import { enqueue } from './outbox.service';
import { renderBookingConfirmation, type Audience, type ConfirmationData } from './templates/booking-confirmation.template';

/** The outbox key (and so the Message-ID) of a booking's confirmation to one audience. */
export const confirmationKey = (bookingId: string, audience: Audience): string => `booking:${bookingId}:confirmation:${audience}`;

/**
 * Queues the confirmation e-mail(s) of a booking in the caller's transaction (SPEC 1): one to the
 * booker, in the booking's language, and one to the traveller when someone else was booked for
 * (a traveller e-mail different from the booker's). Call it where the booking becomes confirmed:
 * createBooking for pay-the-driver (with the row it has just inserted: enqueueConfirmationOf), the
 * payment webhook when a card booking is paid. Calling it again
 * (a retried request, a replayed webhook) queues nothing more: the keys are per booking and audience.
 */
export async function enqueueBookingConfirmation(trx: Db, bookingId: string): Promise<void> {
  const b = await findById(trx, bookingId);
  if (!b) throw new Error(`enqueueBookingConfirmation: no booking ${bookingId}`);
  await enqueueConfirmationOf(trx, b);
}

/** The same, for a booking row the caller has just written (createBooking's insert): no second read. */
export async function enqueueConfirmationOf(trx: Db, b: BookingRow): Promise<void> {
  const bookingId = b.id;

  const data: ConfirmationData = {
    language: b.language,
    reference: b.reference,
    bookerName: b.booker_name,
    travellerName: b.traveller_name,
    from: placeSchema.parse(b.from_place),
    to: placeSchema.parse(b.to_place),
    pickupAt: new Date(b.pickup_at),
    flightNumber: b.flight_number,
    party: partySchema.parse(b.party),
    quote: quoteSchema.parse(b.quote),
    paymentStatus: b.payment_status,
    manageUrl: manageUrl(b.reference),
    documents: documentLinks(b, receiptAvailable(b)),
  };

  const recipients: Array<[Audience, string]> = [['booker', b.booker_email]];
  const traveller = b.traveller_email?.trim();
  if (traveller && traveller.toLowerCase() !== b.booker_email.trim().toLowerCase()) recipients.push(['traveller', traveller]);

  for (const [audience, to] of recipients) {
    await enqueue(trx, {
      dedupeKey: confirmationKey(bookingId, audience),
      bookingId,
      purpose: 'booking-confirmation',
      channel: 'email',
      payload: { to, ...renderBookingConfirmation(data, audience) },
    });
  }
}
