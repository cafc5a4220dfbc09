/** @jest-environment node */
// The paymentWebhook handler and the LOCAL sandbox checkout page end to end, in process: real SQL
// (PGlite), real signatures, the page's webhook delivered straight into the webhook handler.
import type { IncomingHttpHeaders } from 'node:http';
import { handleWebhook, type WebhookDeps } from '../webhook.http';
import { sandboxCheckoutHandler, type PageRequest } from '../sandbox.http';
import { sandboxProvider } from '../sandbox-adapter';
import { deliverSandboxEvent, stripeSignature } from '../sandbox-webhook';
import { startCardPayment, startChangePayment, type OnChangePaid, type OnPaid } from '../payments.service';
import type { SandboxDeps } from '../sandbox.service';
import { usePglite } from '../../test-kit/pglite';
import { insertAwaitingChange, insertCardBooking } from '../../test-kit/payment-fixtures';

jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));
jest.setTimeout(60_000);

const SECRET = 'whsec_sandbox_test';
const BASE = 'http://fn.test/demo/europe-west9';

const t = usePglite();

const provider = () => sandboxProvider({ db: () => t.db, webhookSecret: SECRET, functionsBaseUrl: BASE });
const bookingRow = (id: string) => t.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

function webhookDeps(onPaid: OnPaid = async () => undefined, afterConfirmed = jest.fn(async () => undefined)): WebhookDeps & { afterConfirmed: jest.Mock } {
  return { provider, db: () => t.db, onPaid, afterConfirmed };
}

async function booking() {
  const b = await insertCardBooking(t.db);
  const url = await startCardPayment(t.db, provider(), {
    id: b.id,
    reference: b.reference,
    totalCents: 7500,
    bookerEmail: 'ada@example.com',
    description: 'CDG Terminal 2E -> Paris 8e <Champs>',
    expiresAt: new Date(Date.now() + 30 * 60_000),
  });
  return { ...b, url, sessionId: new URL(url).searchParams.get('session')! };
}

const completedEvent = (
  sessionId: string,
  id = `evt_local_${Math.random().toString(16).slice(2)}`,
  over: { amount_total?: number; currency?: string; created?: number } = {},
) =>
  JSON.stringify({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    created: over.created ?? Math.floor(Date.now() / 1000),
    data: {
      object: { id: sessionId, object: 'checkout.session', payment_status: 'paid', amount_total: over.amount_total ?? 7500, currency: over.currency ?? 'eur' },
    },
  });
const post = (body: string, headers: IncomingHttpHeaders) => ({ method: 'POST', headers, rawBody: Buffer.from(body) });
const signed = (body: string, secret = SECRET) => ({ 'stripe-signature': stripeSignature(body, secret, Math.floor(Date.now() / 1000)) });

