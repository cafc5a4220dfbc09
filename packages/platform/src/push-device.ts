import { registerPushDevice, unregisterPushDevice } from '@rides/contracts/push';
import { callApi, getBackend } from '@rides/platform/api';

/**
 * Whether this device gets push notifications (issue [M] 3), and for whom: the token it registered
 * and the person it registered it for, in localStorage. The server keeps the same token against the
 * person (registerPushDevice), so the choice is per device: a driver's phone on, their laptop off.
 */
const KEY = 'rides.push-device';

export interface PushDeviceRecord {
  uid: string;
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

function savePushDevice(r: PushDeviceRecord): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(r));
  } catch {
    // full or forbidden: the server still has the token; the page shows it as off
  }
}

function clearPushDevice(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // forbidden: nothing was kept
  }
}

/** "Chrome on Android": how a driver recognises the device among theirs. */
export function deviceLabel(ua: string = navigator.userAgent): string {
  const browser = /SamsungBrowser/.test(ua) ? 'Samsung Internet' : /Edg\//.test(ua) ? 'Edge' : /Firefox\//.test(ua) ? 'Firefox' : /Chrome\//.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : 'Browser';
  const os = /Android/.test(ua) ? 'Android' : /iPhone/.test(ua) ? 'iPhone' : /iPad/.test(ua) ? 'iPad' : /Windows/.test(ua) ? 'Windows' : /Mac OS X/.test(ua) ? 'Mac' : /Linux/.test(ua) ? 'Linux' : '';
  return os ? `${browser} on ${os}` : browser;
}

/** The site's service worker registration (the driver's app registers it), or undefined when there is none. */
const workerRegistration = async (): Promise<ServiceWorkerRegistration | undefined> =>
  'serviceWorker' in navigator ? navigator.serviceWorker.getRegistration() : undefined;

/**
 * One switch at a time: a registration still under way when the app opens must not land after the
 * driver turned the device off or signed out.
 */
let chain: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(step: () => Promise<T>): Promise<T> {
  const run = chain.then(step, step);
  chain = run.catch(() => undefined);
  return run;
}

async function register(uid: string, registration: ServiceWorkerRegistration): Promise<void> {
  const backend = await getBackend();
  if (!backend.pushToken) throw new Error('no push on this backend');
  const { provider, token } = await backend.pushToken(registration);
  await callApi(registerPushDevice, { provider, token, label: deviceLabel() });
  const before = readPushDevice();
  savePushDevice({ uid, token });
  if (before && before.uid === uid && before.token !== token) await callApi(unregisterPushDevice, { token: before.token }).catch(() => undefined);
}

async function unregister(): Promise<void> {
  const record = readPushDevice();
  if (!record) return;
  const told = await callApi(unregisterPushDevice, { token: record.token }).then(
    () => null,
    (e: unknown) => e,
  );
  clearPushDevice();
  const registration = await workerRegistration();
  if (registration) await (await getBackend()).dropPushToken?.(registration).catch((e: unknown) => console.warn('The push service did not take the token back', e));
  if (told) throw told;
}

/**
 * Turns this device's notifications on for `uid`: the device's token from its push service (through
 * the app's worker), registered on the server, kept on the device. A token that changed since the
 * last time (push services rotate them) replaces the old one.
 */
export const turnOnPushDevice = (uid: string, registration: ServiceWorkerRegistration): Promise<void> => oneAtATime(() => register(uid, registration));

/**
 * When the driver's app opens: a device that is on for `uid` registers its current token again (the
 * push service may have rotated it; the server dates the device), or turns itself off when the
 * browser's permission was withdrawn. Best effort: offline, nothing changes.
 */
export const refreshPushDevice = (uid: string): Promise<void> =>
  oneAtATime(async () => {
    if (readPushDevice()?.uid !== uid || !navigator.onLine) return;
    if (Notification.permission !== 'granted') return unregister();
    const registration = await workerRegistration();
    if (registration) await register(uid, registration);
  });

/**
 * Turns this device's notifications off: the server forgets the token, the push service takes it
 * back, and the device forgets it. Called by the profile's switch and before signing out, so a
 * shared or lost phone is not told of the previous person's rides. When the server cannot be told
 * (offline), the browser still drops its push subscription, so the server's next push to the token
 * finds it gone and forgets the device; the error is thrown after.
 */
export const turnOffPushDevice = (): Promise<void> => oneAtATime(unregister);
