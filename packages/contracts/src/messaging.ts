import { z } from 'zod';
import { phoneSchema } from './phone';

/**
 * The admin's messaging tools (issue [D] 7: /test-notifications, /test-sms, /test-twilio-config,
 * /test-whatsapp, /test-bulk-whatsapp, /test-clicksend-sms, /send-hello-drivers) over the messaging
 * providers. Never a secret leaves the server: the status names the provider and whether it is
 * configured, with the sender number masked.
 */
export const MESSAGE_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export const messageChannelSchema = z.enum(MESSAGE_CHANNELS);
export type MessageChannel = z.infer<typeof messageChannelSchema>;
/** Every channel the outbox carries: the admins' three, and web push to drivers' devices (issue [M] 3). */
export const OUTBOX_CHANNELS = [...MESSAGE_CHANNELS, 'push'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** A message as recorded in the outbox (admin views). */
export const sentMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(OUTBOX_CHANNELS),
  to: z.string(),
  /** What it is: `driver-details`, `driver-job`, `reminder-driver-24h`, `test`, `broadcast`, … */
  purpose: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  /** The provider's delivery status when it reported one (Twilio status callback). */
  deliveryStatus: z.string().nullable(),
  provider: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type SentMessage = z.infer<typeof sentMessageSchema>;

export const SMS_PROVIDERS = ['twilio', 'clicksend', 'local'] as const;
export const smsProviderSchema = z.enum(SMS_PROVIDERS);

const channelStatus = z.object({
  /** The adapter in use for this channel. */
  provider: z.string(),
  /** A local adapter: messages land in the local mailbox, nothing is delivered. */
  local: z.boolean(),
  /** Everything the adapter needs is set (account, token, sender). */
  configured: z.boolean(),
  /** The sender as people see it, masked (`+33 6•• •• •• 78`), or null. */
  sender: z.string().nullable(),
  /** Configuration names that are missing (never their values). */
  missing: z.array(z.string()),
});

export const getMessagingStatus = {
  name: 'getMessagingStatus',
  input: z.object({}).strict(),
  output: z.object({
    email: channelStatus,
    sms: channelStatus,
    whatsapp: channelStatus,
    /** Every adapter that can be chosen for SMS, and whether it is configured (the ClickSend page, the Twilio page). */
    smsAdapters: z.array(z.object({ provider: smsProviderSchema, configured: z.boolean(), missing: z.array(z.string()) })),
    /** Twilio's delivery reports reach this address (status callback), signature checked. */
    statusCallbackUrl: z.string().nullable(),
  }),
} as const;

const text = z.string().trim().min(1).max(1000);

/** One test message to one recipient. `provider` forces an SMS adapter (the ClickSend test page). */
export const sendTestMessage = {
  name: 'sendTestMessage',
  input: z.discriminatedUnion('channel', [
    z.object({ channel: z.literal('email'), to: z.string().trim().toLowerCase().pipe(z.email().max(320)), text }).strict(),
    z.object({ channel: z.literal('sms'), to: phoneSchema, text, provider: smsProviderSchema.optional() }).strict(),
    z.object({ channel: z.literal('whatsapp'), to: phoneSchema, text }).strict(),
  ]),
  output: sentMessageSchema,
} as const;

/** At most this many test messages per admin per hour, and this many broadcasts. */
export const TEST_MESSAGES_PER_HOUR = 20;
export const BROADCASTS_PER_HOUR = 3;

export const broadcastChannelSchema = z.enum(['sms', 'whatsapp', 'email']);
const broadcastInput = z.object({ channel: broadcastChannelSchema, text }).strict();

/** Who a broadcast to the approved, active drivers would reach, and the message as they will read it. */
export const previewDriverBroadcast = {
  name: 'previewDriverBroadcast',
  input: broadcastInput,
  output: z.object({ recipients: z.number().int(), sample: z.array(z.object({ name: z.string(), to: z.string() })), rendered: z.string() }),
} as const;

/**
 * Sends it. `expectedRecipients` is the count the admin confirmed in the preview: if the list changed
 * meanwhile the send is refused (`recipients-changed`) and the admin previews again.
 */
export const sendDriverBroadcast = {
  name: 'sendDriverBroadcast',
  input: broadcastInput.extend({ confirm: z.literal(true), expectedRecipients: z.number().int().min(1) }).strict(),
  output: z.object({ queued: z.number().int() }),
} as const;

/**
 * `recipients-changed` (details.recipients: the count now), `no-recipients`, `provider-not-configured`
 * (details.missing: configuration names), `rate-limited` (details.retryAfterMs).
 */
export type MessagingRefusal = 'recipients-changed' | 'no-recipients' | 'provider-not-configured' | 'rate-limited';

/** The latest sends (tests, broadcasts and ride messages), newest first. */
export const listSentMessages = {
  name: 'listSentMessages',
  input: z.object({ purpose: z.string().max(40).optional(), limit: z.number().int().min(1).max(200).default(50) }).strict(),
  output: z.object({ messages: z.array(sentMessageSchema) }),
} as const;
