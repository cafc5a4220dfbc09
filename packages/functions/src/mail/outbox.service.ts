import { z } from 'zod';
import type { Kysely } from 'kysely';
import * as logs from './logs';
import { SMS_PROVIDERS } from '@rides/contracts/messaging';
import { pushNoticeSchema, pushProviderSchema } from '@rides/contracts/push';
import type { Database } from '../db/schema';
import { errorText, isE164, isPermanentFailure, type MessagingProvider, type TextChannel } from '../messaging/provider';
import { deletePushToken, hasPushDevice } from '../push/push-devices.repo';
import { isTokenGone, type PushProvider } from '../push/provider';
import { messageIdFor, type Mailer } from './mailer';
import { claimDue, insertOutbox, markAttemptFailed, markSent, type ClaimedRow, type OutboxFacts, type SentFacts } from './outbox.repo';

/**
 * The outbox (ARCHITECTURE: side effects leave through an outbox written in the same transaction,
 * delivered at least once, deduplicated by message id). See MAIL.md for the policy in prose.
 */

/** An e-mail as queued: everything needed to send it later without reading anything else. */
export const emailPayloadSchema = z
  .object({ to: z.string().min(3).max(320), subject: z.string().min(1).max(500), text: z.string(), html: z.string(), replyTo: z.string().min(3).max(320).optional() })
  .strict();
export type EmailPayload = z.infer<typeof emailPayloadSchema>;

/**
 * An SMS or WhatsApp message as queued. `provider` forces an SMS adapter for this one message (the
 * admin's test through ClickSend or Twilio); otherwise the channel's configured adapter sends it.
 */
export const textPayloadSchema = z
  .object({
    to: z.string().refine(isE164, 'not an E.164 number'),
    text: z.string().min(1).max(1600),
    provider: z.enum(SMS_PROVIDERS).optional(),
  })
  .strict();
export type TextPayload = z.infer<typeof textPayloadSchema>;

/** A web push to one device (issue [M] 3): its token as registered, and the notification. */
export const pushPayloadSchema = z
  .object({ userId: z.string().min(1), provider: pushProviderSchema, token: z.string().min(1), label: z.string(), notice: pushNoticeSchema })
  .strict();
export type PushPayload = z.infer<typeof pushPayloadSchema>;

export type OutboxMessage = OutboxFacts &
  (
    | { dedupeKey: string; channel: 'email'; payload: EmailPayload }
    | { dedupeKey: string; channel: TextChannel; payload: TextPayload }
    | { dedupeKey: string; channel: 'push'; payload: PushPayload }
  );

/** After this many attempts a message is `failed` and logged as an error. */
export const MAX_ATTEMPTS = 8;
/** A claimed row is not claimed again before this; longer than any send (smtp-mailer.ts timeouts). */
export const LEASE_MS = 5 * 60_000;
/** Backoff after failed attempt n: 1, 2, 4, 8, 16, 32, 64 min (then failed), at most 2 h. */
const RETRY_BASE_MS = 60_000;
const RETRY_MAX_MS = 2 * 60 * 60_000;
export const retryDelayMs = (attempt: number): number => Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1), RETRY_MAX_MS);
/** Messages of one batch sent side by side (one SMTP connection each). */
const SEND_CONCURRENCY = 4;

/**
 * Queues a message in the caller's transaction. The dedupe key is the message's identity: queueing
 * the same key again (a retried request, a replayed webhook, a second run of the jobs) changes
 * nothing. `recipient` defaults to the payload's address or number. True when queued now.
 */
export async function enqueue(trx: Kysely<Database>, message: OutboxMessage): Promise<boolean> {
  if (message.channel === 'push') return insertOutbox(trx, { ...message, payload: pushPayloadSchema.parse(message.payload) });
  const payload = message.channel === 'email' ? emailPayloadSchema.parse(message.payload) : textPayloadSchema.parse(message.payload);
  return insertOutbox(trx, { ...message, payload, recipient: message.recipient ?? payload.to });
}

/** Where messages leave: e-mail through the mailer, SMS and WhatsApp through the messaging adapters. */
export interface Senders {
  mailer: Mailer;
  /** The adapter for a text message (select-provider.ts); throws when it is not configured. */
  messaging?: (channel: TextChannel, forced?: TextPayload['provider']) => MessagingProvider;
  /** Twilio's delivery reports go there (the messagingStatus function); null: none asked for. */
  statusCallbackUrl?: string | null;
  /** The configured push adapter (push/select-provider.ts); throws when it is not configured. */
  push?: () => PushProvider;
}

const sendersOf = (s: Senders | Mailer): Senders => ('send' in s ? { mailer: s } : s);

export interface DeliveryReport {
  claimed: number;
  sent: number;
  /** Failed this time, tried again later. */
  retrying: number;
  /** Given up (MAX_ATTEMPTS reached, or a payload that can never be sent). */
  failed: number;
}

/** What a send came to: the provider took it, the row can never be sent, or there is no one to send it to any more. */
type Outcome = SentFacts | { invalid: string } | { dropped: string };

