/** @jest-environment node */
// The Twilio adapter without network: a fake fetch records the request it would send (URL, auth,
// form) and answers as Twilio's Messages resource does.
import { MessagingError, isPermanentFailure } from '../provider';
import { twilioProvider, type TwilioOptions } from '../twilio-adapter';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  form: URLSearchParams;
  signal: AbortSignal | null | undefined;
}

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'twilio-test-token';

function fakeTwilio(answer: { status: number; body: unknown } = { status: 201, body: { sid: 'SM123', status: 'queued' } }, options: Partial<TwilioOptions> = {}) {
  const sent: Sent[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    sent.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      form: new URLSearchParams(String(init?.body ?? '')),
      signal: init?.signal,
    });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  const provider = twilioProvider({ accountSid: SID, authToken: TOKEN, smsFrom: '+33700000001', whatsappFrom: '+14155238886', fetch, ...options });
  return { provider, sent };
}

describe('Twilio adapter', () => {
  it('posts one form-encoded message to the account’s Messages resource with basic auth', async () => {
    const { provider, sent } = fakeTwilio();
    await expect(
      provider.send({ channel: 'sms', to: '+33612345678', text: 'Your driver is Jean', statusCallbackUrl: 'https://example.com/messagingStatus' }),
    ).resolves.toEqual({ providerMessageId: 'SM123', status: 'queued' });
    expect(sent).toHaveLength(1);
    const [call] = sent;
    expect(call!.url).toBe(`https://api.twilio.com/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(call!.method).toBe('POST');
    expect(call!.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(call!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(call!.form)).toEqual({
      To: '+33612345678',
      From: '+33700000001',
      Body: 'Your driver is Jean',
      StatusCallback: 'https://example.com/messagingStatus',
    });
    expect(call!.signal).toBeInstanceOf(AbortSignal);
  });

  it('writes WhatsApp numbers as whatsapp:+… on both To and From', async () => {
    const { provider, sent } = fakeTwilio();
    await provider.send({ channel: 'whatsapp', to: '+33612345678', text: 'Hello' });
    expect(sent[0]!.form.get('To')).toBe('whatsapp:+33612345678');
    expect(sent[0]!.form.get('From')).toBe('whatsapp:+14155238886');
    expect(sent[0]!.form.has('StatusCallback')).toBe(false);
  });

  it('keeps a sender already written whatsapp:+…, and sends SMS through a Messaging Service when given one', async () => {
    const a = fakeTwilio(undefined, { whatsappFrom: 'whatsapp:+14155238886' });
    await a.provider.send({ channel: 'whatsapp', to: '+33612345678', text: 'Hello' });
    expect(a.sent[0]!.form.get('From')).toBe('whatsapp:+14155238886');
    const b = fakeTwilio(undefined, { smsFrom: 'MG0123456789abcdef0123456789abcdef' });
    await b.provider.send({ channel: 'sms', to: '+33612345678', text: 'Hello' });
    expect(b.sent[0]!.form.get('MessagingServiceSid')).toBe('MG0123456789abcdef0123456789abcdef');
    expect(b.sent[0]!.form.has('From')).toBe(false);
  });

  it('maps Twilio’s JSON error: an invalid number is permanent, and no secret is in the message', async () => {
    const { provider } = fakeTwilio({
      status: 400,
      body: { code: 21211, message: "The 'To' number +3361 is not a valid phone number.", more_info: 'https://www.twilio.com/docs/errors/21211', status: 400 },
    });
    const error = await provider.send({ channel: 'sms', to: '+33612345678', text: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MessagingError);
    expect((error as MessagingError).message).toBe("twilio: 400 (error 21211): The 'To' number +3361 is not a valid phone number.");
    expect((error as MessagingError).details).toEqual({ provider: 'twilio', status: 400, code: 21211, permanent: true });
    expect(isPermanentFailure(error)).toBe(true);
    expect((error as Error).message).not.toContain(TOKEN);
  });

  it.each([
    ['a rate limit', 429, { code: 20429, message: 'Too Many Requests' }],
    ['wrong credentials', 401, { code: 20003, message: 'Authenticate' }],
    ['a server error', 500, { message: 'Internal' }],
  ])('treats %s as worth retrying', async (_what, status, body) => {
    const { provider } = fakeTwilio({ status, body });
    const error = await provider.send({ channel: 'sms', to: '+33612345678', text: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MessagingError);
    expect(isPermanentFailure(error)).toBe(false);
  });

  it('gives up on a request that gets no answer in time (retried later by the outbox)', async () => {
    const hanging = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))) as typeof fetch;
    const provider = twilioProvider({ accountSid: SID, authToken: TOKEN, smsFrom: '+33700000001', whatsappFrom: null, fetch: hanging, timeoutMs: 50 });
    const error = await provider.send({ channel: 'sms', to: '+33612345678', text: 'x' }).catch((e: unknown) => e);
    expect((error as Error).message).toBe('twilio: no answer in time');
    expect(isPermanentFailure(error)).toBe(false);
  });

  it('refuses a channel without a sender, without calling Twilio', async () => {
    const { provider, sent } = fakeTwilio(undefined, { whatsappFrom: null });
    await expect(provider.send({ channel: 'whatsapp', to: '+33612345678', text: 'x' })).rejects.toThrow('TWILIO_WHATSAPP_FROM');
    expect(sent).toEqual([]);
  });
});
