import { onRequest } from 'firebase-functions/v2/https';
import * as logs from './logs';
import { config, type Config } from '../config';
import { db, type Db } from '../db/db';
import { recordDeliveryStatus } from './messages.repo';
import { isTwilioSignature } from './twilio-signature';

/**
 * Twilio's message statuses in the order they happen; a report replaces only statuses of a lower or
 * equal rank, so one arriving late (`sent` after `delivered`) changes nothing.
 * https://www.twilio.com/docs/messaging/api/message-resource#message-status-values
 */
const RANK: Record<string, number> = {
  accepted: 1,
  scheduled: 1,
  queued: 1,
  sending: 2,
  sent: 3,
  delivered: 4,
  undelivered: 4,
  failed: 4,
  canceled: 4,
  partially_delivered: 4,
  read: 5,
};

/** The stored statuses a report of `status` may replace. */
export const replaceableBy = (status: string): string[] => {
  const rank = RANK[status] ?? 0;
  return Object.keys(RANK).filter((s) => RANK[s]! <= rank);
};

export interface StatusRequest {
  method: string;
  header(name: string): string | undefined;
  /** The exact form body Twilio signed. */
  rawBody?: Buffer;
}

export interface StatusAnswer {
  status: number;
  body: string;
}

export interface StatusDeps {
  cfg: Config;
  db: Db;
}

/**
 * A delivery report from Twilio (the StatusCallback of every message it sent for us): POST, form
 * encoded, signed with X-Twilio-Signature over MESSAGING_STATUS_URL and the parameters. A report that
 * does not verify, or comes for another account, is refused (403); a report for a message we do not
 * know is acknowledged and ignored (Twilio would only retry it).
 */
export async function handleStatusCallback(req: StatusRequest, deps: StatusDeps): Promise<StatusAnswer> {
  if (req.method !== 'POST') return { status: 405, body: 'POST only' };
  const { twilioAuthToken, twilioAccountSid, messagingStatusUrl } = deps.cfg;
  if (!twilioAuthToken || !messagingStatusUrl) {
    logs.statusCallbackNotConfigured();
    return { status: 503, body: 'not configured' };
  }
  const params = new URLSearchParams((req.rawBody ?? Buffer.alloc(0)).toString('utf8'));
  if (!isTwilioSignature(twilioAuthToken, messagingStatusUrl, params, req.header('x-twilio-signature'))) {
    logs.deliveryReportRefused();
    return { status: 403, body: 'invalid signature' };
  }
  if (twilioAccountSid && params.get('AccountSid') !== twilioAccountSid) return { status: 403, body: 'another account' };
  const sid = params.get('MessageSid');
  const status = params.get('MessageStatus')?.toLowerCase();
  if (!sid || !status) return { status: 400, body: 'MessageSid and MessageStatus are required' };
  const code = params.get('ErrorCode');
  const recorded = await recordDeliveryStatus(deps.db, 'twilio', sid, code ? `${status} (error ${code})` : status, replaceableBy(status));
  logs.deliveryReportReceived({ sid, status, code, recorded });
  return { status: 200, body: '' };
}

/** The HTTP function Twilio posts delivery reports to (MESSAGING_STATUS_URL points at it). */
export const messagingStatus = onRequest({ region: config().region, maxInstances: 5 }, async (req, res) => {
  try {
    const answer = await handleStatusCallback({ method: req.method, header: (h) => req.get(h), rawBody: req.rawBody }, { cfg: config(), db: db() });
    res.status(answer.status).type('text/plain').send(answer.body);
  } catch (e) {
    logs.statusCallbackFailed(e);
    res.status(500).type('text/plain').send('internal');
  }
});
