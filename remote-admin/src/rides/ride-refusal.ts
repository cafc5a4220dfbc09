import type { TFunction } from 'i18next';
import { RIDE_STATUSES, type RideStatus } from '@rides/contracts/ride-status';
import type { RideRefusal } from '@rides/contracts/rides';
import { refusalMessage, type Refusal } from '@rides/platform/refusal';

/** Every ride refusal the admin screens word themselves (refusals.<reason> in the admin namespace). */
/** A driver's own refusal (reconfirming a moved pickup) never reaches an admin screen. */
const WORDED: readonly Exclude<RideRefusal, 'nothing-to-reconfirm'>[] = [
  'wrong-status',
  'booking-not-confirmed',
  'not-allowed',
  'too-early',
  'too-late',
  'reason-required',
  'no-such-action',
  'driver-busy',
  'driver-unavailable',
  'vehicle-too-small',
  'not-a-driver',
  'same-driver',
  'cash-required',
];

const isRideStatus = (s: unknown): s is RideStatus => typeof s === 'string' && (RIDE_STATUSES as readonly string[]).includes(s);

/**
 * Why an assignment or a ride action was refused, in the admin's words: the ride's reason when the
 * server gave one ("This driver is on another ride at that time"), else the common message of its code.
 */
export function rideRefusalText(refusal: Refusal<RideRefusal>, t: TFunction<'admin'>, tc: TFunction): string {
  const { reason, details } = refusal;
  if (reason === 'wrong-status' && isRideStatus(details.status)) return t('refusals.wrongStatusNow', { status: tc(`booking.rideStatus.${details.status}`) });
  if (reason && (WORDED as readonly string[]).includes(reason)) return t(`refusals.${reason as (typeof WORDED)[number]}`);
  return refusalMessage(refusal, tc);
}
