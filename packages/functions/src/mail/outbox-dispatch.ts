import { createHash, timingSafeEqual } from 'node:crypto';
import { onRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { config, LOCAL_OUTBOX_DISPATCH_KEY } from '../config';
import { db } from '../db/db';
import { deliverDue, type DeliveryReport } from './outbox.service';
import { smtpMailer } from './smtp-mailer';

const digest = (s: string) => createHash('sha256').update(s).digest();
/** Constant-time comparison of the presented key with the configured one. */
export const isDispatchKey = (given: string, expected: string): boolean => timingSafeEqual(digest(given), digest(expected));

/**
 * POST with header `x-outbox-key: <OUTBOX_DISPATCH_KEY>`: delivers the due outbox messages and answers
 * the counts. Production: Cloud Scheduler calls it every minute with the secret (or put it behind
 * IAM/OIDC and drop the key). Locally the stack calls it every 3 s (scripts/stack/stack.ts).
 * The local default key is refused outside the local environment: a forgotten secret fails closed.
 */
export const dispatchOutbox = onRequest({ region: config().region, maxInstances: 2, timeoutSeconds: 300 }, async (req, res) => {
  if (req.method !== 'POST') {
    res.set('Allow', 'POST').status(405).json({ error: 'method-not-allowed' });
    return;
  }
  const { outboxDispatchKey, environment } = config();
  if (environment !== 'local' && outboxDispatchKey === LOCAL_OUTBOX_DISPATCH_KEY) {
    logger.error('dispatchOutbox: OUTBOX_DISPATCH_KEY is not set; refusing the local default outside the local stack');
    res.status(503).json({ error: 'not-configured' });
    return;
  }
  const given = req.get('x-outbox-key');
  if (!given || !isDispatchKey(given, outboxDispatchKey)) {
    res.status(401).json({ error: 'unauthenticated' });
    return;
  }
  try {
    const report: DeliveryReport = await deliverDue(db(), smtpMailer(), new Date());
    res.status(200).json(report);
  } catch (e) {
    logger.error('dispatchOutbox failed', e);
    res.status(500).json({ error: 'internal' });
  }
});

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
        const report = await deliverDue(db(), smtpMailer(), new Date());
        if (report.claimed > 0) logger.info('mail: outbox kicked', report);
      } catch (e) {
        logger.warn('mail: outbox kick failed (the dispatcher will deliver later)', e);
      }
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}
