import { createHash, timingSafeEqual } from 'node:crypto';
import * as logs from './logs';
import { config } from '../config';
import { LOCAL_OUTBOX_DISPATCH_KEY } from '../config-local';
import { db } from '../db/db';
import { messagingProviders } from '../messaging/select-provider';
import { pushProvider } from '../push/select-provider';
import { deliverDue, type Senders } from './outbox.service';
import { smtpMailer } from './smtp-mailer';

/** This instance's senders: SMTP for e-mail, the configured adapters for SMS, WhatsApp and web push. */
export const outboxSenders = (): Senders => ({ mailer: smtpMailer(), messaging: messagingProviders(), push: pushProvider, statusCallbackUrl: config().messagingStatusUrl });

const digest = (s: string) => createHash('sha256').update(s).digest();
/** Constant-time comparison of the presented key with the configured one. */
export const isDispatchKey = (given: string, expected: string): boolean => timingSafeEqual(digest(given), digest(expected));

export interface SchedulerRequest {
  method: string;
  get(header: string): string | undefined;
}
export interface JsonResponse {
  set(field: string, value: string): JsonResponse;
  status(code: number): JsonResponse;
  json(body: unknown): unknown;
}

/**
 * The guard of the functions the scheduler calls (dispatchOutbox, runJobs): POST only, header
 * `x-outbox-key: <OUTBOX_DISPATCH_KEY>`, and the local default key refused outside the local
 * environment, so a forgotten secret fails closed. Answers the refusal itself; true when allowed.
 */
export function allowScheduler(req: SchedulerRequest, res: JsonResponse, name: string): boolean {
  if (req.method !== 'POST') {
    res.set('Allow', 'POST').status(405).json({ error: 'method-not-allowed' });
    return false;
  }
  const { outboxDispatchKey, environment } = config();
  if (environment !== 'local' && outboxDispatchKey === LOCAL_OUTBOX_DISPATCH_KEY) {
    logs.dispatchKeyNotSet(name);
    res.status(503).json({ error: 'not-configured' });
    return false;
  }
  const given = req.get('x-outbox-key');
  if (!given || !isDispatchKey(given, outboxDispatchKey)) {
    res.status(401).json({ error: 'unauthenticated' });
    return false;
  }
  return true;
}

let running: Promise<void> | null = null;
let again = false;

/**
 * Best effort, right after a transaction that queued mail commits: delivers due messages now instead
 * of at the next scheduled dispatch. Never throws (errors are logged); a lost kick only delays the
 * message until the dispatcher runs. Kicks during a run coalesce into one more run.
 */
export function kickOutbox(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      try {
        const report = await deliverDue(db(), outboxSenders(), new Date());
        if (report.claimed > 0) logs.outboxKicked(report);
      } catch (e) {
        logs.outboxKickFailed(e);
      }
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}
