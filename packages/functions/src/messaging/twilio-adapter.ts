import { MessagingError, SEND_TIMEOUT_MS, type MessagingProvider, type TextMessage, type TextSent } from './provider';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** SMS sender: an E.164 number, or a Messaging Service SID (MG…). Null: SMS refused. */
  smsFrom: string | null;
  /** WhatsApp sender number, with or without `whatsapp:`. Null: WhatsApp refused. */
  whatsappFrom: string | null;
  /** Tests pass a fake. */
  fetch?: typeof fetch;
  timeoutMs?: number;
  apiBase?: string;
}

/**
 * Twilio's error codes for which a retry cannot help: invalid `To` (21211), unsubscribed recipient
 * (21610, the person sent STOP), unroutable (21612), not a mobile number (21614), body too long (21617).
 * https://www.twilio.com/docs/api/errors
 */
const PERMANENT_CODES = new Set([21211, 21610, 21612, 21614, 21617]);

const whatsapp = (n: string): string => (n.startsWith('whatsapp:') ? n : `whatsapp:${n}`);

/** The form Twilio's Messages resource takes (To, From or MessagingServiceSid, Body, StatusCallback). */
export function twilioForm(m: TextMessage, o: Pick<TwilioOptions, 'smsFrom' | 'whatsappFrom'>): URLSearchParams {
  const form = new URLSearchParams();
  if (m.channel === 'whatsapp') {
    if (!o.whatsappFrom) throw new MessagingError('twilio: no WhatsApp sender (TWILIO_WHATSAPP_FROM)', { provider: 'twilio', permanent: false });
    form.set('To', whatsapp(m.to));
    form.set('From', whatsapp(o.whatsappFrom));
  } else {
    if (!o.smsFrom) throw new MessagingError('twilio: no SMS sender (TWILIO_SMS_FROM)', { provider: 'twilio', permanent: false });
    form.set('To', m.to);
    // A Messaging Service picks the sender itself (number pool, alphanumeric sender id by country).
    form.set(o.smsFrom.startsWith('MG') ? 'MessagingServiceSid' : 'From', o.smsFrom);
  }
  form.set('Body', m.text);
  if (m.statusCallbackUrl) form.set('StatusCallback', m.statusCallbackUrl);
  return form;
}

async function errorOf(res: Response): Promise<MessagingError> {
  const body = (await res.json().catch(() => null)) as { code?: number; message?: string } | null;
  const code = typeof body?.code === 'number' ? body.code : undefined;
  const what = body?.message ?? res.statusText;
  return new MessagingError(`twilio: ${res.status}${code ? ` (error ${code})` : ''}: ${what}`, {
    provider: 'twilio',
    status: res.status,
    code,
    permanent: res.status === 400 && code !== undefined && PERMANENT_CODES.has(code),
  });
}

/**
 * SMS and WhatsApp through Twilio's REST API (POST /2010-04-01/Accounts/{sid}/Messages.json, basic
 * auth with the account SID and auth token). Plain fetch: one request, no SDK.
 */
export function twilioProvider(o: TwilioOptions): MessagingProvider {
  const doFetch = o.fetch ?? fetch;
  const url = `${o.apiBase ?? 'https://api.twilio.com'}/2010-04-01/Accounts/${encodeURIComponent(o.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${o.accountSid}:${o.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    local: false,
    async send(m: TextMessage): Promise<TextSent> {
      const body = twilioForm(m, o);
      let res: Response;
      try {
        res = await doFetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body,
          signal: AbortSignal.timeout(o.timeoutMs ?? SEND_TIMEOUT_MS),
        });
      } catch (e) {
        const timedOut = (e as Error).name === 'TimeoutError' || (e as Error).name === 'AbortError';
        throw new MessagingError(`twilio: ${timedOut ? 'no answer in time' : `request failed: ${(e as Error).message}`}`, { provider: 'twilio', permanent: false });
      }
      if (!res.ok) throw await errorOf(res);
      const sent = (await res.json().catch(() => null)) as { sid?: string; status?: string } | null;
      if (!sent?.sid) throw new MessagingError('twilio: answer without a message sid', { provider: 'twilio', status: res.status, permanent: false });
      return { providerMessageId: sent.sid, status: sent.status ?? 'queued' };
    },
  };
}
