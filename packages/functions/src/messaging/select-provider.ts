import type { SMS_PROVIDERS } from '@rides/contracts/messaging';
import { config, type Config } from '../config';
import { TEXT_ADAPTER_NEEDS } from '../config-requirements';
import type { Mailer } from '../mail/mailer';
import { smtpMailer } from '../mail/smtp-mailer';
import { clicksendProvider } from './clicksend-adapter';
import { localTextProvider } from './local-adapter';
import { MessagingNotConfiguredError, type MessagingProvider, type TextChannel } from './provider';
import { twilioProvider } from './twilio-adapter';

export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

const CHANNEL_SETTING: Record<TextChannel, string> = { sms: 'SMS_PROVIDER', whatsapp: 'WHATSAPP_PROVIDER' };

/** The adapter configured for a channel (SMS_PROVIDER, WHATSAPP_PROVIDER). */
export const configuredProvider = (channel: TextChannel, cfg: Config): string => (channel === 'sms' ? cfg.smsProvider : cfg.whatsappProvider);

/**
 * What an adapter still needs for a channel (TEXT_ADAPTER_NEEDS): configuration names, never values.
 * Empty: it can send.
 * The local adapter is refused in production (messages to drivers would silently go nowhere);
 * ClickSend sends SMS only.
 */
export function missingFor(name: string, channel: TextChannel, cfg: Config): string[] {
  if (name === 'local') return cfg.environment === 'production' ? [CHANNEL_SETTING[channel]] : [];
  const needs = TEXT_ADAPTER_NEEDS[name]?.[channel];
  if (!needs) return [CHANNEL_SETTING[channel]];
  const values: Record<string, string | null> = {
    TWILIO_ACCOUNT_SID: cfg.twilioAccountSid,
    TWILIO_AUTH_TOKEN: cfg.twilioAuthToken,
    TWILIO_SMS_FROM: cfg.twilioSmsFrom,
    TWILIO_WHATSAPP_FROM: cfg.twilioWhatsappFrom,
    CLICKSEND_USERNAME: cfg.clicksendUsername,
    CLICKSEND_API_KEY: cfg.clicksendApiKey,
  };
  return needs.filter((n) => !values[n]);
}

/** The sender people see for an adapter and channel (not a secret; shown masked to admins). */
export function senderOf(name: string, channel: TextChannel, cfg: Config): string | null {
  if (name === 'twilio') return channel === 'sms' ? cfg.twilioSmsFrom : cfg.twilioWhatsappFrom;
  if (name === 'clicksend') return cfg.clicksendFrom;
  return null;
}

/** Builds one adapter; throws MessagingNotConfiguredError naming what is missing (fails closed). */
export function createAdapter(name: string, channel: TextChannel, cfg: Config, mailer: Mailer, fetchImpl?: typeof fetch): MessagingProvider {
  const missing = missingFor(name, channel, cfg);
  if (missing.length > 0) {
    throw new MessagingNotConfiguredError(
      name === 'local' && cfg.environment === 'production'
        ? `the local adapter delivers nothing and is refused in production; set ${missing.join(', ')} to twilio or clicksend`
        : `${channel} through "${name}" needs ${missing.join(', ')}`,
    );
  }
  if (name === 'local') return localTextProvider(mailer);
  if (name === 'clicksend') {
    return clicksendProvider({ username: cfg.clicksendUsername!, apiKey: cfg.clicksendApiKey!, from: cfg.clicksendFrom, ...(fetchImpl && { fetch: fetchImpl }) });
  }
  return twilioProvider({
    accountSid: cfg.twilioAccountSid!,
    authToken: cfg.twilioAuthToken!,
    smsFrom: cfg.twilioSmsFrom,
    whatsappFrom: cfg.twilioWhatsappFrom,
    ...(fetchImpl && { fetch: fetchImpl }),
  });
}

/**
 * The adapter for a text message: the configured one of its channel, or `forced` (an admin's test
 * SMS through a chosen provider; SMS only). Adapters are built on first use and kept, so a
 * misconfigured channel fails its own messages only (they retry, then fail, logged), never e-mail.
 */
export type MessagingSelector = (channel: TextChannel, forced?: SmsProviderName) => MessagingProvider;

export function messagingSelector(cfg: Config, mailer: Mailer, fetchImpl?: typeof fetch): MessagingSelector {
  const built = new Map<string, MessagingProvider>();
  return (channel, forced) => {
    const name = channel === 'sms' && forced ? forced : configuredProvider(channel, cfg);
    const key = `${channel}:${name}`;
    let adapter = built.get(key);
    if (!adapter) built.set(key, (adapter = createAdapter(name, channel, cfg, mailer, fetchImpl)));
    return adapter;
  };
}

let cached: MessagingSelector | null = null;
/** This instance's messaging adapters, from config(). */
export const messagingProviders = (): MessagingSelector => (cached ??= messagingSelector(config(), smtpMailer()));
