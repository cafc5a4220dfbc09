import * as logs from './logs';
import type { Db } from '../db/db';
import { findById, type BookingRow } from '../bookings/bookings.repo';
import { manageUrl, trackUrl } from '../bookings/manage-token';
import { contactUrl } from '../mail/application-decision';
import { enqueue } from '../mail/outbox.service';
import { customerEmails, driverRidesUrl, travellerEmailOrBooker, travellerPhone, tripOf, type CustomerAudience } from './ride-data';
import { driverContact, type DriverContact } from './ride-messages.repo';
import { driverDetailsSms, renderDriverDetails, type DetailsVariant } from './templates/driver-details.template';
import { driverJobSms, renderDriverJob, type JobVariant } from './templates/driver-job.template';
import { renderArranging, renderHandBackConfirmed, renderRideRemoved, rideRemovedSms } from './templates/ride-notices.template';
import { onTheWaySms, renderOnTheWay } from './templates/on-the-way.template';
import type { RideTrip } from './templates/ride-text';
import { textsFor } from '../i18n/server-i18n';
import { isE164 } from './provider';
import { queueDriverPush, rideNotice } from '../push/push-messages';
import type { RideMessageEvent } from '../rides/ride.service';

export type { RideMessageEvent };

/** What queues ride messages needs: the booking, how its messages tell the ride, and the key prefix. */
export interface RideContext {
  booking: BookingRow;
  trip: RideTrip;
  /** `ride:<id>:event:<eventId>` or `ride:<id>:reminder:…`: every message's key starts with it. */
  keyPrefix: string;
}

/**
 * Queues one SMS. A number that is not E.164 (an old or hand-edited record) is skipped with a warning
 * rather than refused: it must never stop the ride change that queues it.
 */
export async function queueSms(trx: Db, m: { dedupeKey: string; bookingId: string; purpose: string; to: string; text: string }): Promise<boolean> {
  if (!isE164(m.to)) {
    logs.smsSkippedNotE164(m.dedupeKey);
    return false;
  }
  return enqueue(trx, { dedupeKey: m.dedupeKey, bookingId: m.bookingId, purpose: m.purpose, channel: 'sms', payload: { to: m.to, text: m.text } });
}

const manageLinkFor = (c: RideContext, audience: CustomerAudience): string | null => (audience === 'booker' ? manageUrl(c.booking.reference) : null);

/**
 * The driver-details e-mail to the booker (and the traveller with their own address), and the SMS to
 * the traveller's phone (else the booker's). `only: 'traveller'` is the evening-before reminder: the
 * person travelling only. Keys: `<keyBase>:<booker|traveller>:<email|sms>`. Answers how many were queued now.
 */
export async function queueDriverDetails(
  trx: Db,
  c: RideContext,
  driver: DriverContact,
  variant: DetailsVariant,
  purpose: string,
  opts: { only?: 'traveller'; keyBase?: string } = {},
): Promise<number> {
  let queued = 0;
  const language = c.booking.language;
  const facts = { bookingId: c.booking.id, purpose };
  const keyBase = opts.keyBase ?? `${c.keyPrefix}:${purpose}`;
  const recipients = opts.only ? [travellerEmailOrBooker(c.booking)] : customerEmails(c.booking);
  for (const { audience, to } of recipients) {
    const mail = renderDriverDetails({ language, trip: c.trip, driver, variant, audience, manageUrl: manageLinkFor(c, audience), contactUrl: contactUrl() });
    if (await enqueue(trx, { ...facts, dedupeKey: `${keyBase}:${audience}:email`, channel: 'email', payload: { to, ...mail } })) queued++;
  }
  const text = driverDetailsSms({ language, trip: c.trip, driver, variant });
  if (await queueSms(trx, { ...facts, dedupeKey: `${keyBase}:traveller:sms`, to: travellerPhone(c.booking), text })) queued++;
  return queued;
}

/**
 * The job (or its reminder) to the driver, by e-mail and SMS, in the driver's language, and a new or
 * updated job by push to each of their devices. Keys: `<keyBase>:<email|sms|push:<device id>>`.
 */
