/**
 * All configuration of the functions, read once and typed. Every value comes from the environment
 * (Cloud Functions params / the emulator's .env files); the defaults are the local stack's.
 */
export interface Config {
  /** Postgres connection string: PGlite over the wire protocol locally, Cloud SQL / AlloyDB in production. */
  databaseUrl: string;
  /** Pool size per function instance. */
  databasePoolSize: number;
  region: string;
  /** Name of the deployment environment (see packages/mf-config/src/environments.ts). */
  environment: string;
  /** The project's public web API key, used to check passwords with Identity Toolkit. */
  webApiKey: string;
  /** Set by the emulator suite; Identity Toolkit is then the Auth emulator. */
  authEmulatorHost: string | null;
  /** Where people open the product: links in e-mails and payment return pages point there. */
  shellOrigin: string;
  /** Keys the booking manage links (bookings/manage-token.ts). A secret in production. */
  manageLinkSecret: string;
  /** Outgoing mail server (mail/smtp-mailer.ts): the local stack's SMTP capture, a provider's SMTP in production. */
  smtpUrl: string;
  /** Sender of every e-mail, "Name <address>". */
  mailFrom: string;
  /** Shared secret of the dispatchOutbox HTTP function (header x-outbox-key). A secret in production. */
  outboxDispatchKey: string;
  /**
   * Where this project's HTTP functions answer (no trailing slash): the payment sandbox's page and the
   * webhook it calls live there. Locally the emulator: http://127.0.0.1:5001/<project>/<region>.
   */
  functionsBaseUrl: string;
  /** Stripe secret API key (sk_live_… / sk_test_…); with stripeWebhookSecret it selects Stripe. */
  stripeSecretKey: string | null;
  /** Signing secret of the Stripe webhook endpoint (whsec_…). */
  stripeWebhookSecret: string | null;
  /** Signs the LOCAL payment sandbox's webhook events (payments/sandbox-adapter.ts). Never a real secret. */
  sandboxWebhookSecret: string;
  /**
   * Who finds typed street addresses (places/geocoder/select-geocoder.ts): `local` (the default)
   * attaches them to a known place; `geoplateforme` asks the French national address base (BAN) through
   * the Géoplateforme geocoding service, with the local adapter as fallback. Anything else is refused.
   */
  geocoder: string;
  /** The Géoplateforme geocoding search endpoint. */
  geocoderUrl: string;
  /** How long searchPlaces waits for the geocoder before answering with the local adapter instead. */
  geocoderTimeoutMs: number;
  /**
   * Signs the ids of geocoded addresses (places/geocoder/signed-address-id.ts), so the server can trust
   * the coordinates a booking's place id carries. A secret in production; null there when unset, and
   * then geocoded ids are refused and the geoplateforme geocoder cannot be selected.
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
}

/** Signs geocoded place ids outside production when PLACE_ID_SECRET is unset. Never a real secret. */
export const LOCAL_PLACE_ID_SECRET = 'local-only-place-id-secret';

/** The local stack's outbox dispatcher key (scripts/stack/stack.ts sends it); refused outside `local`. */
export const LOCAL_OUTBOX_DISPATCH_KEY = 'local-only-outbox-dispatch-key';

function read(env: NodeJS.ProcessEnv): Config {
  return {
    databaseUrl: env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5433/postgres',
    databasePoolSize: Number(env.DATABASE_POOL_SIZE ?? 5),
    region: env.FUNCTIONS_REGION ?? 'europe-west9',
    environment: env.RIDES_ENV ?? 'local',
    webApiKey: env.WEB_API_KEY ?? 'demo-api-key',
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST ?? null,
    shellOrigin: env.SHELL_ORIGIN ?? 'http://localhost:5000',
    manageLinkSecret: env.MANAGE_LINK_SECRET ?? 'local-only-manage-link-secret',
    smtpUrl: env.SMTP_URL ?? 'smtp://127.0.0.1:2525',
    mailFrom: env.MAIL_FROM ?? 'Paris Private Transfers <bookings@localhost>',
    outboxDispatchKey: env.OUTBOX_DISPATCH_KEY ?? LOCAL_OUTBOX_DISPATCH_KEY,
    functionsBaseUrl: (
      env.FUNCTIONS_BASE_URL ??
      `http://127.0.0.1:5001/${env.GCLOUD_PROJECT ?? 'demo-rides'}/${env.FUNCTIONS_REGION ?? 'europe-west9'}`
    ).replace(/\/+$/, ''),
    stripeSecretKey: env.STRIPE_SECRET_KEY || null,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
    sandboxWebhookSecret: env.SANDBOX_WEBHOOK_SECRET ?? 'whsec_local_sandbox_not_a_real_secret',
    geocoder: (env.GEOCODER ?? 'local').trim().toLowerCase(),
    geocoderUrl: env.GEOCODER_URL ?? 'https://data.geopf.fr/geocodage/search',
    geocoderTimeoutMs: Number(env.GEOCODER_TIMEOUT_MS ?? 800),
    placeIdSecret: env.PLACE_ID_SECRET || ((env.RIDES_ENV ?? 'local') === 'production' ? null : LOCAL_PLACE_ID_SECRET),
    smsProvider: (env.SMS_PROVIDER || ((env.RIDES_ENV ?? 'local') === 'production' ? 'twilio' : 'local')).trim().toLowerCase(),
    whatsappProvider: (env.WHATSAPP_PROVIDER || ((env.RIDES_ENV ?? 'local') === 'production' ? 'twilio' : 'local')).trim().toLowerCase(),
    twilioAccountSid: env.TWILIO_ACCOUNT_SID || null,
    twilioAuthToken: env.TWILIO_AUTH_TOKEN || null,
    twilioSmsFrom: env.TWILIO_SMS_FROM || null,
    twilioWhatsappFrom: env.TWILIO_WHATSAPP_FROM || null,
    clicksendUsername: env.CLICKSEND_USERNAME || null,
    clicksendApiKey: env.CLICKSEND_API_KEY || null,
    clicksendFrom: env.CLICKSEND_FROM || null,
    messagingStatusUrl: env.MESSAGING_STATUS_URL || null,
  };
}

let cached: Config | null = null;
export const config = (): Config => (cached ??= read(process.env));
