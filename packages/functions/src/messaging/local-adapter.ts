import { randomUUID } from 'node:crypto';
import * as logs from './logs';
import { messageIdFor, type Mailer } from '../mail/mailer';
import { escapeHtml } from '../mail/templates/render';
import type { MessagingProvider, TextChannel, TextMessage, TextSent } from './provider';

/** The local mailbox recognises these addresses and badges them SMS / WhatsApp (scripts/stack/mailbox.ts). */
export const LOCAL_TEXT_DOMAIN = 'local.rides';
const LABEL: Record<TextChannel, string> = { sms: 'SMS', whatsapp: 'WhatsApp' };

/** `sms+33612345678@local.rides`: one mailbox address per number and channel, so tests can ask for it. */
export const localTextAddress = (channel: TextChannel, to: string): string => `${channel}${to}@${LOCAL_TEXT_DOMAIN}`;

/** The e-mail that stands for a text message in the local mailbox: clearly labelled, the text as sent. */
export function localTextMail(m: TextMessage): { to: string; subject: string; text: string; html: string } {
  const label = LABEL[m.channel];
  const note = `LOCAL ${label.toUpperCase()} — not delivered. The local stack captured this ${label} message instead of sending it.`;
  return {
    to: localTextAddress(m.channel, m.to),
    subject: `[Local ${label}] to ${m.to}`,
    text: `${note}\nTo: ${m.to}\nChannel: ${label}\nLength: ${[...m.text].length} characters\n\n${m.text}\n`,
    html:
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(`Local ${label} to ${m.to}`)}</title></head><body>` +
      `<p style="background:#fff4ce;border:2px solid #8a6d00;padding:8px 12px;font-family:sans-serif;">${escapeHtml(note)}</p>` +
      `<p style="font-family:sans-serif;">To: ${escapeHtml(m.to)}</p>` +
      `<pre style="white-space:pre-wrap;font-family:sans-serif;font-size:16px;border:1px solid #cbd2d9;padding:12px;">${escapeHtml(m.text)}</pre>` +
      `</body></html>`,
  };
}

/**
 * The LOCAL adapter: SMS and WhatsApp go to the local mailbox (through the SMTP mailer, which points
 * at the stack's capture), labelled as such; nothing reaches a phone. Refused in production
 * (select-provider.ts).
 */
export function localTextProvider(mailer: Mailer): MessagingProvider {
  let announced = false;
  return {
    name: 'local',
    local: true,
    async send(m: TextMessage): Promise<TextSent> {
      if (!announced) {
        announced = true;
        logs.localAdapterSelected();
      }
      const mail = localTextMail(m);
      await mailer.send({ ...mail, messageId: messageIdFor(m.key ?? randomUUID()) });
      return { providerMessageId: `local-${randomUUID()}`, status: 'captured' };
    },
  };
}
