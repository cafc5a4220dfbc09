/** @jest-environment node */
// The Stripe adapter without network: Stripe's own HTTP layer over a fake fetch (the request it would
// send is asserted), and Stripe's own signing helper for webhooks.
import Stripe from 'stripe';
import { stripeProvider } from '../stripe-adapter';
import { RefundRefusedByProviderError, WebhookSignatureError, type CheckoutRequest, type RefundRequest } from '../provider';

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

type Answer = Record<string, unknown> | ((url: string) => { status: number; body: Record<string, unknown> });

function fakeStripe(response: Answer = { id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_1' }) {
  const sent: Sent[] = [];
  const fakeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    sent.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      form: new URLSearchParams(String(init?.body ?? '')),
    });
    const answer = typeof response === 'function' ? response(String(input)) : { status: 200, body: response };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json', 'request-id': 'req_1' } });
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

  it('names the change in the metadata of a checkout for a change’s difference', async () => {
    const { provider, sent } = fakeStripe();
    await provider.createCheckout({ ...request, amountCents: 3000, changeId: '9' });
    expect(sent[0]!.form.get('metadata[changeId]')).toBe('9');
    expect(sent[0]!.form.get('payment_intent_data[metadata][changeId]')).toBe('9');
    expect(sent[0]!.form.get('line_items[0][price_data][unit_amount]')).toBe('3000');
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
    data: { object: { id: 'cs_test_1', object: 'checkout.session', payment_status: 'paid', amount_total: 10900, currency: 'eur', payment_intent: 'pi_test_1' } },
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
      paymentIntentId: 'pi_test_1',
      refunds: [],
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

  it('reads the refund of refund.updated / refund.failed and every refund listed by charge.refunded', () => {
    const { provider } = fakeStripe();
    const refund = (id: string, status: string) => ({ id, object: 'refund', amount: 2500, currency: 'eur', payment_intent: 'pi_test_1', status });
    const verify = (type: string, object: unknown) => {
      const body = JSON.stringify({ id: `evt_${type}`, object: 'event', type, created: NOW.getTime() / 1000, data: { object } });
      return provider.verifyWebhook(Buffer.from(body), sign(body));
    };
    expect(verify('refund.updated', refund('re_1', 'succeeded'))).toMatchObject({
      type: 'refund.updated',
      sessionId: null,
      refunds: [{ id: 're_1', status: 'succeeded', amountCents: 2500, paymentIntentId: 'pi_test_1', bookingId: null }],
    });
    expect(verify('refund.failed', refund('re_2', 'failed')).refunds).toEqual([{ id: 're_2', status: 'failed', amountCents: 2500, paymentIntentId: 'pi_test_1', bookingId: null }]);
    // The booking we put in a refund's metadata (refundBooking) is read back: the webhook then knows it is ours.
    expect(verify('refund.updated', { ...refund('re_5', 'succeeded'), metadata: { bookingId: '42' } }).refunds).toMatchObject([{ id: 're_5', bookingId: '42' }]);
    // Stripe's in-flight states (requires_action) read as pending: only a final word moves money.
    expect(verify('refund.created', refund('re_3', 'requires_action')).refunds).toMatchObject([{ id: 're_3', status: 'pending' }]);
    const charge = { id: 'ch_1', object: 'charge', amount_refunded: 5000, refunds: { object: 'list', data: [refund('re_1', 'succeeded'), refund('re_4', 'canceled')] } };
    expect(verify('charge.refunded', charge).refunds).toMatchObject([
      { id: 're_1', status: 'succeeded' },
      { id: 're_4', status: 'canceled' },
    ]);
    // Recent API versions do not expand the charge's refunds: none read, refund.updated carries them.
    expect(verify('charge.refunded', { id: 'ch_1', object: 'charge', amount_refunded: 5000 }).refunds).toEqual([]);
  });

  it('gives no session for events that are not about a checkout session', () => {
    const { provider } = fakeStripe();
    const other = JSON.stringify({ id: 'evt_2', object: 'event', type: 'charge.succeeded', created: 1, data: { object: { id: 'ch_1' } } });
    expect(provider.verifyWebhook(Buffer.from(other), sign(other))).toMatchObject({ type: 'charge.succeeded', sessionId: null });
  });
});

