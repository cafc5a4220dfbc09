import * as logs from './logs';
import { placeSchema } from '@rides/contracts/places';
import { busyWindow } from '@rides/domain/ride-lifecycle';
import {
  guaranteeDue,
  guaranteeRefundCents,
  LATE_START_ALERT_MINUTES,
  lateStartAlertDue,
  PUNCTUALITY_GRACE_MINUTES,
  PUNCTUALITY_REFUND_PERCENT,
  punctualityDeadline,
} from '@rides/domain/punctuality';
import { formatMoney, formatParisDateTime, formatParisTime } from '@rides/i18n/format';
import { config } from '../config';
import type { Db } from '../db/db';
import type { SelfServiceDeps } from '../bookings/self-service/deps';
import { lockBooking } from '../bookings/self-service/booking-writes.repo';
import { enqueue } from '../mail/outbox.service';
import { placeText } from '../mail/templates/booking-confirmation.template';
import { renderPunctualityGuarantee } from '../mail/templates/punctuality-guarantee.template';
import { render, type MailRow } from '../mail/templates/render';
import { refundableCents } from '../payments/refunds.service';
import { candidateRows } from '../rides/board.repo';
import { parisDayOf } from '../rides/paris-day';
import { insertNoteEvent, nameOf } from '../rides/ride.repo';
import { rankCandidates } from '../rides/ride-views';
import { firstArrival, guaranteeCandidateIds, lateStartCandidateIds, markGuaranteeApplied, markLateStartAlerted } from './punctuality.repo';

/**
 * The punctuality guarantee's jobs (issue [K] 4; the rule: @rides/domain/punctuality). Both run from
 * runScheduledJobs every few minutes, idempotent and safe to run from two places at once (the booking
 * row is locked, the rule re-checked, the refund and the outbox keyed).
 */

const MIN = 60_000;
/** The jobs look back this far: a ride whose pickup is older is left to the admins. */
export const PUNCTUALITY_LOOKBACK_HOURS = 24;

/** The guarantee's refund: one per ride, ever (the refund path of issue [E] keeps the key). */
export const punctualityRefundKey = (bookingId: string): string => `punctuality:${bookingId}`;
/** The apology to the booker: once per ride. */
export const punctualityMailKey = (bookingId: string): string => `booking:${bookingId}:punctuality-guarantee:booker`;
/** The admins' alert that the driver has not set off: once per ride. */
export const lateStartAlertKey = (bookingId: string): string => `ride:${bookingId}:late-start-alert:admins`;

/**
 * Applies the punctuality guarantee to every ride whose driver was not on location by the pickup time
 * plus the grace: per ride, in one transaction, the booking locked and the rule re-checked, then
 * PUNCTUALITY_REFUND_PERCENT of what the booker paid (capped by what is still refundable) refunded
 * through `refund` (key `punctuality:<bookingId>`), `guarantee_applied_at` set, a `guarantee_refund`
 * ride event recorded and the apology queued to the booker in the booking's language. One ride's
 * trouble (the provider down) is logged and tried again next run. Returns how many were applied now.
 */
export async function applyPunctualityGuarantee(db: Db, now: Date, refund: SelfServiceDeps['refund']): Promise<number> {
  // The rides the guarantee may be due on: pickup between PUNCTUALITY_LOOKBACK_HOURS ago and the grace
  // ago, not applied, a confirmed card booking paid online, the ride neither cancelled nor a no-show,
  // and no `arrive` by the deadline (none, or the first one after it).
  const candidates = await guaranteeCandidateIds(
    db,
    new Date(now.getTime() - PUNCTUALITY_LOOKBACK_HOURS * 60 * MIN),
    new Date(now.getTime() - PUNCTUALITY_GRACE_MINUTES * MIN),
  );
  let n = 0;
  for (const id of candidates) {
    const done = await db
      .transaction()
      .execute(async (trx) => {
        const b = await lockBooking(trx, id);
        if (!b) return false;
        const arrivedAt = await firstArrival(trx, id);
        const due = guaranteeDue(
          {
            pickupAt: new Date(b.pickup_at),
            paymentMethod: b.payment_method,
            paymentStatus: b.payment_status,
            bookingStatus: b.status,
            rideStatus: b.ride_status,
            arrivedAt,
            alreadyApplied: b.guarantee_applied_at !== null,
          },
          now,
        );
        if (!due) return false;
        const amountCents = guaranteeRefundCents(b.total_cents, await refundableCents(trx, id));
        const refunded = amountCents > 0 ? (await refund(trx, { bookingId: id, amountCents, reason: 'punctuality', idempotencyKey: punctualityRefundKey(id), now })).refundedCents : 0;
        await markGuaranteeApplied(trx, id, now);
        const deadline = punctualityDeadline(new Date(b.pickup_at));
        const late = arrivedAt ? `arrived at ${formatParisTime(arrivedAt, 'en')}` : 'not arrived';
        await insertNoteEvent(
          trx,
          { id, ride_status: b.ride_status, driver_id: b.driver_id, driver_name: b.driver_id ? await nameOf(trx, b.driver_id) : null },
          'guarantee_refund',
          `Punctuality guarantee: driver not on location by ${formatParisTime(deadline, 'en')} (pickup + ${PUNCTUALITY_GRACE_MINUTES} min; ${late}); ` +
            `refunded ${formatMoney(refunded, 'en')} (${PUNCTUALITY_REFUND_PERCENT}% of ${formatMoney(b.total_cents, 'en')}) to the card.`,
          now,
        );
        if (refunded > 0) {
          const mail = renderPunctualityGuarantee({
            language: b.language,
            reference: b.reference,
            from: placeSchema.parse(b.from_place),
            to: placeSchema.parse(b.to_place),
            pickupAt: new Date(b.pickup_at),
            paidCents: b.total_cents,
            refundedCents: refunded,
          });
          await enqueue(trx, { dedupeKey: punctualityMailKey(id), bookingId: id, purpose: 'punctuality-guarantee', channel: 'email', payload: { to: b.booker_email, ...mail } });
        }
        logs.punctualityRefunded(id, b.reference, refunded);
        return true;
      })
      .catch((e: unknown) => {
        logs.punctualityGuaranteeFailed(id, e);
        return false;
      });
    if (done) n++;
  }
  return n;
}

