import { PUSH_PROVIDERS, type PushProviderName } from '@rides/contracts/push';
import { environmentOf } from './env';

/** The adapters config.ts chooses by name, with the rule of each choice (refused outside `local` where it must be). */

export const FLIGHTS_PROVIDERS = ['aeroapi', 'local'] as const;
export type FlightsProviderName = (typeof FLIGHTS_PROVIDERS)[number];

const isSet = (v: string | undefined): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * Config.flightsProvider (FLIGHTS_PROVIDER): `local` by default in `local`, else `aeroapi`. The LOCAL
 * flight board is refused outside `local` (flights would only move when someone types), an unknown
 * name everywhere, and AeroAPI in `local` without its key and the alerts' key (outside local the
 * secrets check of config.ts requires them).
 */
export function flightsProviderOf(env: NodeJS.ProcessEnv, local: boolean): FlightsProviderName {
  const name = (env.FLIGHTS_PROVIDER || (local ? 'local' : 'aeroapi')).trim().toLowerCase();
  if (!(FLIGHTS_PROVIDERS as readonly string[]).includes(name)) {
    throw new Error(`config: unknown FLIGHTS_PROVIDER "${name}" (aeroapi or local).`);
  }
  if (name === 'local' && !local) {
    throw new Error(
      `config: FLIGHTS_PROVIDER=local (the LOCAL flight board, driven by hand) is refused outside the local environment ("${environmentOf(env)}"); use FLIGHTS_PROVIDER=aeroapi.`,
    );
  }
  if (name === 'aeroapi' && local) {
    const missing = ['AEROAPI_KEY', 'FLIGHT_ALERTS_KEY'].filter((k) => !isSet(env[k]));
    if (missing.length > 0) throw new Error(`config: FLIGHTS_PROVIDER=aeroapi needs ${missing.join(' and ')}.`);
  }
  return name as FlightsProviderName;
}

/**
 * Config.pushProvider (PUSH_PROVIDER): `local` by default in `local`, else `fcm`. The local twin is
 * refused outside `local` (a driver would turn notifications on and never get one); FCM needs no
 * secret, it sends with the functions' own service account.
 */
export function pushProviderOf(env: NodeJS.ProcessEnv, local: boolean): PushProviderName {
  const name = (env.PUSH_PROVIDER || (local ? 'local' : 'fcm')).trim().toLowerCase();
  if (!(PUSH_PROVIDERS as readonly string[]).includes(name)) throw new Error(`config: unknown PUSH_PROVIDER "${name}" (fcm or local).`);
  if (name === 'local' && !local) {
    throw new Error(`config: PUSH_PROVIDER=local (the mailbox twin, which delivers nothing) is refused outside the local environment ("${environmentOf(env)}"); use PUSH_PROVIDER=fcm.`);
  }
  return name as PushProviderName;
}
