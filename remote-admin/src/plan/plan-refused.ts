import type { TFunction } from 'i18next';
import type { RideRefusal } from '@rides/contracts/rides';

/** The ride refusals an apply can meet (the `assign` move's own), worded like the board's (refusals.* in the admin namespace). */
const ASSIGN_REFUSALS: readonly RideRefusal[] = ['wrong-status', 'booking-not-confirmed', 'not-allowed', 'too-late', 'driver-busy', 'driver-unavailable', 'vehicle-too-small', 'not-a-driver', 'same-driver'];

/** Why one ride of an applied plan was not assigned. */
export function refusedText(reason: string, t: TFunction<'admin'>): string {
  if ((ASSIGN_REFUSALS as readonly string[]).includes(reason)) return t(`refusals.${reason as (typeof ASSIGN_REFUSALS)[number]}` as 'refusals.driver-busy');
  if (reason === 'no-time-to-reach') return t('plan.noTimeToReach');
  return t(reason === 'not-found' ? 'plan.notFound' : 'plan.refusedOther');
}
