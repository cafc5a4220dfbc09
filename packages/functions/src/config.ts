import { randomBytes } from 'node:crypto';
import { DEMO_COMPANY, missingCompanyFacts, type CompanyFacts } from '@rides/contracts/company';
import { setCompany } from '@rides/domain/company';
import { BENCH, ENVIRONMENTS, type EnvironmentDef } from '@rides/mf-config/environments';
import type { PushProviderName } from '@rides/contracts/push';
import { readAssistantConfig, type AssistantConfig } from './assistant/assistant-config';
import { missingIn, textProviderOf } from './config-requirements';
import { environmentOf } from './env';
import { allowedOriginsFor, LOCAL_MANAGE_LINK_SECRET, LOCAL_OUTBOX_DISPATCH_KEY, LOCAL_PLACE_ID_SECRET, LOCAL_SANDBOX_WEBHOOK_SECRET } from './config-local';
import { flightsProviderOf, pushProviderOf, type FlightsProviderName } from './config-providers';

/**
 * All configuration of the functions, read once and typed. Every value comes from the environment
 * (Cloud Functions params / the emulator's .env files); the defaults are the local stack's, and the
 * secrets among them are refused outside the local environment (see readConfig).
 */
export interface Config {
  /** Postgres connection string: PGlite over the wire protocol locally, Cloud SQL / AlloyDB in production. */
  databaseUrl: string;
  /** Pool size per function instance. */
  databasePoolSize: number;
  region: string;
  /**
   * Name of the deployment environment (see packages/mf-config/src/environments.ts): RIDES_ENV, else
   * `local` inside the Functions emulator, else `production` (environmentOf). Never `local` by default.
   */
  environment: string;
  /** The project's public web API key, used to check passwords with Identity Toolkit. */
  webApiKey: string;
  /** Set by the emulator suite; Identity Toolkit is then the Auth emulator. */
  authEmulatorHost: string | null;
  /** Where people open the product: links in e-mails and payment return pages point there. */
  shellOrigin: string;
  /** Keys the booking manage links (bookings/manage-token.ts). A secret: required outside local. */
  manageLinkSecret: string;
  /** Outgoing mail server (mail/smtp-mailer.ts): the local stack's SMTP capture, a provider's SMTP in production. */
  smtpUrl: string;
  /** Sender of every e-mail, "Name <address>". */
  mailFrom: string;
  /** Shared secret of the dispatchOutbox HTTP function (header x-outbox-key). A secret: required outside local. */
  outboxDispatchKey: string;
  /**
   * Where this project's HTTP functions answer (no trailing slash): the payment sandbox's page and the
   * webhook it calls live there. Locally the emulator: http://127.0.0.1:5001/<project>/<region>.
   */
  functionsBaseUrl: string;
  /**
   * Who takes payments (payments/select-provider.ts): `stripe`, the default outside `local`, or
   * `sandbox`, the LOCAL payment sandbox and the default in `local`, refused anywhere else (PAYMENTS_PROVIDER).
   */
  paymentsProvider: string;
  /** Stripe secret API key (sk_live_… / sk_test_…). A secret: required outside local. */
  stripeSecretKey: string | null;
  /** Signing secret of the Stripe webhook endpoint (whsec_…). */
  stripeWebhookSecret: string | null;
  /** Signs the LOCAL payment sandbox's webhook events (payments/sandbox-adapter.ts). Never a real secret. */
  sandboxWebhookSecret: string;
  /**
   * Who finds typed street addresses (places/geocoder/select-geocoder.ts): `local` (the default locally)
   * attaches them to a known place; `geoplateforme` asks the French national address base (BAN) through
   * the Géoplateforme geocoding service, with the local adapter as fallback (the default elsewhere).
   * Anything else is refused.
   */
  geocoder: string;
  /** The Géoplateforme geocoding search endpoint. */
  geocoderUrl: string;
  /** How long searchPlaces waits for the geocoder before answering with the local adapter instead. */
  geocoderTimeoutMs: number;
  /**
   * Signs the ids of geocoded addresses (places/geocoder/signed-address-id.ts), so the server can trust
   * the coordinates a booking's place id carries. A secret: required outside the local environment
   * (readConfig throws without it); null only in the CLI's discovery outside local.
   */
  placeIdSecret: string | null;
  /**
   * Who sends SMS (messaging/select-provider.ts): `local` (the default outside production: the message
   * lands in the local mailbox, nothing is delivered), `twilio` or `clicksend`. Production defaults to
   * `twilio` and refuses `local`; an adapter whose secrets are missing refuses to send (fails closed).
   */
  smsProvider: string;
  /** Who sends WhatsApp messages: `local` (default outside production) or `twilio` (default in production). */
  whatsappProvider: string;
  /** Twilio account (AC…); with twilioAuthToken it signs requests and status callbacks. */
  twilioAccountSid: string | null;
  /** Twilio auth token. A secret. */
  twilioAuthToken: string | null;
  /** SMS sender: an E.164 number or a Messaging Service SID (MG…). */
  twilioSmsFrom: string | null;
  /** WhatsApp sender, `whatsapp:+…` or just the E.164 number. */
  twilioWhatsappFrom: string | null;
  clicksendUsername: string | null;
  /** ClickSend API key. A secret. */
  clicksendApiKey: string | null;
  /** ClickSend sender id or number; null uses ClickSend's shared numbers. */
  clicksendFrom: string | null;
  /** The public address of the messagingStatus function, given to Twilio as StatusCallback; null: no delivery reports. */
  messagingStatusUrl: string | null;
  /**
   * Page origins whose browsers may call the callables (their `cors` option; any other Origin gets no
   * CORS headers, so a browser refuses to send or read the call). Remotes run inside the shell's page,
   * so their calls carry the shell's Origin: outside `local` this is the shell's origin (SHELL_ORIGIN)
   * plus any in ALLOWED_ORIGINS (comma-separated, e.g. a custom domain). Locally also
   * http://127.0.0.1:5000 and the standalone harnesses of the remotes (5101-5105, which call the
   * emulator from their own page). HTTP functions answer no CORS at all (see allowedOriginsFor).
   */
  allowedOrigins: readonly string[];
  /**
   * The company's facts in this environment (@rides/mf-config/environments, issue [N] 4): the demo
   * values locally; elsewhere complete, or config() refuses to start.
   */
  company: CompanyFacts;
  /** The seller printed on receipts (documents/seller.ts, issue [E]): from `company`. */
  seller: SellerDetails;
  /**
   * Whether signed-out bookings are limited per client address (BOOKING_LIMITS in @rides/domain/bot):
   * BOOKING_ADDRESS_LIMITS=on|off, by default on everywhere but `local`, where every caller (the
   * developer, the test suite, the benches) is 127.0.0.1. The per-recipient limit is always on.
   */
  bookingAddressLimits: boolean;
  /** The support mailbox the contact form writes to (SUPPORT_INBOX), by default the address the site shows. */
  supportInbox: string;
  /** The help assistant's provider and its settings (assistant/assistant-config.ts). */
  assistant: AssistantConfig;
  /**
   * Who says where a flight is (flights/select-provider.ts, issue [K]): `aeroapi` (FlightAware AeroAPI,
   * the default outside `local`) or `local`, the LOCAL flight board admins drive by hand, the default
   * in `local` and refused anywhere else (FLIGHTS_PROVIDER).
   */
  flightsProvider: FlightsProviderName;
  /** PUSH_PROVIDER (issue [M] 3): `fcm` (Firebase Cloud Messaging) or `local` (the mailbox twin, local only). */
  pushProvider: PushProviderName;
  /** The Firebase project (GCLOUD_PROJECT): FCM sends in its name. */
  projectId: string;
  /** FlightAware AeroAPI key (x-apikey). A secret: required outside local, and locally when FLIGHTS_PROVIDER=aeroapi. */
  aeroapiKey: string | null;
  /**
   * The shared secret FlightAware's alerts carry in the URL of the flightAlerts function (`?key=`):
   * AeroAPI does not sign its alerts. A secret: required like AEROAPI_KEY.
   */
  flightAlertsKey: string | null;
}

