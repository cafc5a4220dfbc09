/**
 * What an environment other than `local` must be given (issue [N] 3), by subsystem: outside `local`
 * nothing falls back to a local value, so a deploy with one value forgotten refuses to start (config()
 * throws, naming each missing value) instead of failing every sign-in, booking or e-mail. Read from the
 * environment variables themselves, the way config() reads them; `pnpm check:config <environment>`
 * prints the same list for a deploy (scripts/check-config.ts).
 */
export type Subsystem = 'database' | 'sign-in' | 'mail' | 'booking links' | 'places' | 'payments' | 'flights' | 'sms' | 'whatsapp' | 'assistant';

export interface Requirement {
  readonly name: string;
  readonly subsystem: Subsystem;
  /** Kept in Cloud Secret Manager (params.ts), not in the deploy's .env file. */
  readonly secret: boolean;
  /**
   * A credential of an adapter that is not always chosen (ClickSend, the AI assistant): it must not go
   * into the committed .env either; declare it in SECRET_SUBSYSTEMS when choosing that adapter.
   */
  readonly credential?: true;
}

/**
 * The secrets: declared as Firebase secret params (params.ts), so a deploy without one fails; and
 * outside the local environment each must be set, or config() throws.
 */
export const SECRET_SUBSYSTEMS = {
  // They carry credentials (user:password@), so they are secrets too, not lines of the deploy's .env.
  DATABASE_URL: 'database',
  SMTP_URL: 'mail',
  MANAGE_LINK_SECRET: 'booking links',
  OUTBOX_DISPATCH_KEY: 'mail',
  PLACE_ID_SECRET: 'places',
  STRIPE_SECRET_KEY: 'payments',
  STRIPE_WEBHOOK_SECRET: 'payments',
  AEROAPI_KEY: 'flights',
  FLIGHT_ALERTS_KEY: 'flights',
  // Twilio sends SMS and WhatsApp by default in production.
  TWILIO_AUTH_TOKEN: 'sms',
} as const satisfies Record<string, Subsystem>;

/**
 * The values every non-local environment sets in its deploy .env (packages/functions/deploy-env):
 * string params (params.ts), so `firebase deploy` asks for a missing one.
 */
export const DEPLOY_VALUES = {
  WEB_API_KEY: 'sign-in',
  SHELL_ORIGIN: 'sign-in',
  MAIL_FROM: 'mail',
} as const satisfies Record<string, Subsystem>;

/**
 * What each text-message adapter needs per channel (messaging/select-provider.ts checks it again).
 * Twilio's token is a secret param (Twilio is the production default); ClickSend's key and the
 * assistant's ASSISTANT_API_KEY depend on adapters not chosen by default, so they are not global
 * secret params (a deploy would demand them whatever is chosen): `credential`, see Requirement.
 */
export const TEXT_ADAPTER_NEEDS: Readonly<Record<string, Partial<Record<'sms' | 'whatsapp', readonly string[]>>>> = {
  twilio: { sms: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_SMS_FROM'], whatsapp: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_WHATSAPP_FROM'] },
  clicksend: { sms: ['CLICKSEND_USERNAME', 'CLICKSEND_API_KEY'] },
};

const isSet = (v: string | undefined): v is string => typeof v === 'string' && v.trim() !== '';

/** The adapter a channel uses: SMS_PROVIDER / WHATSAPP_PROVIDER, Twilio by default in production. */
export const textProviderOf = (env: NodeJS.ProcessEnv, channel: 'sms' | 'whatsapp', production: boolean): string =>
  (env[channel === 'sms' ? 'SMS_PROVIDER' : 'WHATSAPP_PROVIDER'] || (production ? 'twilio' : 'local')).trim().toLowerCase();

/** Every value `environment` (not local) needs from `env`, whether set or not. */
export function requirementsOf(env: NodeJS.ProcessEnv, environment: string): Requirement[] {
  const out: Requirement[] = [
    ...Object.entries(DEPLOY_VALUES).map(([name, subsystem]) => ({ name, subsystem, secret: false })),
    ...Object.entries(SECRET_SUBSYSTEMS).map(([name, subsystem]) => ({ name, subsystem, secret: true })),
  ];
  for (const channel of ['sms', 'whatsapp'] as const) {
    for (const name of TEXT_ADAPTER_NEEDS[textProviderOf(env, channel, environment === 'production')]?.[channel] ?? []) {
      out.push(name === 'CLICKSEND_API_KEY' ? { name, subsystem: channel, secret: false, credential: true } : { name, subsystem: channel, secret: false });
    }
  }
  if ((env.ASSISTANT_PROVIDER ?? '').trim().toLowerCase() === 'openai') out.push({ name: 'ASSISTANT_API_KEY', subsystem: 'assistant', secret: false, credential: true });
  // One entry per name (Twilio's account serves both channels), in the order above.
  return out.filter((r, i) => out.findIndex((o) => o.name === r.name) === i);
}

/** What `environment` lacks in `env`: empty when it can start. */
export const missingIn = (env: NodeJS.ProcessEnv, environment: string): Requirement[] => requirementsOf(env, environment).filter((r) => !isSet(env[r.name]));

/** The secrets above: Firebase secret params (params.ts), required outside `local`. */
export const REQUIRED_SECRETS_OUTSIDE_LOCAL = Object.keys(SECRET_SUBSYSTEMS) as Array<keyof typeof SECRET_SUBSYSTEMS>;

export type RequiredSecret = (typeof REQUIRED_SECRETS_OUTSIDE_LOCAL)[number];
