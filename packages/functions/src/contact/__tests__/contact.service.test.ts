/** @jest-environment node */
// The contact form's service against real SQL (PGlite, all migrations): the bot rule, the limits per
// address and per sender, and the two e-mails it queues.
import { CONTACT_LIMITS, contactMessageInput, type ContactMessageInput } from '@rides/contracts/contact';
import type { HttpsError } from 'firebase-functions/v2/https';
import { usePglite } from '../../test-kit/pglite';
import { insertBooking } from '../../test-kit/messaging-fixtures';
import type { Db } from '../../db/db';
import { sendContactMessage, type ContactDeps } from '../contact.service';

jest.setTimeout(60_000);

let db: Db;
const pg = usePglite();
beforeAll(async () => {
  db = pg.db;
});
beforeEach(async () => {
  await db.deleteFrom('outbox').execute();
  await db.deleteFrom('sign_in_attempts').execute();
  await db.deleteFrom('security_events').execute();
});

const NOW = new Date('2026-03-10T09:00:00Z');
const HUMAN = { honeypot: '', elapsedMs: 9_000, mouseMoves: 12, keystrokes: 80, touches: 0 };
const deps = (over: Partial<ContactDeps> = {}): ContactDeps => ({ db, supportInbox: 'support@example.test', shellOrigin: 'https://shell.example', now: () => NOW, ...over });
const from = (sourceIp: string) => ({ sourceIp, userAgent: 'jest', pageUrl: 'https://shell.example/contact' });
const input = (over: Partial<ContactMessageInput> = {}) =>
  contactMessageInput.parse({ name: 'Zoé Martin', email: 'Zoe@Example.com', message: 'Can I bring my cat?\nShe travels in a carrier.', language: 'fr', proof: HUMAN, ...over });

const send = (over: Partial<ContactMessageInput> = {}, ip = '203.0.113.7', d = deps()) => sendContactMessage(d, input(over), from(ip));
const reasonOf = (p: Promise<unknown>) => p.then(() => 'sent', (e: HttpsError) => `${e.code}:${(e.details as { reason: string }).reason}`);
const outbox = () => db.selectFrom('outbox').selectAll().orderBy('id').execute();
const counts = async () => ({
  outbox: (await outbox()).length,
  attempts: (await db.selectFrom('sign_in_attempts').select('id').execute()).length,
});
type Payload = { to: string; subject: string; text: string; html: string };

it('queues the message to support and the acknowledgement to the sender, in their language', async () => {
  const afterCommit = jest.fn();
  expect(await sendContactMessage(deps({ afterCommit }), input(), from('203.0.113.7'))).toEqual({ sent: true });
  expect(afterCommit).toHaveBeenCalledTimes(1);

  const [support, ack] = await outbox();
  expect(support).toMatchObject({ channel: 'email', purpose: 'contact-support', recipient: 'support@example.test', booking_id: null, status: 'pending' });
  expect(ack).toMatchObject({ channel: 'email', purpose: 'contact-ack', recipient: 'zoe@example.com', booking_id: null });
  expect(support!.dedupe_key).toMatch(/^contact:[0-9a-f-]{36}:support$/);
  expect(ack!.dedupe_key).toBe(support!.dedupe_key.replace(/support$/, 'ack'));

  // Support reads English, with the sender's fields labelled and the message kept line by line.
  const toSupport = support!.payload as Payload;
  expect(toSupport.text).toContain('Name: Zoé Martin');
  expect(toSupport.text).toContain('E-mail: zoe@example.com');
  expect(toSupport.text).toContain('Language: French (fr)');
  expect(toSupport.text).toContain('Can I bring my cat?\nShe travels in a carrier.');
  // The sender reads French: our promise (1 hour, 24/7) and their own words, quoted under labels only.
  const toSender = ack!.payload as Payload;
  expect(toSender.subject).toBe('Nous avons bien reçu votre message');
  expect(toSender.html).toContain('lang="fr-FR"');
  expect(toSender.text).toContain('sous 1 heure, 24 heures sur 24 et 7 jours sur 7');
  // None of the sender's words go back to the address they typed (anti-spam).
  expect(toSender.text).not.toContain('Zoé Martin');
  expect(toSender.text).not.toContain('Can I bring my cat?');
  expect(toSender.text.split('\n')[0]).toBe('Bonjour,');
  expect(toSender.subject + toSupport.subject).not.toContain('Zoé');
});

