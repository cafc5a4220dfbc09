import type { PushProviderName } from '@rides/contracts/push';
import type { Db } from '../db/db';

export interface PushDevice {
  id: string;
  provider: PushProviderName;
  token: string;
  label: string;
}

/**
 * Keeps a device's token for a person. A token belongs to one person at a time: registering a token
 * another account held moves it (the phone changed hands), so nobody is told of someone else's rides.
 */
export async function savePushDevice(db: Db, userId: string, d: { provider: PushProviderName; token: string; label: string }, now: Date): Promise<void> {
  await db
    .insertInto('push_devices')
    .values({ user_id: userId, provider: d.provider, token: d.token, label: d.label, last_seen_at: now })
    .onConflict((oc) => oc.column('token').doUpdateSet({ user_id: userId, provider: d.provider, label: d.label, last_seen_at: now }))
    .execute();
}

/** Removes the person's own device with this token; true when there was one. */
export async function deleteOwnPushDevice(db: Db, userId: string, token: string): Promise<boolean> {
  const r = await db.deleteFrom('push_devices').where('user_id', '=', userId).where('token', '=', token).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Forgets a token the push service said is gone (uninstalled app, revoked permission). */
export async function deletePushToken(db: Db, token: string): Promise<void> {
  await db.deleteFrom('push_devices').where('token', '=', token).execute();
}

/** Whether this device still gets the person's notifications. */
export async function hasPushDevice(db: Db, userId: string, token: string): Promise<boolean> {
  return !!(await db.selectFrom('push_devices').select('id').where('user_id', '=', userId).where('token', '=', token).executeTakeFirst());
}

/** The devices a person gets notifications on, oldest first. */
export async function pushDevicesOf(db: Db, userId: string): Promise<PushDevice[]> {
  return db.selectFrom('push_devices').select(['id', 'provider', 'token', 'label']).where('user_id', '=', userId).orderBy('id').execute();
}

/** Keeps the person's `max` most recently registered devices and forgets the rest (a bound on what one account can store). */
export async function keepNewestPushDevices(db: Db, userId: string, max: number): Promise<void> {
  const keep = db.selectFrom('push_devices').select('id').where('user_id', '=', userId).orderBy('last_seen_at', 'desc').orderBy('id', 'desc').limit(max);
  await db.deleteFrom('push_devices').where('user_id', '=', userId).where('id', 'not in', keep).execute();
}
