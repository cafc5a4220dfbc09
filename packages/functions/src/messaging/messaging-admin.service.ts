import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  BROADCASTS_PER_HOUR,
  SMS_PROVIDERS,
  TEST_MESSAGES_PER_HOUR,
  type getMessagingStatus,
  type listSentMessages,
  type previewDriverBroadcast,
  type sendDriverBroadcast,
  type sendTestMessage,
} from '@rides/contracts/messaging';
import type { SentMessage } from '@rides/contracts/messaging';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { refuse } from '../http/refuse';
import type { Mailer } from '../mail/mailer';
import { enqueue, type OutboxMessage } from '../mail/outbox.service';
import { escapeHtml } from '../mail/templates/render';
import { activeDrivers, type BroadcastDriver } from './broadcast.repo';
import { broadcastsSince, latestMessages, lockSender, messageByKey, oldestSince, testsSince } from './messages.repo';
import { isE164, maskNumber, type TextChannel } from './provider';
import { configuredProvider, missingFor, senderOf } from './select-provider';
import { firstNameOf } from '@rides/domain/person-name';
import type { Language } from '@rides/contracts/languages';
import { textsFor } from '../i18n/server-i18n';

export interface MessagingAdminDeps {
  db: Db;
  cfg: Config;
  mailer: Pick<Mailer, 'name' | 'local'>;
  now: () => Date;
  /** After a send commits: deliver now (resolves when the attempt is over; never throws). */
  afterCommit: () => Promise<void>;
}

type Channel = 'email' | TextChannel;
const HOUR_MS = 3_600_000;
const BRAND = 'Paris Private Transfers';

function channelStatus(channel: TextChannel, cfg: Config) {
  const provider = configuredProvider(channel, cfg);
  const missing = missingFor(provider, channel, cfg);
  return { provider, local: provider === 'local', configured: missing.length === 0, sender: maskNumber(senderOf(provider, channel, cfg)), missing };
}

/** Which adapter serves each channel and what is missing, by name only: no secret ever leaves. */
export function messagingStatusOf(cfg: Config, mailer: MessagingAdminDeps['mailer']): z.input<typeof getMessagingStatus.output> {
  // The SMTP default is the local capture: in production that means SMTP_URL was forgotten.
  const emailMissing = cfg.environment === 'production' && mailer.local ? ['SMTP_URL'] : [];
  return {
    email: { provider: mailer.name, local: mailer.local, configured: emailMissing.length === 0, sender: cfg.mailFrom, missing: emailMissing },
    sms: channelStatus('sms', cfg),
    whatsapp: channelStatus('whatsapp', cfg),
    smsAdapters: SMS_PROVIDERS.map((provider) => {
      const missing = missingFor(provider, 'sms', cfg);
      return { provider, configured: missing.length === 0, missing };
    }),
    statusCallbackUrl: cfg.messagingStatusUrl,
  };
}

/** Refuses a text channel (or a forced SMS adapter) that cannot send here: the message would only fail later. */
function requireProvider(cfg: Config, channel: Channel, forced?: string): void {
  if (channel === 'email') return;
  const missing = missingFor(forced ?? configuredProvider(channel, cfg), channel, cfg);
  if (missing.length > 0) throw refuse('failed-precondition', 'provider-not-configured', { missing });
}

async function refuseOverLimit(db: Db, what: 'test' | 'broadcast', adminId: string, since: Date, now: Date): Promise<never> {
  const oldest = await oldestSince(db, what, adminId, since);
  const retryAfterMs = oldest ? Math.max(0, oldest.getTime() + HOUR_MS - now.getTime()) : HOUR_MS;
  throw refuse('resource-exhausted', 'rate-limited', { retryAfterMs });
}

/** A plain message as an e-mail (the test page, a broadcast by e-mail). */
function plainMail(to: string, subject: string, text: string) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body><p style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;white-space:pre-wrap;">${escapeHtml(text)}</p></body></html>`;
  return { to, subject, text: `${text}\n`, html };
}

interface AdminSend {
  channel: Channel;
  to: string;
  text: string;
  subject: string;
  dedupeKey: string;
  purpose: 'test' | 'broadcast';
  createdBy: string;
  provider?: (typeof SMS_PROVIDERS)[number];
}

function outboxMessage({ channel, to, text, subject, provider, ...facts }: AdminSend): OutboxMessage {
  if (channel === 'email') return { ...facts, channel, payload: plainMail(to, subject, text) };
  return { ...facts, channel, payload: { to, text, ...(provider ? { provider } : {}) } };
}