/** Sends one claimed row through its channel; what the provider said, or throws. */
async function sendRow(db: Kysely<Database>, row: ClaimedRow, senders: Senders): Promise<Outcome> {
  if (row.channel === 'email') {
    const payload = emailPayloadSchema.safeParse(row.payload);
    if (!payload.success) return { invalid: payload.error.message };
    await senders.mailer.send({ ...payload.data, messageId: messageIdFor(row.dedupeKey) });
    return { provider: senders.mailer.name, providerMessageId: null, deliveryStatus: null };
  }
  if (row.channel === 'push') return sendPush(db, row, senders);
  const payload = textPayloadSchema.safeParse(row.payload);
  if (!payload.success) return { invalid: payload.error.message };
  if (!senders.messaging) throw new Error(`no messaging adapter for ${row.channel}`);
  const provider = senders.messaging(row.channel, payload.data.provider);
  const sent = await provider.send({
    channel: row.channel,
    to: payload.data.to,
    text: payload.data.text,
    key: row.dedupeKey,
    statusCallbackUrl: senders.statusCallbackUrl ?? null,
  });
  return { provider: provider.name, providerMessageId: sent.providerMessageId, deliveryStatus: sent.status };
}

/**
 * A push to one device through the configured adapter. The device is looked up again first: a driver
 * who turned it off, signed out, or whose phone went to someone else since it was queued is not told.
 * A token registered with another adapter cannot be sent.
 */
async function sendPush(db: Kysely<Database>, row: ClaimedRow, senders: Senders): Promise<Outcome> {
  const payload = pushPayloadSchema.safeParse(row.payload);
  if (!payload.success) return { invalid: payload.error.message };
  if (!senders.push) throw new Error('no push adapter');
  const provider = senders.push();
  if (provider.name !== payload.data.provider) return { invalid: `a ${payload.data.provider} token cannot be sent through ${provider.name}` };
  const { token, notice, userId, label } = payload.data;
  if (!(await hasPushDevice(db, userId, token))) return { dropped: 'the device no longer gets notifications for this person' };
  const sent = await provider.send({ token, notice, userId, label, key: row.dedupeKey });
  return { provider: provider.name, providerMessageId: sent.providerMessageId, deliveryStatus: sent.status };
}

/**
 * Sends the messages that are due: claim (short transaction), send (no transaction open), record.
 * Safe to run from several places at once (the scheduler, a kick after a booking, two instances):
 * a row is claimed by one of them only. A crash between sending and recording means the message is
 * sent again after the lease: an e-mail with the same Message-ID, which mail clients show once; an
 * SMS or WhatsApp message a second time (no provider deduplicates them; see MAIL.md).
 * `senders` may be just the mailer (e-mail only).
 */
export async function deliverDue(db: Kysely<Database>, senders: Senders | Mailer, now: Date = new Date(), limit = 20): Promise<DeliveryReport> {
  const out = sendersOf(senders);
  const rows = await claimDue(db, now, new Date(now.getTime() + LEASE_MS), limit);
  const report: DeliveryReport = { claimed: rows.length, sent: 0, retrying: 0, failed: 0 };

  /** `expected`: given up for a reason that is no error of ours (logged as info, not as an error). */
  const giveUp = async (row: ClaimedRow, error: string, expected = false) => {
    report.failed++;
    await markAttemptFailed(db, row, error, { giveUp: true });
    if (expected) logs.outboxMessageDropped(row, error);
    else logs.outboxMessageFailed(row, error);
  };

  const deliver = async (row: ClaimedRow) => {
    // A sender that died after claiming never reported: its lease ran out and the row came back.
    if (row.attempts > MAX_ATTEMPTS) return giveUp(row, `no outcome reported after ${MAX_ATTEMPTS} attempts`);
    let sent: Outcome;
    try {
      sent = await sendRow(db, row, out);
    } catch (e) {
      const error = errorText(e);
      // The push service says the device is gone: forget it, so no later notice tries it again.
      if (row.channel === 'push' && isTokenGone(e)) await deletePushToken(db, pushPayloadSchema.parse(row.payload).token);
      // An invalid or unsubscribed number: trying again for two hours cannot help.
      if (row.attempts >= MAX_ATTEMPTS || isPermanentFailure(e)) return giveUp(row, error);
      report.retrying++;
      const retryAt = new Date(now.getTime() + retryDelayMs(row.attempts));
      await markAttemptFailed(db, row, error, { retryAt });
      logs.sendFailedWillRetry(row, retryAt, error);
      return;
    }
    if ('invalid' in sent) return giveUp(row, `invalid payload: ${sent.invalid}`);
    if ('dropped' in sent) return giveUp(row, sent.dropped, true);
    report.sent++;
    await markSent(db, row.id, new Date(), sent);
  };

  const queue = [...rows];
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      // One message's bookkeeping failing (database hiccup) must not stop the others: its lease brings it back.
      await deliver(row).catch((e: unknown) => logs.outboxBookkeepingFailed(row!.id, errorText(e)));
    }
  };
  await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, rows.length) }, worker));
  return report;
}
