/** @jest-environment node */
import nodemailer from 'nodemailer';
import { logger } from 'firebase-functions';
import { createSmtpMailer, isLocalSmtp } from '../smtp-mailer';
import { messageIdFor } from '../mailer';

jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));

/** A mailer over nodemailer's streamTransport: the built message, no server. */
function capturing(url = 'smtp://127.0.0.1:2525') {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const sendMail = jest.spyOn(transporter, 'sendMail');
  const mailer = createSmtpMailer({ url, from: 'Paris Private Transfers <bookings@localhost>', transporter });
  const built = async (i = 0) => ((await sendMail.mock.results[i]!.value) as { message: Buffer }).message.toString('utf8');
  return { mailer, built };
}

const message = (messageId = messageIdFor('booking:123:confirmation:booker')) => ({
  messageId,
  to: 'ada@example.com',
  subject: 'Booking confirmed — PT-7K3M9Q',
  text: 'Hello',
  html: '<p>Hello</p>',
});

describe('SMTP mailer', () => {
  beforeEach(() => jest.mocked(logger.info).mockClear());

  it('derives a Message-ID from the outbox dedupe key', () => {
    expect(messageIdFor('booking:123:confirmation:booker')).toBe('<booking-123-confirmation-booker@rides.local>');
  });

  it('sends with the outbox Message-ID, the configured sender, text and HTML', async () => {
    const { mailer, built } = capturing();
    await mailer.send(message());
    const raw = await built();
    expect(raw).toMatch(/^Message-ID: <booking-123-confirmation-booker@rides\.local>$/m);
    expect(raw).toMatch(/^From: Paris Private Transfers <bookings@localhost>$/m);
    expect(raw).toMatch(/^To: ada@example\.com$/m);
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
  });

  it('sends the same Message-ID again when the same outbox message is re-sent', async () => {
    const { mailer, built } = capturing();
    await mailer.send(message());
    await mailer.send(message());
    const id = (raw: string) => /^Message-ID: (.*)$/m.exec(raw)?.[1];
    expect(id(await built(0))).toBe(id(await built(1)));
  });

  it('is labelled local on the local capture and says so once in the logs', async () => {
    const { mailer } = capturing('smtp://127.0.0.1:2525');
    expect(mailer.local).toBe(true);
    expect(mailer.name).toMatch(/local/);
    await mailer.send(message());
    await mailer.send(message());
    expect(logger.info).toHaveBeenCalledTimes(1);
    expect(logger.info).toHaveBeenCalledWith('mail: LOCAL SMTP capture (nothing is delivered)', expect.anything());
  });

  it('is real for any other host', async () => {
    const { mailer } = capturing('smtps://user:secret@smtp.example.com:465');
    expect(mailer.local).toBe(false);
    await mailer.send(message());
    expect(logger.info).not.toHaveBeenCalled();
    expect(isLocalSmtp('smtp://localhost:2525')).toBe(true);
    expect(isLocalSmtp('not a url')).toBe(false);
  });
});
