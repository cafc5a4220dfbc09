import type { Language } from '@rides/contracts/languages';
import type { PushNotice } from '@rides/contracts/push';
import type { Db } from '../db/db';
import { textsFor } from '../i18n/server-i18n';
import { enqueue } from '../mail/outbox.service';
import { DRIVER_RIDES_PATH } from '../messaging/ride-data';
import { whenShort, type RideTrip } from '../messaging/templates/ride-text';
import { pushDevicesOf } from './push-devices.repo';

/** What a driver is told of a ride by push: a new ride, a change to one they hold, one taken off them. */
export type RidePushKind = 'new' | 'updated' | 'removed';

/**
 * A ride's notification in the driver's language: the reference, when, from and to; never the
 * traveller's name or phone (a phone's lock screen shows it). Tapping a ride the driver holds opens
 * it on their scheduled rides; a removed one opens the list. One tag per ride: a later notice of the
 * same ride replaces the earlier one on the device.
 */
export function rideNotice(kind: RidePushKind, rideId: string, trip: RideTrip, lng: Language): PushNotice {
  const t = textsFor('ride-messages', lng);
  const vars = { reference: trip.reference, when: whenShort(trip.pickupAt, lng), from: trip.from.name, to: trip.to.name };
  return {
    title: t(`push.${kind}`, vars),
    body: t(kind === 'removed' ? 'push.removedBody' : 'push.body', vars),
    url: kind === 'removed' ? DRIVER_RIDES_PATH : `${DRIVER_RIDES_PATH}#ride-${rideId}`,
    tag: `ride-${rideId}`,
  };
}

/** An applied dispatch plan's rides for one driver (in pickup order): one notification for all. */
export function planNotice(trips: readonly RideTrip[], lng: Language, applyId: string): PushNotice {
  const t = textsFor('ride-messages', lng);
  return {
    title: t('push.plan', { count: trips.length }),
    body: t('push.planBody', { when: whenShort(trips[0]!.pickupAt, lng) }),
    url: DRIVER_RIDES_PATH,
    tag: `plan-${applyId}`,
  };
}

/**
 * Queues the notification to each device the driver turned notifications on for, in the caller's
 * transaction (like their e-mail and SMS). Keys: `<keyBase>:push:<device id>`. A driver without a
 * device gets none; their e-mail and SMS are queued as before. Answers how many were queued now.
 */
export async function queueDriverPush(trx: Db, m: { driverId: string; bookingId: string; purpose: string; keyBase: string; notice: PushNotice }): Promise<number> {
  let queued = 0;
  for (const d of await pushDevicesOf(trx, m.driverId)) {
    const payload = { userId: m.driverId, provider: d.provider, token: d.token, label: d.label, notice: m.notice };
    const fresh = await enqueue(trx, { bookingId: m.bookingId, purpose: m.purpose, recipient: d.label || `device ${d.id}`, dedupeKey: `${m.keyBase}:push:${d.id}`, channel: 'push', payload });
    if (fresh) queued++;
  }
  return queued;
}
