import { MessagingError, SEND_TIMEOUT_MS, type TextSent } from '../messaging/provider';
import { TOKEN_GONE_CODES, type PushMessage, type PushProvider } from './provider';

export interface FcmOptions {
  /** The Firebase project whose web app gave the tokens. */
  projectId: string;
  /** An OAuth access token for the project (scope firebase.messaging): the Admin SDK's credential. */
  accessToken: () => Promise<string>;
  /** Tests pass a fake. */
  fetch?: typeof fetch;
  timeoutMs?: number;
  apiBase?: string;
}

/** A notification nobody saw within a day is about a ride that has moved on: the push service drops it. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * The HTTP v1 message: data only, so the app's service worker shows it (shell/src/sw/notifications.ts)
 * the same way whatever the browser, with the tag that makes a ride's later notice replace the earlier.
 * `Urgency: high` wakes a phone in battery saving: a new ride is worth it.
 */
export function fcmMessage(m: PushMessage) {
  return {
    message: {
      token: m.token,
      webpush: {
        headers: { Urgency: 'high', TTL: String(PUSH_TTL_SECONDS) },
        data: { title: m.notice.title, body: m.notice.body, url: m.notice.url, tag: m.notice.tag },
      },
    },
  };
}

interface FcmErrorBody {
  error?: { code?: number; message?: string; status?: string; details?: Array<{ '@type'?: string; errorCode?: string }> };
}

/**
 * FCM's error codes (https://firebase.google.com/docs/reference/fcm/rest/v1/ErrorCode): a token that is
 * gone, or a message FCM will never accept (INVALID_ARGUMENT), is permanent; QUOTA_EXCEEDED, UNAVAILABLE,
 * INTERNAL and an authentication failure are retried by the outbox.
 */
async function errorOf(res: Response): Promise<MessagingError> {
  const body = (await res.json().catch(() => null)) as FcmErrorBody | null;
  const code = body?.error?.details?.find((d) => d.errorCode)?.errorCode ?? body?.error?.status;
  return new MessagingError(`fcm: ${res.status}${code ? ` (${code})` : ''}: ${body?.error?.message ?? res.statusText}`, {
    provider: 'fcm',
    status: res.status,
    code,
    permanent: !!code && (TOKEN_GONE_CODES.has(code) || code === 'INVALID_ARGUMENT'),
  });
}

/**
 * Web push through Firebase Cloud Messaging's HTTP v1 API (POST /v1/projects/{project}/messages:send,
 * bearer token of the functions' service account). Plain fetch: one request per device, no SDK, so
 * the adapter is tested over a fake network like the SMS adapters.
 */
export function fcmProvider(o: FcmOptions): PushProvider {
  const doFetch = o.fetch ?? fetch;
  const url = `${o.apiBase ?? 'https://fcm.googleapis.com'}/v1/projects/${encodeURIComponent(o.projectId)}/messages:send`;
  return {
    name: 'fcm',
    async send(m: PushMessage): Promise<TextSent> {
      let res: Response;
      try {
        const token = await o.accessToken();
        res = await doFetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(fcmMessage(m)),
          signal: AbortSignal.timeout(o.timeoutMs ?? SEND_TIMEOUT_MS),
        });
      } catch (e) {
        const timedOut = (e as Error).name === 'TimeoutError' || (e as Error).name === 'AbortError';
        throw new MessagingError(`fcm: ${timedOut ? 'no answer in time' : `request failed: ${(e as Error).message}`}`, { provider: 'fcm', permanent: false });
      }
      if (!res.ok) throw await errorOf(res);
      const sent = (await res.json().catch(() => null)) as { name?: string } | null;
      if (!sent?.name) throw new MessagingError('fcm: answer without a message name', { provider: 'fcm', status: res.status, permanent: false });
      return { providerMessageId: sent.name, status: 'accepted' };
    },
  };
}
