import { environmentOf } from './env';
import type { RequiredSecret } from './config-requirements';

/**
 * The local environment's values (RIDES_ENV=local or the Functions emulator): origins and stand-ins for
 * the secrets. Never real secrets; config.ts refuses every one of them outside `local`.
 */

/** The local harness origins: the shell on both loopback names, and each remote's standalone harness. */
export const LOCAL_EXTRA_ORIGINS: readonly string[] = [
  'http://localhost:5000',
  'http://127.0.0.1:5000',
  ...[5101, 5102, 5103, 5104, 5105].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]),
];

/** `Config.allowedOrigins` of an environment: exact origins, no wildcard, no trailing slash. */
export function allowedOriginsFor(env: NodeJS.ProcessEnv): readonly string[] {
  const shell = env.SHELL_ORIGIN ?? 'http://localhost:5000';
  const extra = (env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  const local = environmentOf(env) === 'local' ? LOCAL_EXTRA_ORIGINS : [];
  return [...new Set([shell, ...extra, ...local].map((o) => o.replace(/\/+$/, '')))];
}

/** Signs geocoded place ids in the local environment when PLACE_ID_SECRET is unset. Never a real secret. */
export const LOCAL_PLACE_ID_SECRET = 'local-only-place-id-secret';

/** The local stack's outbox dispatcher key (scripts/stack/stack.ts sends it); refused outside `local`. */
export const LOCAL_OUTBOX_DISPATCH_KEY = 'local-only-outbox-dispatch-key';

/** Keys manage links in the local environment only. Never a real secret. */
export const LOCAL_MANAGE_LINK_SECRET = 'local-only-manage-link-secret';

/** Signs the local payment sandbox's events in the local environment only. Never a real secret. */
export const LOCAL_SANDBOX_WEBHOOK_SECRET = 'whsec_local_sandbox_not_a_real_secret';

/**
 * What the local stack gives the Functions emulator for each secret param (its `.secret.local`): the
 * local defaults, and for Stripe values that say they are not keys (locally PAYMENTS_PROVIDER is the
 * sandbox, so nothing calls Stripe). Never real secrets, refused outside `local` like every default here.
 */
export const LOCAL_SECRETS: Readonly<Record<RequiredSecret, string>> = {
  // The local stack's PGlite and mailbox (scripts/stack).
  DATABASE_URL: 'postgres://postgres:postgres@127.0.0.1:5433/postgres',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  MANAGE_LINK_SECRET: LOCAL_MANAGE_LINK_SECRET,
  OUTBOX_DISPATCH_KEY: LOCAL_OUTBOX_DISPATCH_KEY,
  PLACE_ID_SECRET: LOCAL_PLACE_ID_SECRET,
  STRIPE_SECRET_KEY: 'local-not-a-stripe-key',
  STRIPE_WEBHOOK_SECRET: 'local-not-a-stripe-webhook-secret',
  // Locally FLIGHTS_PROVIDER is the local flight board, so nothing calls AeroAPI.
  AEROAPI_KEY: 'local-not-an-aeroapi-key',
  FLIGHT_ALERTS_KEY: 'local-not-a-flight-alerts-key',
  // Locally the text messages go to the mailbox (the local adapter), so nothing calls Twilio.
  TWILIO_AUTH_TOKEN: 'local-not-a-twilio-token',
};
