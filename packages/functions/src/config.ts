import { setCompany } from '@rides/domain/company';
import { BENCH, ENVIRONMENTS, type EnvironmentDef } from '@rides/mf-config/environments';
import { readAssistantConfig, type AssistantConfig } from './config/assistant';
import { readAuth, refuseUnverifiedTokens, type AuthConfig } from './config/auth';
import { readBookings, type BookingsConfig } from './config/bookings';
import { missingCompanyRequirements, readCompany, type CompanyConfig } from './config/company';
import { readDatabase, type DatabaseConfig } from './config/database';
import { readFlights, type FlightsConfig } from './config/flights';
import { readMail, type MailConfig } from './config/mail';
import { readMessaging, type MessagingConfig } from './config/messaging';
import { readPayments, type PaymentsConfig } from './config/payments';
import { readPlaces, type PlacesConfig } from './config/places';
import { readPlatform, refuseLocalOnPlatform, type PlatformConfig } from './config/platform';
import { readPush, type PushConfig } from './config/push';
import type { ConfigContext } from './config/schema';
import { readWeb, type WebConfig } from './config/web';
import { missingIn } from './config-requirements';
import { environmentOf } from './env';

export type { SellerDetails } from './config/company';

/**
 * All configuration of the functions, read once and typed, one part per subsystem (config/*.ts: each
 * with the zod schema of its environment variables, its local defaults and its secrets). Every value
 * comes from the environment (Cloud Functions params / the emulator's .env files); the defaults are the
 * local stack's, and the secrets among them are refused outside the local environment (see readConfig).
 */
export type Config = PlatformConfig &
  AuthConfig &
  DatabaseConfig &
  WebConfig &
  BookingsConfig &
  MailConfig &
  PaymentsConfig &
  PlacesConfig &
  MessagingConfig &
  PushConfig &
  FlightsConfig &
  CompanyConfig & {
    /** The help assistant's provider and its settings (config/assistant.ts). */
    assistant: AssistantConfig;
  };

export class MissingConfigError extends Error {
  constructor(
    readonly environment: string,
    readonly missing: readonly string[],
    subsystems: readonly string[] = [],
  ) {
    super(
      `config: environment "${environment}" is not local, and these are not set: ${missing.map((name, i) => (subsystems[i] ? `${name} (${subsystems[i]})` : name)).join(', ')}. ` +
        'Outside RIDES_ENV=local / the Functions emulator nothing falls back to a local value (`pnpm check:config <environment>` lists what a deploy needs).',
    );
    this.name = 'MissingConfigError';
  }
}

/** The environments an instance may run as: the deployed ones, and the API bench's production-like one. */
const KNOWN_ENVIRONMENTS: Readonly<Record<string, EnvironmentDef>> = { ...ENVIRONMENTS, [BENCH.name]: BENCH };

/**
 * Reads and checks the configuration; exported for tests (the functions use config()). Refuses to start
 * on a local-only setting on the platform, on anything an environment other than `local` lacks (naming
 * each value and its subsystem), and on a malformed value (naming the variable).
 */
export function readConfig(env: NodeJS.ProcessEnv, environments: Readonly<Record<string, EnvironmentDef>> = KNOWN_ENVIRONMENTS): Config {
  const environment = environmentOf(env);
  const ctx: ConfigContext = { env, environment, local: environment === 'local', production: environment === 'production' };
  refuseLocalOnPlatform(ctx);
  refuseUnverifiedTokens(ctx);
  // The Firebase CLI loads the code to discover the functions (FUNCTIONS_CONTROL_API=true) without
  // their runtime secrets: the check applies when an instance starts, not to that discovery.
  const discovery = env.FUNCTIONS_CONTROL_API === 'true';
  const company = environments[environment]?.company;
  if (!ctx.local && !discovery) {
    const missing = [...missingIn(env, environment), ...missingCompanyRequirements(company)];
    if (missing.length > 0) throw new MissingConfigError(environment, missing.map((r) => r.name), missing.map((r) => r.subsystem));
  }
  // Outside local every secret with a local fallback is required above: the fallbacks serve `local`
  // and the Firebase CLI's discovery only.
  return {
    ...readPlatform(ctx),
    ...readAuth(ctx),
    ...readDatabase(ctx),
    ...readWeb(ctx),
    ...readBookings(ctx),
    ...readMail(ctx),
    ...readPayments(ctx),
    ...readPlaces(ctx),
    ...readMessaging(ctx),
    ...readPush(ctx),
    ...readFlights(ctx),
    ...readCompany(ctx, company),
    assistant: readAssistantConfig(env),
  };
}

let cached: Config | null = null;
/** This instance's configuration, read once; it also sets the company's facts the texts read (@rides/domain/company). */
export function config(): Config {
  if (!cached) {
    cached = readConfig(process.env);
    setCompany(cached.company);
  }
  return cached;
}
