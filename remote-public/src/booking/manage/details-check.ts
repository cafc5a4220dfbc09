import type { TFunction } from 'i18next';
import type { BookingView } from '@rides/contracts/bookings';
import { bookingDetailsSchema, type BookingDetailsInput } from '@rides/contracts/self-service';
import { z } from 'zod';

export interface DetailsDraft {
  name: string;
  phone: string;
  email: string;
  flightNumber: string;
  notes: string;
  signText: string;
}

type DetailsField = keyof DetailsDraft;

export const NOTES_MAX = 500;
export const SIGN_TEXT_MAX = 60;

/** The form as it opens: the traveller's contact (the booker's when travelling themselves) and what the booking has. */
export function detailsDraftOf(b: BookingView): DetailsDraft {
  const who = b.traveller ?? b.booker;
  return { name: who.name, phone: who.phone, email: who.email, flightNumber: b.flightNumber ?? '', notes: b.notes ?? '', signText: b.signText ?? '' };
}

export function detailsInput(d: DetailsDraft): BookingDetailsInput {
  return { contact: { name: d.name, phone: d.phone, email: d.email }, flightNumber: d.flightNumber.trim(), notes: d.notes.trim(), signText: d.signText.trim() };
}

const { contact, flightNumber, notes, signText } = bookingDetailsSchema.shape;

/**
 * The check before sending: the server's schema (bookingDetailsSchema) field by field, over what
 * `detailsInput` sends, so each problem lands on its field. A refusal's details (paths under
 * `details.`, the contact's under `details.contact.`) land on the same fields by their last name.
 */
export const detailsForm = z.object({
  name: contact.shape.name,
  phone: contact.shape.phone,
  email: contact.shape.email,
  flightNumber: z.string().trim().pipe(flightNumber),
  notes: z.string().trim().pipe(notes),
  signText: z.string().trim().pipe(signText),
}) satisfies z.ZodType<unknown, DetailsDraft>;

/** A field's message: `booking.errors` (shared with the booking form) or `booking.manage.details.errors`, whatever rule it broke. */
export function detailsMessage(field: string, t: TFunction<'public'>): string {
  const f = field as DetailsField;
  if (f === 'notes') return t('booking.manage.details.errors.notes', { max: NOTES_MAX });
  if (f === 'signText') return t('booking.manage.details.errors.signText', { max: SIGN_TEXT_MAX });
  return t(`booking.errors.${f}`);
}
