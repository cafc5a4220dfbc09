/** @jest-environment node */
// The Stripe adapter without network: Stripe's own HTTP layer over a fake fetch (the request it would
// send is asserted), and Stripe's own signing helper for webhooks.
import Stripe from 'stripe';
import { stripeProvider } from '../stripe-adapter';
import { WebhookSignatureError, type CheckoutRequest } from '../provider';

const NOW = new Date('2030-05-01T10:00:00Z');
const SECRET = 'whsec_test_secret';

const request: CheckoutRequest = {
  bookingId: '42',
  reference: 'PT-ABC123',
  amountCents: 7500,
  currency: 'EUR',
  description: 'Transfer CDG T2E -> Paris 8e',
  customerEmail: 'ada@example.com',
  successUrl: 'https://rides.example/payment-success?ref=PT-ABC123&token=t',
  cancelUrl: 'https://rides.example/payment-canceled?ref=PT-ABC123&token=t',
  expiresAt: new Date(NOW.getTime() + 45 * 60_000),
};

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  form: URLSearchParams;
}

function fakeStripe(response: Record<string, unknown> = { id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_1' }) {
  const sent: Sent[] = [];
  const fakeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    sent.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      form: new URLSearchParams(String(init?.body ?? '')),
    });
    return new Response(JSON.stringify(response), { status: 200, headers: { 'content-type': 'application/json', 'request-id': 'req_1' } });
  }) as typeof fetch;
  const provider = stripeProvider({
    secretKey: 'sk_test_fake',
    webhookSecret: SECRET,
    httpClient: Stripe.createFetchHttpClient(fakeFetch),
    maxNetworkRetries: 0,
    now: () => NOW,
    verify: { receivedAtMs: NOW.getTime() },
  });
  return { provider, sent };
}

describe('Stripe adapter: checkout', () => {
  it('creates one Checkout Session in EUR for the booking and maps the answer', async () => {
    const { provider, sent } = fakeStripe();
    await expect(provider.createCheckout(request)).resolves.toEqual({
      sessionId: 'cs_test_1',
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });
    expect(sent).toHaveLength(1);
    const [call] = sent;
    expect(call!.method).toBe('POST');
    expect(call!.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    expect(call!.headers.authorization).toBe('Bearer sk_test_fake');
    const f = call!.form;
    expect(f.get('mode')).toBe('payment');
    expect(f.get('line_items[0][quantity]')).toBe('1');
    expect(f.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(f.get('line_items[0][price_data][unit_amount]')).toBe('7500');
    expect(f.get('line_items[0][price_data][product_data][name]')).toBe(request.description);
    expect(f.get('customer_email')).toBe('ada@example.com');
    expect(f.get('client_reference_id')).toBe('PT-ABC123');
    expect(f.get('metadata[bookingId]')).toBe('42');
    expect(f.get('success_url')).toBe(request.successUrl);
    expect(f.get('cancel_url')).toBe(request.cancelUrl);
    expect(f.get('locale')).toBe('auto');
    expect(f.get('expires_at')).toBe(String(request.expiresAt.getTime() / 1000));
  });

  it('keeps expires_at at least 30 minutes ahead, as Stripe requires', async () => {
    const { provider, sent } = fakeStripe();
    await provider.createCheckout({ ...request, expiresAt: new Date(NOW.getTime() + 5 * 60_000) });
    expect(Number(sent[0]!.form.get('expires_at'))).toBeGreaterThanOrEqual(NOW.getTime() / 1000 + 30 * 60);
  });

  it('fails when Stripe gives no URL', async () => {
    const { provider } = fakeStripe({ id: 'cs_test_2', object: 'checkout.session', url: null });
    await expect(provider.createCheckout(request)).rejects.toThrow('without a URL');
  });
});

describe('Stripe adapter: webhook verification', () => {
  const event = {
    id: 'evt_1',
    object: 'event',
    type: 'checkout.session.completed',
    created: NOW.getTime() / 1000,
    data: { object: { id: 'cs_test_1', object: 'checkout.session', payment_status: 'paid', amount_total: 10900, currency: 'eur' } },
  };
  const payload = JSON.stringify(event);
  const sign = (body: string, secret = SECRET, timestamp = NOW.getTime() / 1000) =>
    Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });
  const refusal = (f: () => unknown) => {
    try {
      f();
      return 'accepted';
    } catch (e) {
      return e instanceof WebhookSignatureError ? e.problem : e;
    }
  };

  it('accepts a correctly signed event and normalises it', () => {
    const { provider } = fakeStripe();
    expect(provider.verifyWebhook(Buffer.from(payload), sign(payload))).toEqual({
      id: 'evt_1',
      type: 'checkout.session.completed',
      sessionId: 'cs_test_1',
      created: event.created,
      paymentStatus: 'paid',
      amountTotal: 10900,
      currency: 'EUR',
    });
  });

  it('refuses a signature timestamp more than 5 minutes in the future (Stripe only refuses old ones)', () => {
    const { provider } = fakeStripe();
    const now = NOW.getTime() / 1000;
    expect(refusal(() => provider.verifyWebhook(Buffer.from(payload), sign(payload, SECRET, now + 30 * 86_400)))).toBe('future-dated');
    expect(refusal(() => provider.verifyWebhook(Buffer.from(payload), sign(payload, SECRET, now + 301)))).toBe('future-dated');
    expect(refusal(() => provider.verifyWebhook(Buffer.from(payload), sign(payload, SECRET, now + 240)))).toBe('accepted');
  });

  it('refuses a tampered body, another secret, an old timestamp and a missing header', () => {
    const { provider } = fakeStripe();
    const tampered = payload.replace('"paid"', '"unpaid"');
    expect(refusal(() => provider.verifyWebhook(Buffer.from(tampered), sign(payload)))).toBe('invalid');
    expect(refusal(() => provider.verifyWebhook(Buffer.from(payload), sign(payload, 'whsec_other')))).toBe('invalid');
    expect(refusal(() => provider.verifyWebhook(Buffer.from(payload), sign(payload, SECRET, NOW.getTime() / 1000 - 301)))).toBe('invalid');
    expect(refusal(() => provider.verifyWebhook(Buffer.from(payload), 't=1,v1=00'))).toBe('invalid');
    expect(refusal(() => provider.verifyWebhook(Buffer.from(payload), undefined))).toBe('missing');
  });

  it('gives no session for events that are not about a checkout session', () => {
    const { provider } = fakeStripe();
    const other = JSON.stringify({ id: 'evt_2', object: 'event', type: 'charge.succeeded', created: 1, data: { object: { id: 'ch_1' } } });
    expect(provider.verifyWebhook(Buffer.from(other), sign(other))).toMatchObject({ type: 'charge.succeeded', sessionId: null });
  });
});