describe('Stripe adapter: refunds', () => {
  const refundRequest: RefundRequest = {
    providerPaymentId: 'pi_test_1',
    sessionId: 'cs_test_1',
    amountCents: 2500,
    currency: 'EUR',
    idempotencyKey: '5f0c6f3e-0d4a-4a57-9c55-8f1f7b1b0a11:17',
    metadata: { bookingId: '42', reference: 'PT-ABC123' },
  };
  const refundAnswer = (status: string | null) => ({ id: 're_test_1', object: 'refund', amount: 2500, currency: 'eur', payment_intent: 'pi_test_1', status });

  it('asks Stripe for a refund of the payment intent, with the amount, the reason and the idempotency key', async () => {
    const { provider, sent } = fakeStripe(refundAnswer('pending'));
    await expect(provider.refund(refundRequest)).resolves.toEqual({ id: 're_test_1', status: 'pending' });
    expect(sent).toHaveLength(1);
    const [call] = sent;
    expect(call!.method).toBe('POST');
    expect(call!.url).toBe('https://api.stripe.com/v1/refunds');
    expect(call!.headers['idempotency-key']).toBe(refundRequest.idempotencyKey);
    expect(Object.fromEntries(call!.form.entries())).toEqual({
      payment_intent: 'pi_test_1',
      amount: '2500',
      reason: 'requested_by_customer',
      'metadata[bookingId]': '42',
      'metadata[reference]': 'PT-ABC123',
    });
  });

  it('looks the payment intent up from the checkout session when it was not kept', async () => {
    const { provider, sent } = fakeStripe((url) =>
      url.includes('/checkout/sessions/')
        ? { status: 200, body: { id: 'cs_test_1', object: 'checkout.session', payment_intent: 'pi_from_session' } }
        : { status: 200, body: refundAnswer('succeeded') },
    );
    await expect(provider.refund({ ...refundRequest, providerPaymentId: null })).resolves.toEqual({ id: 're_test_1', status: 'succeeded' });
    expect(sent.map((c) => `${c.method} ${c.url}`)).toEqual(['GET https://api.stripe.com/v1/checkout/sessions/cs_test_1', 'POST https://api.stripe.com/v1/refunds']);
    expect(sent[1]!.form.get('payment_intent')).toBe('pi_from_session');
  });

  it.each([
    ['pending', 'pending'],
    ['requires_action', 'pending'],
    [null, 'pending'],
    ['succeeded', 'succeeded'],
    ['failed', 'failed'],
    ['canceled', 'failed'],
  ])('maps Stripe status %s to %s', async (stripeStatus, ours) => {
    const { provider } = fakeStripe(refundAnswer(stripeStatus));
    await expect(provider.refund(refundRequest)).resolves.toMatchObject({ status: ours });
  });

  it('turns Stripe refusing the refund (more than the unrefunded amount) into RefundRefusedByProviderError', async () => {
    const message = 'Refund amount (€80.00) is greater than unrefunded amount on charge (€75.00)';
    const { provider } = fakeStripe(() => ({ status: 400, body: { error: { type: 'invalid_request_error', code: 'amount_too_large', message } } }));
    const refused = await provider.refund({ ...refundRequest, amountCents: 8000 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RefundRefusedByProviderError);
    expect(refused).toMatchObject({ code: 'amount_too_large', message });
  });
});

describe('Stripe adapter: balance transactions (reconciliation)', () => {
  const from = new Date('2030-05-01T22:00:00Z');
  const to = new Date('2030-05-02T22:00:00Z');
  const txn = (over: Record<string, unknown>) => ({ object: 'balance_transaction', currency: 'eur', fee: 0, created: 1904335200, ...over });
  const page = {
    object: 'list',
    url: '/v1/balance_transactions',
    has_more: true,
    data: [
      // A charge, its source expanded: matched by the charge's payment intent.
      txn({ id: 'txn_1', type: 'charge', amount: 7500, fee: 138, net: 7362, source: { id: 'ch_1', object: 'charge', payment_intent: 'pi_1' } }),
      // A refund: matched by the refund's own id.
      txn({ id: 'txn_2', type: 'refund', amount: -2500, net: -2500, source: { id: 're_1', object: 'refund' } }),
      txn({ id: 'txn_3', type: 'payment_refund', amount: -100, net: -100, source: 're_2' }),
      txn({ id: 'txn_4', type: 'payout', amount: -5000, net: -5000, source: 'po_1' }),
    ],
  };

  it('GETs /v1/balance_transactions for the window, 100 a page, sources expanded, and maps each transaction', async () => {
    const { provider, sent } = fakeStripe(page);
    const got = await provider.listBalanceTransactions({ createdFrom: from, createdTo: to });
    expect(sent).toHaveLength(1);
    const url = new URL(sent[0]!.url);
    expect(`${sent[0]!.method} ${url.origin}${url.pathname}`).toBe('GET https://api.stripe.com/v1/balance_transactions');
    expect(Object.fromEntries(url.searchParams.entries())).toEqual({
      'created[gte]': String(from.getTime() / 1000),
      'created[lt]': String(to.getTime() / 1000),
      limit: '100',
      'expand[0]': 'data.source',
    });
    expect(got.hasMore).toBe(true);
    expect(got.transactions).toEqual([
      { id: 'txn_1', type: 'charge', amountCents: 7500, feeCents: 138, netCents: 7362, currency: 'EUR', sourceId: 'pi_1', created: new Date(1904335200 * 1000) },
      { id: 'txn_2', type: 'refund', amountCents: -2500, feeCents: 0, netCents: -2500, currency: 'EUR', sourceId: 're_1', created: new Date(1904335200 * 1000) },
      { id: 'txn_3', type: 'refund', amountCents: -100, feeCents: 0, netCents: -100, currency: 'EUR', sourceId: 're_2', created: new Date(1904335200 * 1000) },
      { id: 'txn_4', type: 'other', amountCents: -5000, feeCents: 0, netCents: -5000, currency: 'EUR', sourceId: 'po_1', created: new Date(1904335200 * 1000) },
    ]);
  });

  it('asks for the next page after the last transaction of the previous one', async () => {
    const { provider, sent } = fakeStripe({ ...page, has_more: false, data: [] });
    await expect(provider.listBalanceTransactions({ createdFrom: from, createdTo: to, startingAfter: 'txn_4' })).resolves.toEqual({ transactions: [], hasMore: false });
    expect(new URL(sent[0]!.url).searchParams.get('starting_after')).toBe('txn_4');
  });
});