export async function queueDriverJob(
  trx: Db,
  c: RideContext,
  driver: DriverContact,
  variant: JobVariant,
  purpose: string,
  keyBase = `${c.keyPrefix}:${purpose}:${driver.id}`,
): Promise<number> {
  const data = { language: driver.language, trip: c.trip, driverFirstName: driver.firstName, variant, ridesUrl: driverRidesUrl() };
  const facts = { bookingId: c.booking.id, purpose };
  let queued = 0;
  if (driver.email && (await enqueue(trx, { ...facts, dedupeKey: `${keyBase}:email`, channel: 'email', payload: { to: driver.email, ...renderDriverJob(data) } }))) queued++;
  if (driver.phone && (await queueSms(trx, { ...facts, dedupeKey: `${keyBase}:sms`, to: driver.phone, text: driverJobSms(data) }))) queued++;
  // New work and changes are pushed; reminders are not (the driver already knows the ride).
  if (variant === 'new' || variant === 'updated') {
    queued += await queueDriverPush(trx, { ...facts, driverId: driver.id, keyBase, notice: rideNotice(variant, c.booking.id, c.trip, driver.language) });
  }
  return queued;
}

/** The reason shown to a driver: the system's, in the driver's language, else dispatch's words. */
const reasonFor = (e: Pick<RideMessageEvent, 'reason' | 'reasonCode'>, driver: DriverContact): string | null =>
  e.reasonCode ? textsFor('ride-messages', driver.language)(`removed.reasons.${e.reasonCode}`) : e.reason;

/** The driver who lost the ride: "removed" (e-mail, SMS and push), or the confirmation of their own hand-back (e-mail). */
async function queueDriverOff(trx: Db, c: RideContext, driver: DriverContact, handedBack: boolean, e: Pick<RideMessageEvent, 'reason' | 'reasonCode'>): Promise<void> {
  const data = { language: driver.language, trip: c.trip, driverFirstName: driver.firstName, reason: reasonFor(e, driver), ridesUrl: driverRidesUrl() };
  const purpose = handedBack ? 'hand-back-confirmed' : 'ride-removed';
  const facts = { bookingId: c.booking.id, purpose };
  const key = `${c.keyPrefix}:${purpose}:${driver.id}`;
  if (driver.email) {
    const mail = handedBack ? renderHandBackConfirmed(data) : renderRideRemoved(data);
    await enqueue(trx, { ...facts, dedupeKey: `${key}:email`, channel: 'email', payload: { to: driver.email, ...mail } });
  }
  // They handed it back in the app a moment ago: the e-mail is their record, a text would only repeat it.
  if (!handedBack && driver.phone) {
    await queueSms(trx, { ...facts, dedupeKey: `${key}:sms`, to: driver.phone, text: rideRemovedSms(data) });
  }
  if (!handedBack) await queueDriverPush(trx, { ...facts, driverId: driver.id, keyBase: key, notice: rideNotice('removed', c.booking.id, c.trip, driver.language) });
}

/** The booker (and traveller): a new driver is being arranged, details follow. E-mail only: no alarm. */
async function queueArranging(trx: Db, c: RideContext): Promise<void> {
  for (const { audience, to } of customerEmails(c.booking)) {
    const mail = renderArranging({ language: c.booking.language, trip: c.trip, audience, manageUrl: manageLinkFor(c, audience) });
    await enqueue(trx, { bookingId: c.booking.id, purpose: 'driver-arranging', dedupeKey: `${c.keyPrefix}:driver-arranging:${audience}:email`, channel: 'email', payload: { to, ...mail } });
  }
}

/**
 * The driver set off (issue [K] 3): "your driver is on the way" with the live link, by e-mail to the
 * booker (and the traveller with their own address) and by SMS to the traveller's phone, in the
 * booking's language. The only message that carries the live link.
 */