/**
 * One test message from the admin tools, through the outbox like every other message, at most
 * TEST_MESSAGES_PER_HOUR per admin (counted from the outbox, under a lock per admin). `provider`
 * forces an SMS adapter for this message (stored in the payload, so the dispatcher uses it). Waits for
 * the delivery attempt, so the answer says whether the provider took it.
 */
export async function sendTest(deps: MessagingAdminDeps, adminId: string, input: z.output<typeof sendTestMessage.input>): Promise<SentMessage> {
  const forced = input.channel === 'sms' ? input.provider : undefined;
  requireProvider(deps.cfg, input.channel, forced);
  const now = deps.now();
  const dedupeKey = `test:${adminId}:${randomUUID()}`;
  await deps.db.transaction().execute(async (trx) => {
    await lockSender(trx, 'test', adminId);
    const since = new Date(now.getTime() - HOUR_MS);
    if ((await testsSince(trx, adminId, since)) >= TEST_MESSAGES_PER_HOUR) await refuseOverLimit(trx, 'test', adminId, since, now);
    const subject = `Test message — ${BRAND}`;
    await enqueue(trx, outboxMessage({ channel: input.channel, to: input.to, text: input.text, subject, dedupeKey, purpose: 'test', createdBy: adminId, provider: forced }));
  });
  await deps.afterCommit();
  return (await messageByKey(deps.db, dedupeKey))!;
}

/** "Bonjour Jean,\n…": every broadcast starts with the driver's first name, greeted in their language. */
export const personalised = (text: string, fullName: string | null, language: Language | null = null): string => {
  const first = firstNameOf(fullName);
  const t = textsFor('mail', language ?? 'en');
  return `${first ? t('greetingNamed', { name: first }) : t('application.greetingNoName')}\n${text}`;
};

/** The drivers a broadcast on `channel` reaches: those with an address (e-mail) or a valid number. */
const reachable = (drivers: BroadcastDriver[], channel: Channel): Array<BroadcastDriver & { to: string }> =>
  drivers.flatMap((d) => {
    const to = channel === 'email' ? d.email : d.phone;
    return to && (channel === 'email' || isE164(to)) ? [{ ...d, to }] : [];
  });

/** Who a broadcast would reach (count and a sample) and the message as the first of them reads it. */
export async function previewBroadcast(deps: MessagingAdminDeps, input: z.output<typeof previewDriverBroadcast.input>): Promise<z.input<typeof previewDriverBroadcast.output>> {
  const recipients = reachable(await activeDrivers(deps.db), input.channel);
  return {
    recipients: recipients.length,
    sample: recipients.slice(0, 5).map((d) => ({ name: d.fullName ?? d.email ?? d.id, to: d.to })),
    rendered: personalised(input.text, recipients[0]?.fullName ?? null, recipients[0]?.language ?? null),
  };
}

/**
 * Sends the broadcast: one outbox row per driver (purpose `broadcast`, keyed by a new broadcast id),
 * after checking, under the admin's lock, the hourly limit and that the list is still the one the
 * admin confirmed (`expectedRecipients`).
 */
export async function sendBroadcast(deps: MessagingAdminDeps, adminId: string, input: z.output<typeof sendDriverBroadcast.input>): Promise<{ queued: number }> {
  requireProvider(deps.cfg, input.channel);
  const now = deps.now();
  const broadcastId = randomUUID();
  const queued = await deps.db.transaction().execute(async (trx) => {
    await lockSender(trx, 'broadcast', adminId);
    const since = new Date(now.getTime() - HOUR_MS);
    if ((await broadcastsSince(trx, adminId, since)) >= BROADCASTS_PER_HOUR) await refuseOverLimit(trx, 'broadcast', adminId, since, now);
    const recipients = reachable(await activeDrivers(trx), input.channel);
    if (recipients.length === 0) throw refuse('failed-precondition', 'no-recipients');
    if (recipients.length !== input.expectedRecipients) throw refuse('failed-precondition', 'recipients-changed', { recipients: recipients.length });
    for (const d of recipients) {
      const dedupeKey = `broadcast:${broadcastId}:${d.id}:${input.channel}`;
      const text = personalised(input.text, d.fullName, d.language);
      await enqueue(trx, outboxMessage({ channel: input.channel, to: d.to, text, subject: `A message from ${BRAND}`, dedupeKey, purpose: 'broadcast', createdBy: adminId }));
    }
    return recipients.length;
  });
  void deps.afterCommit();
  return { queued };
}

export const sentMessages = async (deps: Pick<MessagingAdminDeps, 'db'>, input: z.output<typeof listSentMessages.input>) => ({
  messages: await latestMessages(deps.db, input.purpose, input.limit),
});
