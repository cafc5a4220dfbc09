import { unregisterPushDevice } from '@rides/contracts/push';
import { callApi, getBackend } from '@rides/platform/api';

/**
 * Whether this device gets push notifications (issue [M] 3), and for whom: the token it registered
 * and the person it registered it for, in localStorage. The server keeps the same token against the
 * person (registerPushDevice), so the choice is per device: a driver's phone on, their laptop off.
 */
const KEY = 'rides.push-device';

export interface PushDeviceRecord {
  uid: string;
  provider: 'fcm' | 'local';
  token: string;
}

export function readPushDevice(): PushDeviceRecord | undefined {
  try {
    const raw = localStorage.getItem(KEY);
    const r = raw ? (JSON.parse(raw) as PushDeviceRecord) : undefined;
    return r && typeof r.uid === 'string' && typeof r.token === 'string' ? r : undefined;
  } catch {
    return undefined;
  }
}

export function savePushDevice(r: PushDeviceRecord): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(r));
  } catch {
    // full or forbidden: the server still has the token; the page shows it as off
  }
}

export function clearPushDevice(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // forbidden: nothing was kept
  }
}

/**
 * Turns this device's notifications off: the server forgets the token, the push service takes it
 * back, and the device forgets it. Called by the profile's switch and before signing out, so a
 * shared or lost phone is not told of the previous person's rides. Throws when the server could not
 * be told (offline): the device then still counts as on.
 */
export async function turnOffPushDevice(): Promise<void> {
  const record = readPushDevice();
  if (!record) return;
  await callApi(unregisterPushDevice, { token: record.token });
  clearPushDevice();
  await (await getBackend()).dropPushToken?.().catch((e: unknown) => console.warn('The push service did not take the token back', e));
}