async function queueOnTheWay(trx: Db, c: RideContext, driver: DriverContact): Promise<void> {
  const data = { language: c.booking.language, trip: c.trip, driver, trackUrl: trackUrl(c.booking.reference) };
  const facts = { bookingId: c.booking.id, purpose: 'driver-on-the-way' };
  const key = `${c.keyPrefix}:driver-on-the-way`;
  for (const { audience, to } of customerEmails(c.booking)) {
    await enqueue(trx, { ...facts, dedupeKey: `${key}:${audience}:email`, channel: 'email', payload: { to, ...renderOnTheWay(data) } });
  }
  await queueSms(trx, { ...facts, dedupeKey: `${key}:traveller:sms`, to: travellerPhone(c.booking), text: onTheWaySms(data) });
}

/** The booking and how its messages tell the ride; throws when the booking does not exist. */
export async function rideContext(trx: Db, bookingId: string, keyPrefix: string): Promise<RideContext> {
  const booking = await findById(trx, bookingId);
  if (!booking) throw new Error(`ride messages: no booking ${bookingId}`);
  return { booking, trip: tripOf(booking), keyPrefix };
}

/**
 * Queues the messages of a change of driver in the caller's transaction (the one that records the
 * ride event), so the change and its messages commit or roll back together. Keys carry the event id:
 * one event's messages are queued once, whatever retries happen. The caller kicks the outbox after
 * commit.
 * - assigned: driver details to the booker (+ traveller) by e-mail and SMS; the job to the driver.
 * - reassigned: the same with the new driver's details; "ride removed" to the previous driver.
 * - unassigned: "ride removed" to the previous driver; "we are arranging your driver" to the booker.
 * - handed_back: a confirmation to the driver who handed it back; "arranging" to the booker.
 * - started: "your driver is on the way" with the live link to the booker (+ traveller), by e-mail and SMS.
 * - cancelled (by dispatch): "ride removed" to the driver who held it. What the booker is told about a
 *   cancellation (and its refund) belongs to the cancellation itself.
 * `customers: false` leaves the booker's messages out (a booker's change tells them itself);
 * `driverJob: false` leaves the new driver's job out (an applied dispatch plan sends each driver one
 * message with all their new rides, dispatch/plan-messages.ts).
 */
export async function enqueueRideMessages(trx: Db, e: RideMessageEvent, opts: { customers?: boolean; driverJob?: boolean } = {}): Promise<void> {
  const c = await rideContext(trx, e.bookingId, `ride:${e.bookingId}:event:${e.eventId}`);
  const driver = e.driverId ? await driverContact(trx, e.driverId) : undefined;
  const previous = e.previousDriverId && e.previousDriverId !== e.driverId ? await driverContact(trx, e.previousDriverId) : undefined;

  if (e.kind === 'started') {
    if (driver) await queueOnTheWay(trx, c, driver);
    return;
  }
  if (e.kind === 'assigned' || e.kind === 'reassigned') {
    if (!driver) throw new Error(`ride messages: no driver ${e.driverId} for booking ${e.bookingId}`);
    await queueDriverDetails(trx, c, driver, e.kind, 'driver-details');
    if (opts.driverJob !== false) await queueDriverJob(trx, c, driver, 'new', 'driver-job');
    if (previous) await queueDriverOff(trx, c, previous, false, e);
    return;
  }
  if (previous) await queueDriverOff(trx, c, previous, e.kind === 'handed_back', e);
  // A booker's own change that released the driver tells the booker in its own e-mail (mail/booking-changes.ts).
  if (e.kind !== 'cancelled' && opts.customers !== false) await queueArranging(trx, c);
}

/**
 * The driver holding the ride is told its booking changed (issue [E]: details updated by the booker, or
 * a Modify they still fit): the job again, as it is now, by e-mail and SMS in the driver's language.
 * Keyed by the booking change, so one change tells the driver once. Nothing when no driver holds it.
 */
export async function enqueueBookingUpdated(trx: Db, bookingId: string, changeId: string): Promise<number> {
  const c = await rideContext(trx, bookingId, `booking:${bookingId}:change:${changeId}`);
  const holds = c.booking.driver_id && (c.booking.ride_status === 'assigned' || c.booking.ride_status === 'en_route');
  const driver = holds ? await driverContact(trx, c.booking.driver_id!) : undefined;
  if (!driver) return 0;
  return queueDriverJob(trx, c, driver, 'updated', 'booking-updated');
}
