import { PUSH_PROVIDERS, type PushProviderName } from '@rides/contracts/push';
import { adapterName, type ConfigContext } from './schema';

/** Who pushes notifications to drivers' devices (push/select-provider.ts). */
export interface PushConfig {
  /** PUSH_PROVIDER (issue [M] 3): `fcm` (Firebase Cloud Messaging) or `local` (the mailbox twin, local only). */
  pushProvider: PushProviderName;
}

/**
 * PUSH_PROVIDER: `local` by default in `local`, else `fcm`. The local twin is refused outside `local`
 * (a driver would turn notifications on and never get one); FCM needs no secret, it sends with the
 * functions' own service account.
 */
export function readPush({ env, environment, local }: ConfigContext): PushConfig {
  const name = adapterName().parse(env.PUSH_PROVIDER) ?? (local ? 'local' : 'fcm');
  if (!(PUSH_PROVIDERS as readonly string[]).includes(name)) throw new Error(`config: unknown PUSH_PROVIDER "${name}" (fcm or local).`);
  if (name === 'local' && !local) {
    throw new Error(`config: PUSH_PROVIDER=local (the mailbox twin, which delivers nothing) is refused outside the local environment ("${environment}"); use PUSH_PROVIDER=fcm.`);
  }
  return { pushProvider: name as PushProviderName };
}
