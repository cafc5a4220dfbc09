/** @jest-environment node */
// The FCM adapter without network: a fake fetch records the request it would send (URL, bearer token,
// JSON body) and answers as FCM's HTTP v1 messages:send does.
import { MessagingError, isPermanentFailure } from '../../messaging/provider';
import { fcmProvider, PUSH_TTL_SECONDS } from '../fcm-adapter';
import { isTokenGone, type PushMessage } from '../provider';
import type { adminAccessToken } from '../select-provider';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

const message: PushMessage = {
  token: 'fcm-token-of-the-drivers-phone-0123456789',
  notice: { title: 'New ride PT-7K3M9Q', body: '14 Jul 2026, 09:30, CDG → Paris 8e', url: '/driver/scheduled#ride-42', tag: 'ride-42' },
  userId: 'driver-1',
  label: 'Chrome on Android',
  key: 'ride:42:event:7:driver-job:driver-1:push:3',
};

function fakeFcm(answer: { status: number; body: unknown } | Error = { status: 200, body: { name: 'projects/rides-paris/messages/0:1700000000000000%abc' } }) {
  const sent: Sent[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(input), method: init?.method ?? 'GET', headers: Object.fromEntries(new Headers(init?.headers).entries()), body: JSON.parse(String(init?.body)) });
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  const provider = fcmProvider({ projectId: 'rides-paris', accessToken: async () => 'ya29.access-token', fetch });
  return { provider, sent };
}

const fcmError = (status: number, errorCode: string | null, grpc: string) => ({
  status,
  body: {
    error: {
      code: status,
      message: 'Requested entity was not found.',
      status: grpc,
      details: errorCode ? [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }] : [],
    },
  },
});

describe('FCM adapter', () => {
  it("posts one data-only web push to the project's messages:send with the service account's bearer token", async () => {
    const { provider, sent } = fakeFcm();
    await expect(provider.send(message)).resolves.toEqual({ providerMessageId: 'projects/rides-paris/messages/0:1700000000000000%abc', status: 'accepted' });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('https://fcm.googleapis.com/v1/projects/rides-paris/messages:send');
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.headers.authorization).toBe('Bearer ya29.access-token');
    expect(sent[0]!.body).toEqual({
      message: {
        token: message.token,
        webpush: {
          headers: { Urgency: 'high', TTL: String(PUSH_TTL_SECONDS) },
          data: { title: 'New ride PT-7K3M9Q', body: '14 Jul 2026, 09:30, CDG → Paris 8e', url: '/driver/scheduled#ride-42', tag: 'ride-42' },
        },
      },
    });
  });

  it('says a token FCM no longer knows is gone for good (the device is then forgotten)', async () => {
    const { provider } = fakeFcm(fcmError(404, 'UNREGISTERED', 'NOT_FOUND'));
    const e = await provider.send(message).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(MessagingError);
    expect((e as Error).message).toBe('fcm: 404 (UNREGISTERED): Requested entity was not found.');
    expect(isPermanentFailure(e)).toBe(true);
    expect(isTokenGone(e)).toBe(true);
  });

  it('gives up on a message FCM refuses, without forgetting the device', async () => {
    const { provider } = fakeFcm(fcmError(400, 'INVALID_ARGUMENT', 'INVALID_ARGUMENT'));
    const e = await provider.send(message).catch((x: unknown) => x);
    expect(isPermanentFailure(e)).toBe(true);
    expect(isTokenGone(e)).toBe(false);
  });

  it.each([
    ['an exhausted quota', fcmError(429, 'QUOTA_EXCEEDED', 'RESOURCE_EXHAUSTED')],
    ['an outage', fcmError(503, 'UNAVAILABLE', 'UNAVAILABLE')],
    ['an expired credential', fcmError(401, null, 'UNAUTHENTICATED')],
  ])('leaves %s to the outbox to retry', async (_what, answer) => {
    const { provider } = fakeFcm(answer);
    const e = await provider.send(message).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(MessagingError);
    expect(isPermanentFailure(e)).toBe(false);
    expect(isTokenGone(e)).toBe(false);
  });

  it('retries when the network fails', async () => {
    const { provider } = fakeFcm(new TypeError('fetch failed'));
    const e = await provider.send(message).catch((x: unknown) => x);
    expect((e as Error).message).toBe('fcm: request failed: fetch failed');
    expect(isPermanentFailure(e)).toBe(false);
  });
});

describe('the access token', () => {
  it('is reused until five minutes before it expires, then asked for again', async () => {
    const getAccessToken = jest.fn().mockResolvedValueOnce({ access_token: 'first', expires_in: 3600 }).mockResolvedValueOnce({ access_token: 'second', expires_in: 3600 });
    jest.resetModules();
    jest.doMock('../../firebase', () => ({ app: () => ({ options: { credential: { getAccessToken } } }) }));
    const { adminAccessToken: fresh } = (await import('../select-provider')) as { adminAccessToken: typeof adminAccessToken };
    let now = 0;
    const token = fresh(() => now);
    await expect(token()).resolves.toBe('first');
    now = 54 * 60_000;
    await expect(token()).resolves.toBe('first');
    now = 55 * 60_000;
    await expect(token()).resolves.toBe('second');
    expect(getAccessToken).toHaveBeenCalledTimes(2);
    jest.dontMock('../../firebase');
  });
});
