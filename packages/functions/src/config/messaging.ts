import { z } from 'zod';
import { adapterName, httpUrl, parseEnv, text, type ConfigContext, type Requirement, type Secrets } from './schema';

/** Who sends SMS and WhatsApp messages (messaging/select-provider.ts), and their accounts. */
export interface MessagingConfig {
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

/** Twilio sends SMS and WhatsApp by default in production; locally the messages go to the mailbox, so nothing calls Twilio. */
export const MESSAGING_SECRETS = {
  TWILIO_AUTH_TOKEN: { subsystem: 'sms', local: 'local-not-a-twilio-token' },
} as const satisfies Secrets;

/**
 * What each text-message adapter needs per channel (messaging/select-provider.ts checks it again).
 * Twilio's token is a secret param (Twilio is the production default); ClickSend's key depends on an
 * adapter not chosen by default, so it is not a global secret param (a deploy would demand it whatever
 * is chosen): a `credential` (see Requirement).
 */
export const TEXT_ADAPTER_NEEDS: Readonly<Record<string, Partial<Record<'sms' | 'whatsapp', readonly string[]>>>> = {
  twilio: { sms: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_SMS_FROM'], whatsapp: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_WHATSAPP_FROM'] },
  clicksend: { sms: ['CLICKSEND_USERNAME', 'CLICKSEND_API_KEY'] },
};
const CREDENTIALS: readonly string[] = ['CLICKSEND_API_KEY'];

const SCHEMA = z.object({
  TWILIO_ACCOUNT_SID: text(),
  TWILIO_AUTH_TOKEN: text(),
  TWILIO_SMS_FROM: text(),
  TWILIO_WHATSAPP_FROM: text(),
  CLICKSEND_USERNAME: text(),
  CLICKSEND_API_KEY: text(),
  CLICKSEND_FROM: text(),
  MESSAGING_STATUS_URL: httpUrl(),
});

/** The adapter a channel uses: SMS_PROVIDER / WHATSAPP_PROVIDER, Twilio by default in production. */
export const textProviderOf = (env: NodeJS.ProcessEnv, channel: 'sms' | 'whatsapp', production: boolean): string =>
  adapterName().parse(env[channel === 'sms' ? 'SMS_PROVIDER' : 'WHATSAPP_PROVIDER']) ?? (production ? 'twilio' : 'local');

/** What the chosen text adapters need in `environment` (not local), beyond the secrets. */
export function messagingNeeds(env: NodeJS.ProcessEnv, environment: string): Requirement[] {
  return (['sms', 'whatsapp'] as const).flatMap((channel) =>
    (TEXT_ADAPTER_NEEDS[textProviderOf(env, channel, environment === 'production')]?.[channel] ?? []).map((name): Requirement =>
      CREDENTIALS.includes(name) ? { name, subsystem: channel, secret: false, credential: true } : { name, subsystem: channel, secret: false },
    ),
  );
}

export function readMessaging(ctx: ConfigContext): MessagingConfig {
  const v = parseEnv(SCHEMA, ctx.env);
  return {
    smsProvider: textProviderOf(ctx.env, 'sms', ctx.production),
    whatsappProvider: textProviderOf(ctx.env, 'whatsapp', ctx.production),
    twilioAccountSid: v.TWILIO_ACCOUNT_SID ?? null,
    twilioAuthToken: v.TWILIO_AUTH_TOKEN ?? null,
    twilioSmsFrom: v.TWILIO_SMS_FROM ?? null,
    twilioWhatsappFrom: v.TWILIO_WHATSAPP_FROM ?? null,
    clicksendUsername: v.CLICKSEND_USERNAME ?? null,
    clicksendApiKey: v.CLICKSEND_API_KEY ?? null,
    clicksendFrom: v.CLICKSEND_FROM ?? null,
    messagingStatusUrl: v.MESSAGING_STATUS_URL ?? null,
  };
}
