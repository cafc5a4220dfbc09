/** @jest-environment node */
// The LOCAL sandbox signs like Stripe: what it sends, Stripe's own verification accepts; a tampered
// payload or another secret is refused. Plus delivery retries, test cards and provider selection.
import Stripe from 'stripe';
import { logger } from 'firebase-functions';
import type { Config } from '../../config';
import { checkoutExpiry, WebhookSignatureError } from '../provider';
import { sandboxProvider } from '../sandbox-adapter';
import { deliverSandboxEvent, sandboxCheckoutEvent, stripeSignature } from '../sandbox-webhook';
import { checkTestCard } from '../sandbox.service';
import { PaymentsNotConfiguredError, sandboxActive, selectProvider } from '../select-provider';
import type { SandboxSession } from '../sandbox.repo';

jest.mock('firebase-functions', () => ({ logger: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));

const SECRET = 'whsec_local_sandbox_test';
const session: SandboxSession = {
  id: 'cs_local_0123456789abcdef0123456789abcdef',
  booking_id: '7',
  client_reference_id: 'PT-ABC123',
  amount_cents: 7500,
  currency: 'EUR',
  description: 'CDG -> Paris',
  customer_email: 'ada@example.com',
  success_url: 'http://localhost:5000/payment-success?ref=PT-ABC123&token=x',
  cancel_url: 'http://localhost:5000/payment-canceled?ref=PT-ABC123&token=x',
  expires_at: new Date('2030-01-01T10:30:00Z'),
  status: 'paid',
  paid_at: new Date('2030-01-01T10:05:00Z'),
  created_at: new Date('2030-01-01T10:00:00Z'),
  payment_intent: 'pi_local_00112233445566778899aabbccddeeff',
};
const provider = () => sandboxProvider({ db: () => null as never, webhookSecret: SECRET, functionsBaseUrl: 'http://fn.test' });
const problem = (f: () => unknown) => {
  try {
    f();
    return 'accepted';
  } catch (e) {
    return e instanceof WebhookSignatureError ? e.problem : e;
  }
};

describe('sandbox webhook signatures', () => {
  it('signs exactly as Stripe does', () => {
    expect(stripeSignature('{"a":1}', SECRET, 1_900_000_000)).toBe(
      Stripe.webhooks.generateTestHeaderString({ payload: '{"a":1}', secret: SECRET, timestamp: 1_900_000_000 }),
    );
  });

  it('round trip: a signed checkout.session.completed is accepted and normalised', () => {
    const event = sandboxCheckoutEvent('checkout.session.completed', session, new Date());
    expect(event.id).toMatch(/^evt_local_[0-9a-f]{32}$/);
    const header = stripeSignature(event.payload, SECRET, Math.floor(Date.now() / 1000));
    expect(provider().verifyWebhook(Buffer.from(event.payload), header)).toMatchObject({
      id: event.id,
      type: 'checkout.session.completed',
      sessionId: session.id,
      paymentStatus: 'paid',
    });
    expect(JSON.parse(event.payload).data.object).toMatchObject({
      object: 'checkout.session',
      amount_total: 7500,
      currency: 'eur',
      client_reference_id: 'PT-ABC123',
      metadata: { bookingId: '7' },
      payment_intent: session.payment_intent,
    });
  });

  it('refuses a tampered payload, another secret and a missing signature', () => {
    const { payload } = sandboxCheckoutEvent('checkout.session.completed', session, new Date());
    const now = Math.floor(Date.now() / 1000);
    const header = stripeSignature(payload, SECRET, now);
    expect(problem(() => provider().verifyWebhook(Buffer.from(payload.replace('7500', '1')), header))).toBe('invalid');
    expect(problem(() => provider().verifyWebhook(Buffer.from(payload), stripeSignature(payload, 'whsec_other', now)))).toBe('invalid');
    expect(problem(() => provider().verifyWebhook(Buffer.from(payload), stripeSignature(payload, SECRET, now - 3600)))).toBe('invalid');
    expect(problem(() => provider().verifyWebhook(Buffer.from(payload), undefined))).toBe('missing');
  });
});

describe('sandbox webhook delivery', () => {
  const event = sandboxCheckoutEvent('checkout.session.completed', session, new Date());

  it('retries until a 2xx, each attempt freshly and validly signed', async () => {
    const seen: string[] = [];
    const answers = [() => Promise.reject(new Error('ECONNREFUSED')), () => Promise.resolve(new Response('', { status: 500 })), () => Promise.resolve(new Response('{}', { status: 200 }))];
    const fakeFetch = (async (_url: string | URL | Request, init?: RequestInit) => {
      const sig = new Headers(init?.headers).get('stripe-signature')!;
      expect(problem(() => provider().verifyWebhook(Buffer.from(String(init?.body)), sig))).toBe('accepted');
      seen.push(sig);
      return answers[seen.length - 1]!();
    }) as typeof fetch;
    await expect(deliverSandboxEvent('http://fn.test/paymentWebhook', event, SECRET, { fetch: fakeFetch, backoffMs: 1 })).resolves.toBe(true);
    expect(seen).toHaveLength(3);
  });

  it('gives up after the last attempt and logs it', async () => {
    const fakeFetch = jest.fn(async () => new Response('', { status: 400 })) as unknown as typeof fetch;
    await expect(deliverSandboxEvent('http://fn.test/paymentWebhook', event, SECRET, { fetch: fakeFetch, backoffMs: 1, attempts: 3 })).resolves.toBe(false);
    expect(fakeFetch).toHaveBeenCalledTimes(3);
    expect(jest.mocked(logger.error)).toHaveBeenCalledWith(expect.stringContaining('failed after 3 attempts'));
  });
});

describe('test cards', () => {
  it.each([
    ['4242 4242 4242 4242', 'approved'],
    ['4242-4242-4242-4242', 'approved'],
    ['4000000000000002', 'declined'],
    ['5555 5555 5555 4444', 'not-a-test-card'],
    ['', 'not-a-test-card'],
  ])('%s -> %s', (card, outcome) => expect(checkTestCard(card)).toBe(outcome));
});

describe('provider selection', () => {
  const cfg = (over: Partial<Config>): Config =>
    ({ environment: 'local', paymentsProvider: 'sandbox', stripeSecretKey: null, stripeWebhookSecret: null, sandboxWebhookSecret: SECRET, functionsBaseUrl: 'http://fn.test', ...over }) as Config;
  const stripe = { paymentsProvider: 'stripe', stripeSecretKey: 'sk_test_x', stripeWebhookSecret: 'whsec_x' };

  it('uses Stripe when PAYMENTS_PROVIDER is stripe and both of its secrets are set', () => {
    expect(selectProvider(cfg({ environment: 'production', ...stripe }))).toMatchObject({ name: 'stripe', local: false });
    expect(() => selectProvider(cfg({ environment: 'production', ...stripe, stripeWebhookSecret: null }))).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('uses the LOCAL sandbox when chosen in the local environment, and says so in the log', () => {
    // The local stack's placeholder Stripe values (LOCAL_SECRETS) do not make it Stripe.
    expect(selectProvider(cfg({ stripeSecretKey: 'local-not-a-stripe-key', stripeWebhookSecret: 'x' }))).toMatchObject({ name: 'local-sandbox', local: true });
    expect(jest.mocked(logger.warn)).toHaveBeenCalledWith('payments: LOCAL SANDBOX adapter (no real payments)');
  });

  it('refuses the sandbox outside the local environment, and an unknown provider', () => {
    expect(() => selectProvider(cfg({ environment: 'production' }))).toThrow(PaymentsNotConfiguredError);
    expect(sandboxActive(cfg({ environment: 'production' }))).toBe(false);
    // Only the local environment runs the sandbox: any other name is refused too.
    expect(() => selectProvider(cfg({ environment: 'staging' }))).toThrow(PaymentsNotConfiguredError);
    expect(sandboxActive(cfg({ environment: 'staging' }))).toBe(false);
    expect(sandboxActive(cfg(stripe))).toBe(false);
    expect(sandboxActive(cfg({}))).toBe(true);
    expect(() => selectProvider(cfg({ paymentsProvider: 'paypal' }))).toThrow(/unknown PAYMENTS_PROVIDER "paypal"/);
  });
});

describe('checkout expiry', () => {
  const now = new Date('2030-01-01T10:00:00Z');
  it('keeps the booking’s expiry inside the provider’s 30 minutes to 24 hours', () => {
    expect(checkoutExpiry(new Date('2030-01-01T10:45:00Z'), now)).toEqual(new Date('2030-01-01T10:45:00Z'));
    expect(checkoutExpiry(new Date('2030-01-01T10:10:00Z'), now)).toEqual(new Date('2030-01-01T10:31:00Z'));
    expect(checkoutExpiry(new Date('2030-01-03T10:00:00Z'), now)).toEqual(new Date('2030-01-02T09:59:00Z'));
  });
});
