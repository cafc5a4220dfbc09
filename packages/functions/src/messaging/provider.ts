/**
 * SMS and WhatsApp leave the system through this interface (ARCHITECTURE: third parties behind an
 * interface). Adapters: Twilio (SMS and WhatsApp), ClickSend (SMS) and the LOCAL adapter, which
 * writes the message into the local mailbox and delivers nothing. The outbox dispatcher is the only
 * caller (mail/outbox.service.ts); everything else queues messages.
 */
export type TextChannel = 'sms' | 'whatsapp';

export interface TextMessage {
  channel: TextChannel;
  /** E.164, e.g. +33612345678. */
  to: string;
  text: string;
  /** Where the provider reports delivery (Twilio StatusCallback); ignored by adapters without reports. */
  statusCallbackUrl?: string | null;
  /** The outbox key: the local adapter derives its Message-ID from it. */
  key?: string;
}

export interface TextSent {
  /** The provider's id of the message (Twilio SM…/MM…, ClickSend's message_id, local-…). */
  providerMessageId: string;
  /** The provider's status at acceptance (Twilio `queued`, ClickSend `SUCCESS`, local `captured`). */
  status: string;
}

export interface MessagingProvider {
  /** `twilio`, `clicksend` or `local`: stored in outbox.provider, status callbacks find rows by it. */
  readonly name: string;
  /** True for the local adapter: nothing is delivered. */
  readonly local: boolean;
  /** Resolves once the provider accepted the message; rejects with MessagingError otherwise. */
  send(m: TextMessage): Promise<TextSent>;
}

/**
 * A send the provider refused or that did not complete. `permanent`: trying again cannot help (an
 * invalid or unsubscribed number), so the outbox gives up at once instead of retrying for two hours.
 */
export class MessagingError extends Error {
  constructor(
    message: string,
    readonly details: { provider: string; status?: number; code?: string | number; permanent: boolean },
  ) {
    super(message);
    this.name = 'MessagingError';
  }
}

export const isPermanentFailure = (e: unknown): boolean => e instanceof MessagingError && e.details.permanent;

/** A provider cannot be used: a secret or sender is missing, or the adapter is not allowed here. */
export class MessagingNotConfiguredError extends Error {
  constructor(message: string) {
    super(`messaging: ${message}`);
    this.name = 'MessagingNotConfiguredError';
  }
}

/** Every adapter gives up on a request after this long (well inside the outbox lease of 5 minutes). */
export const SEND_TIMEOUT_MS = 15_000;

const E164 = /^\+[1-9]\d{6,14}$/;
export const isE164 = (s: string): boolean => E164.test(s);

/** `+33612345678` → `+33 6•• •• •• 78`: enough for an admin to recognise the number, not to copy it. */
export function maskNumber(n: string | null): string | null {
  if (!n) return null;
  const bare = n.replace(/^whatsapp:/, '');
  if (!isE164(bare)) return bare.length > 4 ? `${bare.slice(0, 2)}••${bare.slice(-2)}` : '••';
  return `${bare.slice(0, 3)} ${bare.slice(3, 4)}•• •• •• ${bare.slice(-2)}`;
}

/** The error text of anything thrown, short enough for a log line and outbox.last_error. */
export const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e)).slice(0, 1000);
