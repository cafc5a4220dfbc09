/** @jest-environment node */
// The local stack's SMTP capture and mailbox page (scripts/stack/mailbox.ts) on free ports, fed by
// the product's own SMTP mailer: what the local stack shows is what the functions sent.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startMailbox, type Mailbox } from '../../../../../scripts/stack/mailbox';
import { createSmtpMailer } from '../smtp-mailer';
import { messageIdFor } from '../mailer';
import { localPushProvider } from '../../push/local-adapter';

jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));

interface ApiMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  messageId: string;
  date: string;
}

let dir: string;
let mailbox: Mailbox;
const quiet = () => undefined;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rides-mailbox-'));
  mailbox = await startMailbox({ dir, smtpPort: 0, httpPort: 0, log: quiet });
  const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${mailbox.smtpPort}`, from: 'Paris Private Transfers <bookings@localhost>' });
  expect(mailer.local).toBe(true);
  await mailer.send({
    messageId: messageIdFor('booking:1:confirmation:booker'),
    to: 'ada@example.com',
    subject: 'Booking confirmed — PT-7K3M9Q',
    text: 'Manage: http://localhost:5000/booking-confirmation?ref=PT-7K3M9Q&token=abc',
    html: '<p>Hello <script>alert(1)</script></p>',
  });
  await mailer.send({ messageId: messageIdFor('booking:1:confirmation:traveller'), to: 'grace@example.com', subject: '<b>For Grace</b>', text: 'Hi', html: '<p>Hi</p>' });
}, 30_000);
afterAll(async () => {
  await mailbox?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (p: string) => fetch(`${mailbox.url}${p}`);

describe('local mailbox', () => {
  it('answers /api/messages?to= with what was sent to that address', async () => {
    const list = (await (await get('/api/messages?to=ADA@example.com')).json()) as ApiMessage[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      to: 'ada@example.com',
      subject: 'Booking confirmed — PT-7K3M9Q',
      messageId: '<booking-1-confirmation-booker@rides.local>',
      text: expect.stringContaining('ref=PT-7K3M9Q'),
      html: expect.stringContaining('<p>Hello'),
      date: expect.any(String),
    });
    expect((await (await get('/api/messages')).json()) as ApiMessage[]).toHaveLength(2);
  });

  it('keeps each raw message as an .eml file', () => {
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(2);
    expect(files.every((f) => /^\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f]{8}\.eml$/.test(f))).toBe(true);
    const raw = files.map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).join('\n');
    expect(raw).toContain('Message-ID: <booking-1-confirmation-booker@rides.local>');
  });

  it('lists messages newest first under the local banner, escaped', async () => {
    const res = await get('/');
    const html = await res.text();
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Local mailbox — messages sent by the local stack are captured here; nothing is delivered');
    expect(html).toContain('&lt;b&gt;For Grace&lt;/b&gt;');
    expect(html).not.toContain('<b>For Grace</b>');
    expect(html.indexOf('For Grace')).toBeLessThan(html.indexOf('Booking confirmed'));
  });

  it('shows one message: its HTML in a sandboxed frame, its text and its links', async () => {
    const [m] = (await (await get('/api/messages?to=ada@example.com')).json()) as ApiMessage[];
    const page = await (await get(`/messages/${m!.id}`)).text();
    expect(page).toContain(`<iframe sandbox="" src="/messages/${m!.id}/body.html"`);
    expect(page).toContain('href="http://localhost:5000/booking-confirmation?ref=PT-7K3M9Q&amp;token=abc"');
    expect(page).toContain('&lt;booking-1-confirmation-booker@rides.local&gt;');
    const body = await get(`/messages/${m!.id}/body.html`);
    expect(body.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
    expect(await body.text()).toContain('<script>alert(1)</script>'); // as sent: the sandbox and CSP keep it inert
    expect((await get('/messages/00000000')).status).toBe(404);
  });

  it('shows the messages of an earlier run after a restart (same data dir)', async () => {
    const again = await startMailbox({ dir, smtpPort: 0, httpPort: 0, log: quiet });
    try {
      const list = (await (await fetch(`${again.url}/api/messages?to=ada@example.com`)).json()) as ApiMessage[];
      expect(list.map((m) => m.messageId)).toEqual(['<booking-1-confirmation-booker@rides.local>']);
    } finally {
      await again.close();
    }
  });

  it("shows the local push twin's notifications badged as pushes, found by the person's address", async () => {
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${mailbox.smtpPort}`, from: 'Paris Private Transfers <bookings@localhost>' });
    await localPushProvider(mailer, 'http://localhost:5000').send({
      token: 'local-0b9f3c55-6d7e-4d1a-9f0e-2a1b3c4d5e6f',
      notice: { title: 'New ride PT-7K3M9Q', body: '14 Jul, 09:30', url: '/driver/scheduled#ride-42', tag: 'ride-42' },
      userId: 'Dr1verUid',
      label: 'Chrome on Android',
      key: 'ride:42:event:7:driver-job:Dr1verUid:push:1',
    });
    const list = (await (await get('/api/messages?to=push+Dr1verUid@local.rides')).json()) as Array<ApiMessage & { kind: string }>;
    expect(list).toEqual([expect.objectContaining({ subject: '[Local push] New ride PT-7K3M9Q', kind: 'push' })]);
    expect(await (await get('/')).text()).toContain('<span class="badge push">Push</span> <a href="/messages/');
  });
});
