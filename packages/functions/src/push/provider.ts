import type { PushNotice, PushProviderName } from '@rides/contracts/push';
import { MessagingError, type TextSent } from '../messaging/provider';

/**
 * Web push leaves the system through this interface, like SMS (messaging/provider.ts): Firebase Cloud
 * Messaging (fcm-adapter.ts) and the LOCAL twin (local-adapter.ts), which shows each notification on
 * the local mailbox page and delivers nothing. The outbox dispatcher is the only caller.
 */
export interface PushMessage {
  /** The device's token from its push service. */
  token: string;
  notice: PushNotice;
  /** Who the device belongs to and how they named it: the local twin's mailbox address and subject. */
  userId: string;
  label: string;
  /** The outbox key: the local twin derives its Message-ID from it. */
  key: string;
}

export interface PushProvider {
  readonly name: PushProviderName;
  /** Resolves once the push service accepted the message; rejects with MessagingError otherwise. */
  send(m: PushMessage): Promise<TextSent>;
}

/**
 * The push service's codes for a token that will never work again (the app was uninstalled, the
 * permission revoked, the token belongs to another project): the device is forgotten.
 */
export const TOKEN_GONE_CODES: ReadonlySet<string> = new Set(['UNREGISTERED', 'SENDER_ID_MISMATCH']);

export const isTokenGone = (e: unknown): boolean => e instanceof MessagingError && TOKEN_GONE_CODES.has(String(e.details.code));