/** The legal details of the company that sells the rides, as a receipt states them. */
export interface SellerDetails {
  name: string;
  addressLines: readonly string[];
  /** French company id (SIRET, 14 digits). */
  siret: string;
  /** Intra-EU VAT number (FR + 11 characters). */
  vatNumber: string;
  /** Variables that must be set before receipts can be issued (empty locally). */
  missing: readonly string[];
}

/**
 * Config.seller: the environment's company facts (issue [N] 4; the local stack's are demo values that
 * say so). Outside local config() refuses to start without complete facts, so `missing` is empty there.
 */
export function sellerFor(facts: CompanyFacts): SellerDetails {
  const missing = missingCompanyFacts(facts).filter((f) => ['postalAddress', 'siret', 'vatNumber'].includes(f));
  return { name: facts.name, addressLines: facts.postalAddress.filter((l) => l.trim()), siret: facts.siret, vatNumber: facts.vatNumber, missing };
}

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

const isSet = (v: string | undefined): v is string => typeof v === 'string' && v.trim() !== '';

/** The environments an instance may run as: the deployed ones, and the API bench's production-like one. */
const KNOWN_ENVIRONMENTS: Readonly<Record<string, EnvironmentDef>> = { ...ENVIRONMENTS, [BENCH.name]: BENCH };

