import { useState } from 'react';
import { readPushDevice, turnOffPushDevice, turnOnPushDevice } from '@rides/platform/push-device';
import { useSession } from '@rides/platform/session';

/**
 * - `unsupported`: this browser cannot show notifications from a site (no service worker or Notification
 *   API; on an iPhone only once the app is on the Home Screen);
 * - `blocked`: the person said no to the browser's question, which a site cannot ask again;
 * - `on` / `off`: this device, for this person.
 */
export type PushState = 'unsupported' | 'blocked' | 'on' | 'off';
/** Why the last switch did not happen: no connection, the browser's question closed unanswered, or anything else. */
export type PushProblem = 'offline' | 'dismissed' | 'failed' | null;

const supported = (): boolean => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'Notification' in window;

function stateFor(uid: string): PushState {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const record = readPushDevice();
  return record?.uid === uid && Notification.permission === 'granted' ? 'on' : 'off';
}

/** The page's service worker (registered by the shell on the driver's pages), or an error after a while. */
async function serviceWorker(timeoutMs = 10_000): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no service worker')), timeoutMs);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

class Dismissed extends Error {}

/**
 * This device's push notifications for the signed-in driver (issue [M] 3): asks the browser's
 * permission, gets the device's token from its push service, registers it on the server, and keeps the
 * choice on the device (@rides/platform/push-device). Turning off reverses each step.
 */
export function usePushDevice() {
  const uid = useSession((s) => s.user?.id ?? '');
  const [state, setState] = useState<PushState>(() => stateFor(uid));
  /** While switching: the state asked for (the switch shows it, and goes back if it fails). */
  const [pending, setPending] = useState<'on' | 'off' | null>(null);
  const [problem, setProblem] = useState<PushProblem>(null);

  async function run(target: 'on' | 'off', step: () => Promise<void>) {
    if (pending) return;
    setPending(target);
    setProblem(null);
    try {
      await step();
    } catch (e) {
      if (!(e instanceof Dismissed)) console.warn('Push notifications could not be switched', e);
      setProblem(e instanceof Dismissed ? 'dismissed' : navigator.onLine ? 'failed' : 'offline');
    } finally {
      setState(stateFor(uid));
      setPending(null);
    }
  }

  const turnOn = () =>
    run('on', async () => {
      if (!navigator.onLine) throw new Error('offline');
      const answer = await Notification.requestPermission();
      if (answer === 'default') throw new Dismissed();
      if (answer === 'granted') await turnOnPushDevice(uid, await serviceWorker());
    });

  const turnOff = () => run('off', turnOffPushDevice);

  return { state, pending, problem, turnOn, turnOff };
}
