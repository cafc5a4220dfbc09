/**
 * The last answer of a query kept on this device for one signed-in person, so their app opens with it
 * and shows it without a network (issue [M] 2: the driver's rides of today and tomorrow). In
 * localStorage under `rides.offline.<name>.<uid>`; whenever the session is known, every copy but the
 * signed-in person's is wiped (query-client.ts): signed out, another account, or a session that ended
 * while the app was closed. Storage that is full or forbidden (private mode) only
 * means no copy.
 */
const PREFIX = 'rides.offline.';

export interface DeviceCopy<T> {
  savedAt: number;
  data: T;
}

const keyOf = (name: string, uid: string) => `${PREFIX}${name}.${uid}`;

export function readDeviceCopy<T>(name: string, uid: string): DeviceCopy<T> | undefined {
  try {
    const raw = localStorage.getItem(keyOf(name, uid));
    const copy = raw ? (JSON.parse(raw) as DeviceCopy<T>) : undefined;
    return copy && typeof copy.savedAt === 'number' ? copy : undefined;
  } catch {
    return undefined;
  }
}

export function saveDeviceCopy<T>(name: string, uid: string, copy: DeviceCopy<T>): void {
  try {
    localStorage.setItem(keyOf(name, uid), JSON.stringify(copy));
  } catch {
    // full or forbidden: no copy
  }
}

/** Wipes every copy, or every copy but `keepUid`'s (another person's copies never stay on the device). */
export function clearDeviceCopies(keepUid?: string): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX) && !(keepUid && key.endsWith(`.${keepUid}`))) localStorage.removeItem(key);
  } catch {
    // forbidden: nothing was kept
  }
}
