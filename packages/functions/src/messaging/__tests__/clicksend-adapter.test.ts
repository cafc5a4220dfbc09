/** @jest-environment node */
// The ClickSend adapter without network: a fake fetch records the JSON it would post and answers as
// ClickSend's /v3/sms/send does.
import { clicksendProvider } from '../clicksend-adapter';
import { isPermanentFailure, MessagingError } from '../provider';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  json: unknown;
}

const queued = (status = 'SUCCESS', messageId = 'BF7AD270-0DE2-418B-B606-71D527D9C1AE') => ({
  http_code: 200,
  response_code: 'SUCCESS',
  response_msg: 'Messages queued for delivery.',
  data: { total_count: 1, queued_count: status === 'SUCCESS' ? 1 : 0, messages: [{ to: '+33612345678', message_id: messageId, status }] },
});

function fakeClickSend(answer: { status: number; body: unknown } = { status: 200, body: queued() }, from: string | null = 'RidesParis') {
  const sent: Sent[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(input), method: init?.method ?? 'GET', headers: Object.fromEntries(new Headers(init?.headers).entries()), json: JSON.parse(String(init?.body)) });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { provider: clicksendProvider({ username: 'ops@example.com', apiKey: 'CS-KEY-123', from, fetch }), sent };
}

describe('ClickSend adapter', () => {
  it('posts the message as JSON with basic auth and reads the message id and status', async () => {
    const { provider, sent } = fakeClickSend();
    await expect(provider.send({ channel: 'sms', to: '+33612345678', text: 'Your driver is Jean' })).resolves.toEqual({
      providerMessageId: 'BF7AD270-0DE2-418B-B606-71D527D9C1AE',
      status: 'SUCCESS',
    });
    expect(sent).toEqual([
      {
        url: 'https://rest.clicksend.com/v3/sms/send',
        method: 'POST',
        headers: expect.objectContaining({
          authorization: `Basic ${Buffer.from('ops@example.com:CS-KEY-123').toString('base64')}`,
          'content-type': 'application/json',
        }),
        json: { messages: [{ source: 'rides-functions', from: 'RidesParis', body: 'Your driver is Jean', to: '+33612345678' }] },
      },
    ]);
  });

  it('leaves `from` out when none is configured (ClickSend’s shared numbers)', async () => {
    const { provider, sent } = fakeClickSend(undefined, null);
    await provider.send({ channel: 'sms', to: '+33612345678', text: 'x' });
    expect((sent[0]!.json as { messages: Array<Record<string, unknown>> }).messages[0]).not.toHaveProperty('from');
  });

  it('refuses a message ClickSend did not queue: a bad number is permanent, no credit is retried', async () => {
    const bad = await fakeClickSend({ status: 200, body: queued('INVALID_RECIPIENT', '') }).provider.send({ channel: 'sms', to: '+33612345678', text: 'x' }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(MessagingError);
    expect(isPermanentFailure(bad)).toBe(true);
    const broke = await fakeClickSend({ status: 200, body: queued('INSUFFICIENT_CREDIT', '') }).provider.send({ channel: 'sms', to: '+33612345678', text: 'x' }).catch((e: unknown) => e);
    expect((broke as Error).message).toContain('INSUFFICIENT_CREDIT');
    expect(isPermanentFailure(broke)).toBe(false);
  });

  it('maps an HTTP error with ClickSend’s response code, without the API key', async () => {
    const { provider } = fakeClickSend({ status: 401, body: { http_code: 401, response_code: 'UNAUTHORIZED', response_msg: 'Invalid credentials', data: null } });
    const error = await provider.send({ channel: 'sms', to: '+33612345678', text: 'x' }).catch((e: unknown) => e);
    expect((error as Error).message).toBe('clicksend: 401 UNAUTHORIZED: Invalid credentials');
    expect((error as Error).message).not.toContain('CS-KEY-123');
    expect(isPermanentFailure(error)).toBe(false);
  });

  it('sends SMS only', async () => {
    const { provider, sent } = fakeClickSend();
    await expect(provider.send({ channel: 'whatsapp', to: '+33612345678', text: 'x' })).rejects.toThrow('SMS only');
    expect(sent).toEqual([]);
  });
});