describe('paymentWebhook', () => {
  it('fulfils once when a webhook is replayed 10 times', async () => {
    const b = await booking();
    const paid: string[] = [];
    const deps = webhookDeps(async (_trx, id) => void paid.push(id));
    const body = completedEvent(b.sessionId);
    const headers = signed(body);
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await handleWebhook(post(body, headers), deps));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.map((a) => ('outcome' in a.body ? a.body.outcome : a.body.error))).toEqual(['confirmed', ...Array(9).fill('duplicate')]);
    expect(paid).toEqual([b.id]);
    expect(deps.afterConfirmed).toHaveBeenCalledTimes(1);
    await expect(bookingRow(b.id)).resolves.toMatchObject({ status: 'confirmed', payment_status: 'paid' });
  });

  it('refuses a tampered signature (400, no details) and changes nothing', async () => {
    const b = await booking();
    const paid = jest.fn(async () => undefined);
    const body = completedEvent(b.sessionId, 'evt_local_tampered');
    const headers = signed(body);
    const tamperedSignature = { 'stripe-signature': headers['stripe-signature'].replace(/v1=(.)/, (_m, c: string) => `v1=${c === '0' ? '1' : '0'}`) };
    const refused = [
      await handleWebhook(post(body, tamperedSignature), webhookDeps(paid)),
      await handleWebhook(post(body.replace('"paid"', '"unpaid"'), headers), webhookDeps(paid)),
      await handleWebhook(post(body, signed(body, 'whsec_someone_else')), webhookDeps(paid)),
      await handleWebhook(post(body, {}), webhookDeps(paid)),
    ];
    expect(refused).toEqual(Array(4).fill({ status: 400, body: { error: 'invalid signature' } }));
    expect(paid).not.toHaveBeenCalled();
    await expect(t.db.selectFrom('payment_events').select('event_id').where('event_id', '=', 'evt_local_tampered').executeTakeFirst()).resolves.toBeUndefined();
    await expect(bookingRow(b.id)).resolves.toMatchObject({ status: 'pending_payment', payment_status: 'unpaid' });
  });

  it('a signed 1-cent event is recorded and flagged (200) but confirms nothing; the right one still confirms', async () => {
    const b = await booking();
    const paid = jest.fn(async () => undefined);
    const deps = webhookDeps(paid);
    const cent = completedEvent(b.sessionId, 'evt_local_one_cent', { amount_total: 1 });
    await expect(handleWebhook(post(cent, signed(cent)), deps)).resolves.toEqual({ status: 200, body: { received: true, outcome: 'amount-mismatch' } });
    const pounds = completedEvent(b.sessionId, undefined, { currency: 'gbp' });
    await expect(handleWebhook(post(pounds, signed(pounds)), deps)).resolves.toMatchObject({ status: 200, body: { outcome: 'amount-mismatch' } });
    expect(paid).not.toHaveBeenCalled();
    expect(deps.afterConfirmed).not.toHaveBeenCalled();
    await expect(bookingRow(b.id)).resolves.toMatchObject({ status: 'pending_payment', payment_status: 'unpaid' });
    await expect(t.db.selectFrom('payments').select(['status', 'mismatch']).where('session_id', '=', b.sessionId).executeTakeFirst()).resolves.toEqual({
      status: 'open',
      mismatch: 'amount 1, expected 7500',
    });
    const right = completedEvent(b.sessionId);
    await expect(handleWebhook(post(right, signed(right)), deps)).resolves.toMatchObject({ status: 200, body: { outcome: 'confirmed' } });
    await expect(bookingRow(b.id)).resolves.toMatchObject({ status: 'confirmed', payment_status: 'paid' });
  });

  it('refuses (400) a signature or an event dated 30 days in the future, and records nothing', async () => {
    const b = await booking();
    const paid = jest.fn(async () => undefined);
    const in30days = Math.floor(Date.now() / 1000) + 30 * 86_400;
    const body = completedEvent(b.sessionId, 'evt_local_future_signature');
    const futureSignature = { 'stripe-signature': stripeSignature(body, SECRET, in30days) };
    const futureEvent = completedEvent(b.sessionId, 'evt_local_future_event', { created: in30days });
    const refused = [await handleWebhook(post(body, futureSignature), webhookDeps(paid)), await handleWebhook(post(futureEvent, signed(futureEvent)), webhookDeps(paid))];
    expect(refused).toEqual(Array(2).fill({ status: 400, body: { error: 'invalid signature' } }));
    expect(paid).not.toHaveBeenCalled();
    await expect(
      t.db.selectFrom('payment_events').select('event_id').where('event_id', 'in', ['evt_local_future_signature', 'evt_local_future_event']).execute(),
    ).resolves.toEqual([]);
    await expect(bookingRow(b.id)).resolves.toMatchObject({ status: 'pending_payment', payment_status: 'unpaid' });
  });

  it('a paid change’s difference runs onChangePaid (not onPaid) and delivers what it queued', async () => {
    const b = await booking();
    const paidBody = completedEvent(b.sessionId);
    await handleWebhook(post(paidBody, signed(paidBody)), webhookDeps());
    const changeId = await insertAwaitingChange(t.db, b.id);
    const url = await startChangePayment(t.db, provider(), { bookingId: b.id, changeId, reference: b.reference, amountCents: 3000, bookerEmail: 'a@b.c', description: 'd', expiresAt: new Date() });
    const onPaid = jest.fn(async () => undefined);
    const changes: Parameters<OnChangePaid>[1][] = [];
    const deps = { ...webhookDeps(onPaid), onChangePaid: (async (_trx, p) => void changes.push(p)) as OnChangePaid };
    const body = completedEvent(new URL(url).searchParams.get('session')!, undefined, { amount_total: 3000 });
    await expect(handleWebhook(post(body, signed(body)), deps)).resolves.toEqual({ status: 200, body: { received: true, outcome: 'change-paid' } });
    expect(changes).toMatchObject([{ changeId, bookingId: b.id, amountCents: 3000 }]);
    expect(onPaid).not.toHaveBeenCalled();
    expect(deps.afterConfirmed).toHaveBeenCalledTimes(1);
  });

  it('answers 405 to anything but POST', async () => {
    await expect(handleWebhook({ method: 'GET', headers: {} }, webhookDeps())).resolves.toMatchObject({ status: 405 });
  });

  it('answers 500 when applying fails, so the provider retries, and the retry confirms', async () => {
    const b = await booking();
    const body = completedEvent(b.sessionId);
    const failing = await handleWebhook(post(body, signed(body)), webhookDeps(async () => Promise.reject(new Error('db down'))));
    expect(failing).toEqual({ status: 500, body: { error: 'internal' } });
    await expect(handleWebhook(post(body, signed(body)), webhookDeps())).resolves.toMatchObject({ status: 200, body: { outcome: 'confirmed' } });
  });
});

