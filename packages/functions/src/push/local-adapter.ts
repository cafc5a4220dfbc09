import * as logs from './logs';
import { messageIdFor, type Mailer } from '../mail/mailer';
import { escapeHtml } from '../mail/templates/render';
import { LOCAL_TEXT_DOMAIN } from '../messaging/local-adapter';
import type { PushMessage, PushProvider } from './provider';

/** `push+<user id>@local.rides`: the person's notifications, whatever the device (tests ask for it). */
export const localPushAddress = (userId: string): string => `push+${userId}@${LOCAL_TEXT_DOMAIN}`;

/** The e-mail that stands for a notification in the local mailbox: labelled, with where tapping it goes. */
export function localPushMail(m: PushMessage, origin: string) {
  const device = m.label || 'a device';
  const note = 'LOCAL PUSH — not delivered. The local stack captured this notification instead of sending it to the device.';
  const opens = new URL(m.notice.url, origin).href;
  return {
    to: localPushAddress(m.userId),
    subject: `[Local push] ${m.notice.title}`,
    text: `${note}\nDevice: ${device}\n\n${m.notice.title}\n${m.notice.body}\n\nTapping it opens: ${opens}\n`,
    html:
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(`Local push: ${m.notice.title}`)}</title></head><body>` +
      `<p style="background:#fff4ce;border:2px solid #8a6d00;padding:8px 12px;font-family:sans-serif;">${escapeHtml(note)}</p>` +
      `<p style="font-family:sans-serif;">Device: ${escapeHtml(device)}</p>` +
      `<div style="font-family:sans-serif;border:1px solid #cbd2d9;border-radius:8px;padding:12px;max-width:360px;">` +
      `<strong>${escapeHtml(m.notice.title)}</strong><br>${escapeHtml(m.notice.body)}</div>` +
      `<p style="font-family:sans-serif;">Tapping it opens ${escapeHtml(opens)}</p></body></html>`,
  };
}

/**
 * The LOCAL twin of FCM: each notification lands in the local mailbox (through the SMTP mailer, which
 * points at the stack's capture), badged "Push", with the page tapping it opens. Nothing reaches a
 * device: locally the browser has no push service to reach. Refused in production (config.ts).
 */
export function localPushProvider(mailer: Mailer, origin: string): PushProvider {
  let announced = false;
  return {
    name: 'local',
    async send(m: PushMessage) {
      if (!announced) {
        announced = true;
        logs.localTwinSelected();
      }
      await mailer.send({ ...localPushMail(m, origin), messageId: messageIdFor(m.key) });
      return { providerMessageId: `local-${m.key}`, status: 'captured' };
    },
  };
}