it('refuses a bot and writes nothing but the security event', async () => {
  for (const proof of [{ ...HUMAN, honeypot: 'http://spam.example' }, { ...HUMAN, elapsedMs: 800 }, { ...HUMAN, mouseMoves: 0, keystrokes: 0 }]) {
    expect(await reasonOf(send({ proof }))).toBe('permission-denied:bot');
  }
  expect(await counts()).toEqual({ outbox: 0, attempts: 0 });
  const events = await db.selectFrom('security_events').selectAll().execute();
  expect(events.map((e) => [e.event_type, e.details.during, e.source_ip])).toEqual(Array(3).fill(['bot_detected', 'contact', '203.0.113.7']));
});

it(`takes ${CONTACT_LIMITS.perAddress.attempts} messages an hour from one address, then refuses with the wait`, async () => {
  for (let i = 0; i < CONTACT_LIMITS.perAddress.attempts; i++) expect(await reasonOf(send({ email: `person${i}@example.com` }))).toBe('sent');
  const before = await counts();
  const refused = await send({ email: 'another@example.com' }).catch((e: HttpsError) => e);
  expect(refused).toMatchObject({ code: 'resource-exhausted', details: { reason: 'rate-limited', retryAfterMs: CONTACT_LIMITS.perAddress.windowMs } });
  expect(await counts()).toEqual(before);
  // Another address is not affected.
  expect(await reasonOf(send({ email: 'another@example.com' }, '198.51.100.2'))).toBe('sent');
  // An hour later the address may write again.
  expect(await reasonOf(send({ email: 'later@example.com' }, '203.0.113.7', deps({ now: () => new Date(NOW.getTime() + 3_600_001) })))).toBe('sent');
});

it(`acknowledges one inbox at most ${CONTACT_LIMITS.perSender.attempts} times an hour, from any address and with any +tag`, async () => {
  const ips = ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4'];
  for (let i = 0; i < CONTACT_LIMITS.perSender.attempts; i++) expect(await reasonOf(send({ email: `victim+${i}@example.com` }, ips[i]))).toBe('sent');
  expect(await reasonOf(send({ email: 'Victim@example.com' }, ips[3]))).toBe('resource-exhausted:rate-limited');
  expect((await outbox()).filter((r) => r.purpose === 'contact-ack')).toHaveLength(CONTACT_LIMITS.perSender.attempts);
  // The refused address's own bucket was not used up by the refusal (all or none).
  expect(await reasonOf(send({ email: 'someone-else@example.com' }, ips[3]))).toBe('sent');
});

it('tells support which booking a reference names, and the sender nothing about it', async () => {
  const booking = await insertBooking(db, { booker_email: 'zoe@example.com', booker_name: 'Zoé Martin' });
  const typed = booking.reference.replace('PT-', '').toLowerCase(); // as people type it
  await send({ bookingReference: typed });
  const [support, ack] = await outbox();
  expect(support!.booking_id).toBe(booking.id);
  const toSupport = support!.payload as Payload;
  expect(toSupport.subject).toContain(`booking ${booking.reference}`);
  expect(toSupport.text).toContain(`Reference: ${booking.reference}`);
  expect(toSupport.text).toContain('Paris 8e');
  expect(toSupport.text).toContain("Sender's e-mail is: the booker's e-mail");
  expect(toSupport.text).toContain(`https://shell.example/admin/all-requests?q=${booking.reference}`);
  const toSender = ack!.payload as Payload;
  expect(ack!.booking_id).toBeNull();
  expect(toSender.text).toContain(`Référence de réservation : ${booking.reference}`);
  expect(toSender.text).not.toContain('Paris 8e');

  await db.deleteFrom('outbox').execute();
  await send({ bookingReference: 'PT-ZZZZZZ', email: 'stranger@example.com' }, '198.51.100.9');
  const [unknownSupport, unknownAck] = await outbox();
  expect((unknownSupport!.payload as Payload).text).toContain('No booking has the reference PT-ZZZZZZ');
  expect(unknownSupport!.booking_id).toBeNull();
  // The sender cannot tell a reference that exists from one that does not: the same text either way.
  expect((unknownAck!.payload as Payload).text.replace('PT-ZZZZZZ', booking.reference).replace('stranger@example.com', 'zoe@example.com')).toBe(toSender.text);
});