describe('LOCAL sandbox checkout page', () => {
  const paid: string[] = [];
  // The webhook shares the page's clock: the sandbox dates its events with it.
  const wh: WebhookDeps = { ...webhookDeps(async (_trx, id) => void paid.push(id)), now: () => now };
  // The page's webhook goes straight into the webhook handler, as the emulator would route it.
  const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
    expect(String(url)).toBe(`${BASE}/paymentWebhook`);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const answer = await handleWebhook(post(String(init?.body), headers), wh);
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  }) as typeof fetch;
  let now = new Date();
  const deps = (): SandboxDeps => ({
    db: t.db,
    webhookUrl: `${BASE}/paymentWebhook`,
    webhookSecret: SECRET,
    now: () => now,
    deliver: (url, event, secret) => deliverSandboxEvent(url, event, secret, { fetch: fakeFetch, backoffMs: 1 }),
  });
  const handler = sandboxCheckoutHandler(deps);

  async function request(method: string, session: string, form?: Record<string, string>, headers: IncomingHttpHeaders = {}) {
    const res = { statusCode: 0, headers: {} as Record<string, string>, body: '' };
    const response = {
      status: (c: number) => ((res.statusCode = c), response),
      set: (k: string, v: string) => ((res.headers[k.toLowerCase()] = v), response),
      send: (b: string) => void (res.body = b),
    };
    const req: PageRequest = {
      method,
      query: { session },
      headers: form ? { 'content-type': 'application/x-www-form-urlencoded', ...headers } : headers,
      rawBody: form ? Buffer.from(new URLSearchParams({ session, ...form }).toString()) : undefined,
    };
    await handler(req, response);
    return res;
  }

  beforeEach(() => {
    now = new Date();
    paid.length = 0;
  });

  it('shows the trip and amount, labelled as a local test checkout, escaped', async () => {
    const b = await booking();
    const page = await request('GET', b.sessionId);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('LOCAL TEST CHECKOUT');
    expect(page.body).toContain('no real payment');
    expect(page.body).toContain('CDG Terminal 2E -&gt; Paris 8e &lt;Champs&gt;');
    expect(page.body).toContain('€75.00');
    expect(page.body).toMatch(/<label for="card">Card number<\/label>/);
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://localhost:5000");
  });

  it('declines 4000 0000 0000 0002 and asks for a test card otherwise; the booking stays unpaid', async () => {
    const b = await booking();
    const declined = await request('POST', b.sessionId, { action: 'pay', card: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Your card was declined');
    const other = await request('POST', b.sessionId, { action: 'pay', card: '5555 5555 5555 4444' });
    expect(other.statusCode).toBe(422);
    expect(other.body).toContain('Use a test card');
    await expect(bookingRow(b.id)).resolves.toMatchObject({ status: 'pending_payment' });
    expect(paid).toEqual([]);
  });

  it('pays with 4242 4242 4242 4242: signed webhook delivered, booking confirmed, then success_url', async () => {
    const b = await booking();
    await request('POST', b.sessionId, { action: 'pay', card: '4000000000000002' }); // a decline first, then a retry
    const res = await request('POST', b.sessionId, { action: 'pay', card: '4242 4242 4242 4242' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(new RegExp(`/payment-success\\?ref=${b.reference}&token=`));
    await expect(bookingRow(b.id)).resolves.toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    expect(paid).toEqual([b.id]);
    // A second click goes on to the booking; the page says it is paid; nothing is paid twice.
    await expect(request('POST', b.sessionId, { action: 'pay', card: '4242424242424242' })).resolves.toMatchObject({ statusCode: 303 });
    await expect(request('GET', b.sessionId)).resolves.toMatchObject({ statusCode: 200, body: expect.stringContaining('Already paid') });
    expect(paid).toEqual([b.id]);
  });

  it('cancel goes back to the booking, which stays payable', async () => {
    const b = await booking();
    const res = await request('POST', b.sessionId, { action: 'cancel' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/\/payment-canceled\?ref=/);
    await expect(request('GET', b.sessionId)).resolves.toMatchObject({ statusCode: 200 });
  });

  it('an expired session shows a page with a way back and reports checkout.session.expired', async () => {
    const b = await booking();
    now = new Date(Date.now() + 2 * 3_600_000);
    const page = await request('GET', b.sessionId);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This checkout has expired');
    expect(page.body).toMatch(/href="http:\/\/localhost:5000\/payment-canceled\?ref=/);
    await expect(t.db.selectFrom('payments').select('status').where('session_id', '=', b.sessionId).executeTakeFirst()).resolves.toEqual({ status: 'expired' });
    await expect(request('POST', b.sessionId, { action: 'pay', card: '4242424242424242' })).resolves.toMatchObject({ statusCode: 410 });
    expect(paid).toEqual([]);
  });

  it('refuses cross-site form posts and unknown sessions', async () => {
    const b = await booking();
    await expect(request('POST', b.sessionId, { action: 'pay', card: '4242424242424242' }, { 'sec-fetch-site': 'cross-site' })).resolves.toMatchObject({ statusCode: 403 });
    await expect(request('POST', b.sessionId, { action: 'pay', card: '4242424242424242' }, { origin: 'https://evil.example' })).resolves.toMatchObject({ statusCode: 403 });
    await expect(request('GET', 'cs_local_0000')).resolves.toMatchObject({ statusCode: 404 });
    expect(paid).toEqual([]);
  });

  it('is not served where the sandbox is off (no sandbox deps: outside local, or PAYMENTS_PROVIDER=stripe)', async () => {
    const off = sandboxCheckoutHandler(() => null);
    const res = { code: 0 };
    const response = { status: (c: number) => ((res.code = c), response), set: () => response, send: () => undefined };
    await off({ method: 'GET', query: {}, headers: {} }, response);
    expect(res.code).toBe(404);
  });
});
