import { SECRETS, type RequiredSecret } from './config-requirements';

/**
 * The local environment's values (RIDES_ENV=local or the Functions emulator), for the local stack
 * (scripts/stack) and the tests: each is declared by its subsystem (config/*.ts) and gathered here.
 * Never real secrets; config() refuses every one of them outside `local`.
 */
export { LOCAL_MANAGE_LINK_SECRET } from './config/bookings';
export { LOCAL_OUTBOX_DISPATCH_KEY } from './config/mail';
export { LOCAL_SANDBOX_WEBHOOK_SECRET } from './config/payments';
export { LOCAL_PLACE_ID_SECRET } from './config/places';
export { allowedOriginsFor, LOCAL_EXTRA_ORIGINS } from './config/web';

/**
 * What the local stack gives the Functions emulator for each secret param (its `.secret.local`): the
 * local defaults, and for the adapters the local environment does not use (Stripe, AeroAPI, Twilio)
 * values that say they are not keys.
 */
export const LOCAL_SECRETS = Object.fromEntries(Object.entries(SECRETS).map(([name, { local }]) => [name, local])) as Readonly<Record<RequiredSecret, string>>;
