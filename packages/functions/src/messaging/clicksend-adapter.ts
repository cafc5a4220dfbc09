import { MessagingError, SEND_TIMEOUT_MS, type MessagingProvider, type TextMessage, type TextSent } from './provider';

export interface ClickSendOptions {
  username: string;
  apiKey: string;
  /** Sender id or number; null lets ClickSend use its shared numbers. */
  from: string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
  apiBase?: string;
}

interface ClickSendAnswer {
  http_code?: number;
  response_code?: string;
  response_msg?: string;
  data?: { messages?: Array<{ message_id?: string; status?: string }> } | null;
}

/** Per-message statuses for which a retry cannot help (the number is wrong or cannot receive SMS). */
const PERMANENT_STATUSES = new Set(['INVALID_RECIPIENT', 'INVALID_TO', 'INVALID_PHONE_NUMBER']);

const refused = (status: number | undefined, code: string, what: string, permanent: boolean) =>
  new MessagingError(`clicksend: ${status ?? ''} ${code}: ${what}`.replace(/\s+/g, ' '), { provider: 'clicksend', status, code, permanent });

/**
 * SMS through ClickSend's REST API v3 (POST /v3/sms/send, basic auth with the username and API key,
 * JSON `{ messages: [{ source, from, body, to }] }`). SMS only: ClickSend's WhatsApp is not used.
 * ClickSend answers 200 for the request and a status per message: anything but SUCCESS is a refusal.
 */
export function clicksendProvider(o: ClickSendOptions): MessagingProvider {
  const doFetch = o.fetch ?? fetch;
  const url = `${o.apiBase ?? 'https://rest.clicksend.com'}/v3/sms/send`;
  const authorization = `Basic ${Buffer.from(`${o.username}:${o.apiKey}`).toString('base64')}`;
  return {
    name: 'clicksend',
    local: false,
    async send(m: TextMessage): Promise<TextSent> {
      if (m.channel !== 'sms') throw new MessagingError('clicksend: sends SMS only (WHATSAPP_PROVIDER must be twilio)', { provider: 'clicksend', permanent: true });
      const message = { source: 'rides-functions', body: m.text, to: m.to, ...(o.from ? { from: o.from } : {}) };
      let res: Response;
      try {
        res = await doFetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ messages: [message] }),
          signal: AbortSignal.timeout(o.timeoutMs ?? SEND_TIMEOUT_MS),
        });
      } catch (e) {
        const timedOut = (e as Error).name === 'TimeoutError' || (e as Error).name === 'AbortError';
        throw new MessagingError(`clicksend: ${timedOut ? 'no answer in time' : `request failed: ${(e as Error).message}`}`, { provider: 'clicksend', permanent: false });
      }
      const answer = (await res.json().catch(() => null)) as ClickSendAnswer | null;
      if (!res.ok) throw refused(res.status, answer?.response_code ?? 'ERROR', answer?.response_msg ?? res.statusText, false);
      const sent = answer?.data?.messages?.[0];
      if (!sent) throw refused(res.status, answer?.response_code ?? 'ERROR', 'answer without a message', false);
      if (sent.status !== 'SUCCESS' || !sent.message_id) {
        const status = sent.status ?? 'UNKNOWN';
        throw refused(res.status, status, answer?.response_msg ?? 'message refused', PERMANENT_STATUSES.has(status));
      }
      return { providerMessageId: sent.message_id, status: sent.status };
    },
  };
}
