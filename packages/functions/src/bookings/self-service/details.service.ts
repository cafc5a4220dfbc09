import type { z } from 'zod';
import type { BookingView } from '@rides/contracts/bookings';
import type { bookingDetailsSchema } from '@rides/contracts/self-service';
import { selfServiceWindow } from '@rides/domain/self-service';
import type { Caller } from '../../http/callable';
import { refuse } from '../../http/refuse';
import { enqueueBookingUpdated } from '../../messaging/ride-messages';
import { bookingByLink } from '../booking-access.service';
import { mayWriteTo, othersThan } from '../recipient-limit';
import { bookingView } from '../booking-view.service';
import { findById, type BookingRow } from '../bookings.repo';
import { lockBooking, writeDetails, type DetailColumns } from './booking-writes.repo';
import type { ContactSnapshot, DetailsSnapshot } from './change-data';
import { insertChange } from './changes.repo';
import type { SelfServiceDeps } from './deps';

type Details = z.output<typeof bookingDetailsSchema>;

/** The person the driver meets: the traveller someone else booked for, else the booker. */
export const travellerContactOf = (b: BookingRow): ContactSnapshot =>
  b.traveller_name
    ? { name: b.traveller_name, email: b.traveller_email ?? '', phone: b.traveller_phone ?? '' }
    : { name: b.booker_name, email: b.booker_email, phone: b.booker_phone };

const sameContact = (a: ContactSnapshot, b: ContactSnapshot) => a.name === b.name && a.phone === b.phone && a.email.toLowerCase() === b.email.toLowerCase();

/**
 * What a details update changes: the columns to write and, for the change's record, the changed
 * fields only (before and after).
 *
 * The contact is the traveller's. With a separate traveller it replaces theirs. When the booker
 * travels, a new name or phone is the booker's; the booker's e-mail itself never changes here: it
 * links the booking to their account and receives its receipts and manage link, so changing it
 * would hand the booking to whoever holds the link (support changes it on request). A different
 * e-mail therefore means someone else now travels: the contact becomes a separate traveller, who
 * gets the ride's messages of their own.
 */
export function detailChanges(b: BookingRow, d: Details): { columns: DetailColumns; before: DetailsSnapshot; after: DetailsSnapshot } {
  const columns: DetailColumns = {};
  const before: DetailsSnapshot = {};
  const after: DetailsSnapshot = {};
  const current = travellerContactOf(b);
  if (!sameContact(current, d.contact)) {
    before.contact = current;
    after.contact = d.contact;
    const booker = !b.traveller_name && d.contact.email.toLowerCase() === b.booker_email.toLowerCase();
    Object.assign(
      columns,
      booker ? { booker_name: d.contact.name, booker_phone: d.contact.phone } : { traveller_name: d.contact.name, traveller_email: d.contact.email, traveller_phone: d.contact.phone },
    );
  }
  const simple: Array<[keyof Omit<DetailsSnapshot, 'contact'>, 'flight_number' | 'notes' | 'sign_text', string]> = [
    ['flightNumber', 'flight_number', d.flightNumber],
    ['notes', 'notes', d.notes],
    ['signText', 'sign_text', d.signText],
  ];
  for (const [field, column, value] of simple) {
    const next = value || null;
    if ((b[column] ?? null) === next) continue;
    before[field] = b[column] ?? null;
    after[field] = next;
    columns[column] = next;
  }
  return { columns, before, after };
}

/**
 * updateBookingDetails (public, the manage link's key): the traveller's contact, the flight number,
 * the notes for the driver and the sign text, while the ride has not set off (selfService.details).
 * A change is recorded with the changed fields only, and the driver holding the ride gets the job
 * again (e-mail and SMS, their language); nothing changed: no record, no message.
 */
export async function updateBookingDetails(
  deps: SelfServiceDeps,
  input: { reference: string; token: string; details: Details },
  caller: Caller | null,
): Promise<BookingView> {
  const now = deps.now();
  const found = await bookingByLink(deps.db, input.reference, input.token, now);
  await deps.db.transaction().execute(async (trx) => {
    const b = (await lockBooking(trx, found.id))!;
    const w = selfServiceWindow({ status: b.status, rideStatus: b.ride_status, pickupAt: new Date(b.pickup_at) }, now);
    if (!w.details) throw refuse('failed-precondition', 'not-open', { rideStatus: b.ride_status });
    const { columns, before, after } = detailChanges(b, input.details);
    if (Object.keys(after).length === 0) return;
    // A new traveller's address gets the ride's messages: it counts per recipient (issue [N] 8).
    const [newAddress] = othersThan([columns.traveller_email], b.booker_email).filter((e) => e.toLowerCase() !== (b.traveller_email ?? '').toLowerCase());
    if (newAddress && !(await mayWriteTo(trx, newAddress, null, now))) throw refuse('resource-exhausted', 'rate-limited');
    await writeDetails(trx, b.id, columns, now);
    const change = await insertChange(trx, { bookingId: b.id, kind: 'details', status: 'applied', actor: 'booker', actorId: caller?.uid ?? null, before, after, now });
    await enqueueBookingUpdated(trx, b.id, change.id);
  });
  deps.afterCommit();
  return bookingView(deps.db, (await findById(deps.db, found.id))!, deps.now());
}