/** At most this many backup drivers are named in the alert (the board lists them all). */
const ALERT_BACKUPS = 5;

/**
 * Alerts the admins, once per ride, about every confirmed booking whose ride is still `unassigned` or
 * `assigned` (the driver has not set off) LATE_START_ALERT_MINUTES before pickup: an English e-mail to
 * the support inbox (SUPPORT_INBOX) naming the free backup drivers and linking the assignment board
 * (where the ride shows "Driver not on the way"), a `late_start_alert` ride event, and
 * `late_start_alerted_at` set. Returns how many rides were alerted now.
 */
export async function alertLateStarts(db: Db, now: Date): Promise<number> {
  const candidates = await lateStartCandidateIds(
    db,
    new Date(now.getTime() - PUNCTUALITY_LOOKBACK_HOURS * 60 * MIN),
    new Date(now.getTime() + LATE_START_ALERT_MINUTES * MIN),
  );
  let n = 0;
  for (const id of candidates) {
    const done = await db
      .transaction()
      .execute(async (trx) => {
        const b = await lockBooking(trx, id);
        if (!b) return false;
        const due = lateStartAlertDue({ pickupAt: new Date(b.pickup_at), bookingStatus: b.status, rideStatus: b.ride_status, alreadyAlerted: b.late_start_alerted_at !== null }, now);
        if (!due) return false;
        const pickupAt = new Date(b.pickup_at);
        const driverName = b.driver_id ? await nameOf(trx, b.driver_id) : null;
        const party = b.party as { vehicle: string };
        const backups = rankCandidates(await candidateRows(trx, id, busyWindow(pickupAt, b.duration_minutes), parisDayOf(pickupAt)), {
          vehicle: party.vehicle,
          language: b.language,
          requestedDriverId: b.requested_driver_id,
        }).filter((c) => c.problems.length === 0 && c.id !== b.driver_id);
        const state = b.ride_status === 'unassigned' ? 'no driver assigned' : `${driverName ?? 'the driver'} has not set off`;
        await markLateStartAlerted(trx, id, now);
        await insertNoteEvent(
          trx,
          { id, ride_status: b.ride_status, driver_id: b.driver_id, driver_name: driverName },
          'late_start_alert',
          `Not en route ${LATE_START_ALERT_MINUTES} minutes before pickup (${state}); admins alerted, ${backups.length} backup driver(s) free.`,
          now,
        );
        const place = (p: unknown): string => {
          const parsed = placeSchema.safeParse(p);
          return parsed.success ? placeText(parsed.data) : '?';
        };
        const rows: MailRow[] = [
          { label: 'Pickup', value: `${formatParisDateTime(pickupAt, 'en')} (Paris time)`, strong: true },
          { label: 'From', value: place(b.from_place) },
          { label: 'To', value: place(b.to_place) },
          ...(b.flight_number ? [{ label: 'Flight', value: b.flight_number }] : []),
          { label: 'Ride', value: state },
          { label: 'Traveller', value: `${b.traveller_name ?? b.booker_name} (${b.traveller_phone ?? b.booker_phone})` },
        ];
        const cfg = config();
        const mail = render({
          locale: 'en-GB',
          brand: 'Paris Private Transfers',
          labelSeparator: ': ',
          subject: `[Driver not on the way] ${b.reference} at ${formatParisTime(pickupAt, 'en')}: find a backup driver`,
          greeting: 'Hello,',
          intro:
            `The driver of ${b.reference} has not set off ${LATE_START_ALERT_MINUTES} minutes before pickup. Call the driver, or give the ride to a backup driver. ` +
            `If no driver is on location by ${formatParisTime(punctualityDeadline(pickupAt), 'en')} (pickup + ${PUNCTUALITY_GRACE_MINUTES} min), a booking paid by card is refunded ${PUNCTUALITY_REFUND_PERCENT}% automatically.`,
          highlight: { label: 'Reference', value: b.reference },
          sections: [
            { heading: 'Ride', rows },
            {
              heading: 'Backup drivers free for this ride',
              ...(backups.length > 0
                ? { list: backups.slice(0, ALERT_BACKUPS).map((c) => (c.phone ? `${c.name} (${c.phone})` : c.name)) }
                : { paragraphs: ['No other driver is free for this ride’s time.'] }),
              link: { text: 'Assignment board', href: `${cfg.shellOrigin}/admin/assign-rides` },
            },
          ],
          signOff: 'Paris Private Transfers',
          footer: 'Sent once per ride by the punctuality guarantee’s late-start alert.',
        });
        await enqueue(trx, { dedupeKey: lateStartAlertKey(id), bookingId: id, purpose: 'late-start-alert', channel: 'email', payload: { to: cfg.supportInbox, ...mail } });
        logs.lateStartAlerted(b.reference, LATE_START_ALERT_MINUTES);
        return true;
      })
      .catch((e: unknown) => {
        logs.lateStartAlertFailed(id, e);
        return false;
      });
    if (done) n++;
  }
  return n;
}
