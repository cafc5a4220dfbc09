import type { CreateBookingInput } from '@rides/contracts/bookings';
import type { BotProof } from '@rides/contracts/sign-in';
import type { BookingDraft } from '../draft';
import { tripInput } from './trip-check';
import { apiLanguage } from './place-search';

export interface Attempt {
  idempotencyKey: string;
  /** The total the person saw on the Confirm button. */
  shownTotalCents: number;
  language: string | undefined;
  partnerSlug: string | null;
  /** How the form was filled (SPEC 5), measured at this Confirm. */
  proof: BotProof;
}

const contact = (c: BookingDraft['booker']) => ({ name: c.name, email: c.email, phone: c.phone });

/** The createBooking request for a draft and one checkout attempt. */
export function bookingInput(d: BookingDraft, a: Attempt): CreateBookingInput {
  return {
    idempotencyKey: a.idempotencyKey,
    trip: tripInput(d),
    booker: contact(d.booker),
    traveller: d.forSomeoneElse ? contact(d.traveller) : null,
    payment: d.payment ?? 'card',
    shownTotalCents: a.shownTotalCents,
    acceptTerms: true,
    language: apiLanguage(a.language),
    requestedDriverId: d.requestedDriverId,
    partnerSlug: a.partnerSlug,
    proof: a.proof,
  };
}

/** A fresh key per checkout attempt (a UUID, as createBooking requires). */
export function newAttemptKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
