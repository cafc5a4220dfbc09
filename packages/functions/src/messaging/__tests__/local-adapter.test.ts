/** @jest-environment node */
// The local messaging adapter end to end: through the product's SMTP mailer into the local mailbox
// (scripts/stack/mailbox.ts on free ports), where SMS and WhatsApp are labelled and badged.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { logger } from 'firebase-functions';
import { startMailbox, type Mailbox } from '../../../../../scripts/stack/mailbox';
import { createSmtpMailer } from '../../mail/smtp-mailer';
import { localTextAddress, localTextProvider } from '../local-adapter';

jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));

interface ApiMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  kind: string;
}

let dir: string;
let mailbox: Mailbox;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rides-local-sms-'));
  mailbox = await startMailbox({ dir, smtpPort: 0, httpPort: 0, log: () => undefined });
}, 30_000);
afterAll(async () => {
  await mailbox?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = async (p: string) => (await fetch(`${mailbox.url}${p}`)).text();

describe('local messaging adapter', () => {
  it('puts an SMS and a WhatsApp message in the local mailbox, labelled, and says nothing is delivered', async () => {
    const provider = localTextProvider(createSmtpMailer({ url: `smtp://127.0.0.1:${mailbox.smtpPort}`, from: 'Rides <bookings@localhost>' }));
    expect(provider).toMatchObject({ name: 'local', local: true });
    const sms = await provider.send({ channel: 'sms', to: '+33612345678', text: 'Your driver is Jean <b>', key: 'ride:1:event:2:driver-details:traveller:sms' });
    await provider.send({ channel: 'whatsapp', to: '+33612345678', text: 'Hello from WhatsApp' });
    expect(sms).toEqual({ providerMessageId: expect.stringMatching(/^local-/), status: 'captured' });
    expect(logger.info).toHaveBeenCalledWith('messaging: LOCAL adapter (nothing is delivered; SMS and WhatsApp land in the local mailbox)');

    const list = JSON.parse(await get('/api/messages?to=%2B33612345678')) as ApiMessage[];
    expect(list.map((m) => [m.kind, m.subject])).toEqual([
      ['whatsapp', '[Local WhatsApp] to +33612345678'],
      ['sms', '[Local SMS] to +33612345678'],
    ]);
    const [, smsMail] = list;
    expect(smsMail!.to).toBe(localTextAddress('sms', '+33612345678'));
    expect(smsMail!.to).toBe('sms+33612345678@local.rides');
    expect(smsMail!.text).toContain('LOCAL SMS — not delivered');
    expect(smsMail!.text).toContain('Your driver is Jean <b>');
    expect(smsMail!.html).toContain('Your driver is Jean &lt;b&gt;');
    expect(smsMail!.messageId).toBe('<ride-1-event-2-driver-details-traveller-sms@rides.local>');

    // The exact address works too, and the page badges both.
    expect(JSON.parse(await get('/api/messages?to=sms%2B33612345678%40local.rides'))).toHaveLength(1);
    const page = await get('/');
    expect(page).toContain('<span class="badge sms">SMS</span>');
    expect(page).toContain('<span class="badge whatsapp">WhatsApp</span>');
  });
});
