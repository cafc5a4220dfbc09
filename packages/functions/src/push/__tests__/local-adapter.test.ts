/** @jest-environment node */
// The local push twin: each notification becomes a labelled message in the local mailbox, addressed
// to the person, with where tapping it goes; nothing is delivered.
import type { MailMessage, Mailer } from '../../mail/mailer';
import { localPushAddress, localPushProvider } from '../local-adapter';

jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));

it('puts the notification in the local mailbox, badged as a push, with the page a tap opens', async () => {
  const mails: MailMessage[] = [];
  const mailer: Mailer = { name: 'smtp', local: true, send: async (m) => void mails.push(m) };
  const provider = localPushProvider(mailer, 'http://localhost:5000');
  expect(provider.name).toBe('local');
  const sent = await provider.send({
    token: 'local-0b9f3c55-6d7e-4d1a-9f0e-2a1b3c4d5e6f',
    notice: { title: 'New ride PT-7K3M9Q', body: '14 Jul 2026, 09:30, CDG <T2E> → Paris 8e', url: '/driver/scheduled#ride-42', tag: 'ride-42' },
    userId: 'driverUid123',
    label: 'Chrome on Linux',
    key: 'ride:42:event:7:driver-job:driverUid123:push:3',
  });
  expect(sent.status).toBe('captured');
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  expect(mail!.to).toBe(localPushAddress('driverUid123'));
  expect(mail!.to).toBe('push+driverUid123@local.rides');
  expect(mail!.subject).toBe('[Local push] New ride PT-7K3M9Q');
  expect(mail!.text).toContain('LOCAL PUSH — not delivered');
  expect(mail!.text).toContain('Device: Chrome on Linux');
  expect(mail!.text).toContain('Tapping it opens: http://localhost:5000/driver/scheduled#ride-42');
  expect(mail!.html).toContain('CDG &lt;T2E&gt;');
  expect(mail!.messageId).toMatch(/^<.+>$/);
});
