import { assistantNeeds } from './config/assistant';
import { AUTH_DEPLOY_VALUES } from './config/auth';
import { BOOKINGS_SECRETS } from './config/bookings';
import { DATABASE_SECRETS } from './config/database';
import { FLIGHTS_SECRETS } from './config/flights';
import { MAIL_DEPLOY_VALUES, MAIL_SECRETS } from './config/mail';
import { MESSAGING_SECRETS, messagingNeeds } from './config/messaging';
import { PAYMENTS_SECRETS } from './config/payments';
import { PLACES_SECRETS } from './config/places';
import type { Requirement } from './config/schema';
import { WEB_DEPLOY_VALUES } from './config/web';

/**
 * What an environment other than `local` must be given (issue [N] 3), gathered from the subsystems'
 * files (config/*.ts), each of which declares its own secrets and deploy values: outside `local`
 * nothing falls back to a local value, so a deploy with one value forgotten refuses to start (config()
 * throws, naming each missing value) instead of failing every sign-in, booking or e-mail. Read from the
 * environment variables themselves, the way config() reads them; `pnpm check:config <environment>`
 * prints the same list for a deploy (scripts/check-config.ts).
 */

/**
 * Every secret, with its subsystem and its local stand-in: declared as Firebase secret params
 * (params.ts), so a deploy without one fails; and outside the local environment each must be set, or
 * config() throws. To add one, add it to its subsystem's *_SECRETS.
 */
export const SECRETS = {
  ...DATABASE_SECRETS,
  ...MAIL_SECRETS,
  ...BOOKINGS_SECRETS,
  ...PLACES_SECRETS,
  ...PAYMENTS_SECRETS,
  ...FLIGHTS_SECRETS,
  ...MESSAGING_SECRETS,
} as const;

/**
 * The values every non-local environment sets in its deploy .env (packages/functions/deploy-env):
 * string params (params.ts), so `firebase deploy` asks for a missing one.
 */
export const DEPLOY_VALUES = { ...AUTH_DEPLOY_VALUES, ...WEB_DEPLOY_VALUES, ...MAIL_DEPLOY_VALUES } as const;

/** The secrets above: Firebase secret params (params.ts), required outside `local`. */
export const REQUIRED_SECRETS_OUTSIDE_LOCAL = Object.keys(SECRETS) as Array<keyof typeof SECRETS>;

export type RequiredSecret = (typeof REQUIRED_SECRETS_OUTSIDE_LOCAL)[number];

/** Used by messaging/select-provider.ts, which checks an adapter's needs again when it sends. */
export { TEXT_ADAPTER_NEEDS } from './config/messaging';

/** Every value `environment` (not local) needs from `env`, whether set or not. */
export function requirementsOf(env: NodeJS.ProcessEnv, environment: string): Requirement[] {
  const out: Requirement[] = [
    ...Object.entries(DEPLOY_VALUES).map(([name, subsystem]) => ({ name, subsystem, secret: false })),
    ...Object.entries(SECRETS).map(([name, { subsystem }]) => ({ name, subsystem, secret: true })),
    // What the chosen adapters need besides.
    ...messagingNeeds(env, environment),
    ...assistantNeeds(env),
  ];
  // One entry per name (Twilio's account serves both channels), in the order above.
  return out.filter((r, i) => out.findIndex((o) => o.name === r.name) === i);
}

const isSet = (v: string | undefined): boolean => typeof v === 'string' && v.trim() !== '';

/** What `environment` lacks in `env`: empty when it can start. */
export const missingIn = (env: NodeJS.ProcessEnv, environment: string): Requirement[] => requirementsOf(env, environment).filter((r) => !isSet(env[r.name]));