/** Reads and checks the configuration; exported for tests (the functions use config()). */
export function readConfig(env: NodeJS.ProcessEnv, environments: Readonly<Record<string, EnvironmentDef>> = KNOWN_ENVIRONMENTS): Config {
  const environment = environmentOf(env);
  const local = environment === 'local';
  // `local` (payment sandbox, no per-address booking limits, local CORS origins) never on the platform:
  // Cloud Functions / Cloud Run set K_SERVICE, and only the emulator also sets FUNCTIONS_EMULATOR.
  if ((local || environment === BENCH.name) && isSet(env.K_SERVICE) && env.FUNCTIONS_EMULATOR !== 'true') {
    throw new Error(`config: RIDES_ENV=${environment} is refused on Cloud Functions (service ${env.K_SERVICE}); deploy with RIDES_ENV=production or the environment's own name.`);
  }
  // With either, ID tokens go unverified (the Admin SDK takes unsigned ones; firebase-functions' debug
  // feature skipTokenVerification reads them as they come): anyone could call as anyone.
  const unverified = isSet(env.FIREBASE_AUTH_EMULATOR_HOST) ? 'FIREBASE_AUTH_EMULATOR_HOST' : env.FIREBASE_DEBUG_MODE === 'true' ? 'FIREBASE_DEBUG_MODE' : null;
  if (unverified && isSet(env.K_SERVICE) && env.FUNCTIONS_EMULATOR !== 'true') {
    throw new Error(`config: ${unverified} is refused on Cloud Functions (service ${env.K_SERVICE}): ID tokens would not be verified.`);
  }
  // The Firebase CLI loads the code to discover the functions (FUNCTIONS_CONTROL_API=true) without
  // their runtime secrets: the check applies when an instance starts, not to that discovery.
  const discovery = env.FUNCTIONS_CONTROL_API === 'true';
  const company = environments[environment]?.company;
  if (!local && !discovery) {
    const missing = [
      ...missingIn(env, environment),
      ...missingCompanyFacts(company).map((fact) => ({ name: `company.${fact}`, subsystem: 'company facts (packages/mf-config/src/environments.ts)' })),
    ];
    if (missing.length > 0) throw new MissingConfigError(environment, missing.map((r) => r.name), missing.map((r) => r.subsystem));
  }
  const facts = company ?? DEMO_COMPANY; // discovery only, outside local
  const production = environment === 'production';
  const flightsProvider = flightsProviderOf(env, local);
  return {
    databaseUrl: env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5433/postgres',
    databasePoolSize: Number(env.DATABASE_POOL_SIZE ?? 5),
    region: env.FUNCTIONS_REGION ?? 'europe-west9',
    environment,
    webApiKey: env.WEB_API_KEY ?? 'demo-api-key',
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST ?? null,
    shellOrigin: env.SHELL_ORIGIN ?? 'http://localhost:5000',
    // Outside local every value with a local fallback below is required above (config-requirements.ts):
    // the fallbacks serve `local` and the Firebase CLI's discovery only.
    manageLinkSecret: isSet(env.MANAGE_LINK_SECRET) ? env.MANAGE_LINK_SECRET : local ? LOCAL_MANAGE_LINK_SECRET : unguessable(),
    smtpUrl: env.SMTP_URL ?? 'smtp://127.0.0.1:2525',
    mailFrom: env.MAIL_FROM ?? 'Paris Private Transfers <bookings@localhost>',
    outboxDispatchKey: isSet(env.OUTBOX_DISPATCH_KEY) ? env.OUTBOX_DISPATCH_KEY : local ? LOCAL_OUTBOX_DISPATCH_KEY : unguessable(),
    // Where people's links to HTTP functions point (receipts, calendar, the sandbox): the emulator
    // locally; elsewhere the deployed functions' own address, https://<region>-<project>.cloudfunctions.net.
    functionsBaseUrl: (
      env.FUNCTIONS_BASE_URL ??
      (local
        ? `http://127.0.0.1:5001/${env.GCLOUD_PROJECT ?? 'demo-rides'}/${env.FUNCTIONS_REGION ?? 'europe-west9'}`
        : `https://${env.FUNCTIONS_REGION ?? 'europe-west9'}-${env.GCLOUD_PROJECT ?? env.GCP_PROJECT ?? 'unknown-project'}.cloudfunctions.net`)
    ).replace(/\/+$/, ''),
    paymentsProvider: (env.PAYMENTS_PROVIDER || (local ? 'sandbox' : 'stripe')).trim().toLowerCase(),
    stripeSecretKey: env.STRIPE_SECRET_KEY || null,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
    // The sandbox runs only in the local environment (payments/select-provider.ts).
    sandboxWebhookSecret: isSet(env.SANDBOX_WEBHOOK_SECRET) ? env.SANDBOX_WEBHOOK_SECRET : local ? LOCAL_SANDBOX_WEBHOOK_SECRET : unguessable(),
    // Outside local the national address base by default (issue [N] 3: no local fallback as the choice).
    geocoder: (env.GEOCODER ?? (local ? 'local' : 'geoplateforme')).trim().toLowerCase(),
    geocoderUrl: env.GEOCODER_URL ?? 'https://data.geopf.fr/geocodage/search',
    geocoderTimeoutMs: Number(env.GEOCODER_TIMEOUT_MS ?? 800),
    placeIdSecret: env.PLACE_ID_SECRET || (local ? LOCAL_PLACE_ID_SECRET : null),
    smsProvider: textProviderOf(env, 'sms', production),
    whatsappProvider: textProviderOf(env, 'whatsapp', production),
    twilioAccountSid: env.TWILIO_ACCOUNT_SID || null,
    twilioAuthToken: env.TWILIO_AUTH_TOKEN || null,
    twilioSmsFrom: env.TWILIO_SMS_FROM || null,
    twilioWhatsappFrom: env.TWILIO_WHATSAPP_FROM || null,
    clicksendUsername: env.CLICKSEND_USERNAME || null,
    clicksendApiKey: env.CLICKSEND_API_KEY || null,
    clicksendFrom: env.CLICKSEND_FROM || null,
    messagingStatusUrl: env.MESSAGING_STATUS_URL || null,
    allowedOrigins: allowedOriginsFor(env), // CORS (issue 14, item 7)
    company: facts,
    seller: sellerFor(facts), // receipts (issue [E])
    // Per-address limits of signed-out bookings (issue [I] 5): on wherever the address is the platform's.
    bookingAddressLimits: env.BOOKING_ADDRESS_LIMITS ? env.BOOKING_ADDRESS_LIMITS.trim() !== 'off' : !local,
    supportInbox: isSet(env.SUPPORT_INBOX) ? env.SUPPORT_INBOX.trim() : facts.supportEmail,
    assistant: readAssistantConfig(env),
    flightsProvider,
    pushProvider: pushProviderOf(env, local),
    projectId: env.GCLOUD_PROJECT ?? env.GCP_PROJECT ?? 'demo-rides',
    aeroapiKey: isSet(env.AEROAPI_KEY) ? env.AEROAPI_KEY.trim() : null,
    flightAlertsKey: isSet(env.FLIGHT_ALERTS_KEY) ? env.FLIGHT_ALERTS_KEY.trim() : null,
  };
}

/** A value nobody knows: what a secret is during the CLI's discovery, never a default from the repository. */
const unguessable = (): string => randomBytes(32).toString('hex');

let cached: Config | null = null;
/** This instance's configuration, read once; it also sets the company's facts the texts read (@rides/domain/company). */
export function config(): Config {
  if (!cached) {
    cached = readConfig(process.env);
    setCompany(cached.company);
  }
  return cached;
}
