import { placeSchema } from '@rides/contracts/places';
import { partySchema } from '@rides/contracts/pricing';
import type { Db } from '../db/db';
import { findById, type BookingRow } from '../bookings/bookings.repo';
import { manageUrl } from '../bookings/manage-token';
import { mayWriteTo, othersThan } from '../bookings/recipient-limit';
import { customerEmails } from '../messaging/ride-data';
import { enqueue } from './outbox.service';
import { renderBookingChange, type ChangeMail, type ChangeMailBase } from './templates/booking-change.template';

/**
 * The e-mails about a booking after it is made (issue [E]), queued in the caller's transaction (the
 * one that records the change), in the booking's language. Keys carry the change id:
 * `booking:<id>:change:<change id>:<purpose>:<booker|traveller>`, so one change is told once.
 *
 * - booking-cancelled: the booker and the traveller (with their own address); the refund and when it
 *   arrives, or that nothing was charged / nothing is to be paid to the driver (booker only).
 * - change-confirmed: a Modify applied (at once, once its difference is paid, or approved by the
 *   admins): the trip as it is now; to the booker with the prices, and the traveller without.
 * - change-requested, change-payment (a request approved with a difference to pay by card),
 *   change-declined: the booker only.
 * A traveller's e-mail counts in BOOKING_LIMITS.perRecipient (bookings/recipient-limit.ts).
 */

type Trip = ChangeMailBase['trip'];

export const tripOfRow = (b: BookingRow): Trip => ({
  from: placeSchema.parse(b.from_place),
  to: placeSchema.parse(b.to_place),
  pickupAt: new Date(b.pickup_at),
  flightNumber: b.flight_number,
  party: partySchema.parse(b.party),
});

/** A change the booker made themselves (not one our team made or approved). */
const bookerCaused = (m: ChangeMail): boolean => !((m.kind === 'cancelled' && m.by === 'admin') || (m.kind === 'confirmed' && m.approved));

async function queue(trx: Db, b: BookingRow, changeId: string, purpose: string, mail: ChangeMail, opts: { traveller: boolean; trip?: Trip }): Promise<number> {
  let queued = 0;
  const recipients = customerEmails(b).filter((r) => r.audience === 'booker' || opts.traveller);
  for (const { audience, to } of recipients) {
    const base: ChangeMailBase = {
      language: b.language,
      audience,
      reference: b.reference,
      bookerName: b.booker_name,
      travellerName: b.traveller_name,
      trip: opts.trip ?? tripOfRow(b),
      manageUrl: audience === 'booker' ? manageUrl(b.reference) : null,
    };
    // The traveller's address was typed by the booker: what the booker's own act writes to it counts per
    // recipient, and over its share the change is still made and told to the booker, not to that
    // address (issue [N] 8). What our team decided (a cancellation, an approved request) is always told.
    const counted = audience === 'traveller' && bookerCaused(mail) && othersThan([to], b.booker_email).length > 0;
    if (counted && !(await mayWriteTo(trx, to, null, new Date()))) continue;
    const key = `booking:${b.id}:change:${changeId}:${purpose}:${audience}`;
    if (await enqueue(trx, { dedupeKey: key, bookingId: b.id, purpose, channel: 'email', payload: { to, ...renderBookingChange(base, mail) } })) queued++;
  }
  return queued;
}

async function booking(trx: Db, bookingId: string): Promise<BookingRow> {
  const b = await findById(trx, bookingId);
  if (!b) throw new Error(`booking change mail: no booking ${bookingId}`);
  return b;
}

export async function enqueueCancellationMail(trx: Db, bookingId: string, changeId: string, m: Extract<ChangeMail, { kind: 'cancelled' }>): Promise<number> {
  return queue(trx, await booking(trx, bookingId), changeId, 'booking-cancelled', m, { traveller: true });
}

export async function enqueueChangeConfirmedMail(trx: Db, bookingId: string, changeId: string, m: Extract<ChangeMail, { kind: 'confirmed' }>): Promise<number> {
  return queue(trx, await booking(trx, bookingId), changeId, 'change-confirmed', m, { traveller: true });
}

/** `trip`: the trip as asked (the booking is unchanged until the request is answered). */
export async function enqueueChangeRequestedMail(trx: Db, bookingId: string, changeId: string, trip: Trip, m: Extract<ChangeMail, { kind: 'requested' }>): Promise<number> {
  return queue(trx, await booking(trx, bookingId), changeId, 'change-requested', m, { traveller: false, trip });
}

export async function enqueueChangePaymentMail(trx: Db, bookingId: string, changeId: string, trip: Trip, m: Extract<ChangeMail, { kind: 'pay-difference' }>): Promise<number> {
  return queue(trx, await booking(trx, bookingId), changeId, 'change-payment', m, { traveller: false, trip });
}

export async function enqueueChangeDeclinedMail(trx: Db, bookingId: string, changeId: string, m: Extract<ChangeMail, { kind: 'declined' }>): Promise<number> {
  return queue(trx, await booking(trx, bookingId), changeId, 'change-declined', m, { traveller: false });
}
