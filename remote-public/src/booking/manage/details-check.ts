import type { BookingView } from '@rides/contracts/bookings';
import { bookingDetailsSchema, type BookingDetailsInput } from '@rides/contracts/self-service';
import type { Issue } from '@rides/platform/refusal';

export interface DetailsDraft {
  name: string;
  phone: string;
  email: string;
  flightNumber: string;
  notes: string;
  signText: string;
}

export type DetailsField = keyof DetailsDraft;
/** A field's message: a key of `booking.errors` (shared with the booking form) or of `booking.manage.details.errors`. */
export type DetailsProblem = { shared: 'name' | 'email' | 'phone' | 'flightNumber' } | { own: 'notes' | 'signText' };
export type DetailsErrors = Partial<Record<DetailsField, DetailsProblem>>;

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

const PROBLEMS: Record<string, [DetailsField, DetailsProblem]> = {
  'contact.name': ['name', { shared: 'name' }],
  'contact.phone': ['phone', { shared: 'phone' }],
  'contact.email': ['email', { shared: 'email' }],
  flightNumber: ['flightNumber', { shared: 'flightNumber' }],
  notes: ['notes', { own: 'notes' }],
  signText: ['signText', { own: 'signText' }],
};

/**
 * Field problems from zod issues: the browser's own check with the shared schema, or the server's
 * `invalid-argument` details (paths under `details.`). The first issue of a field wins.
 */
export function detailsProblems(issues: ReadonlyArray<Pick<Issue, 'path'>>): DetailsErrors {
  const out: DetailsErrors = {};
  for (const issue of issues) {
    const path = (typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String)).filter((p, i) => !(i === 0 && p === 'details'));
    const entry = PROBLEMS[path.slice(0, path[0] === 'contact' ? 2 : 1).join('.')];
    if (entry) out[entry[0]] ??= entry[1];
  }
  return out;
}

/** The check before sending: the same schema as the server (bookingDetailsSchema). */
export function checkDetails(d: DetailsDraft): DetailsErrors {
  const parsed = bookingDetailsSchema.safeParse(detailsInput(d));
  return parsed.success ? {} : detailsProblems(parsed.error.issues as Array<{ path: Array<string | number> }>);
}
