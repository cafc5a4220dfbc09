import { onRequest } from 'firebase-functions/v2/https';
import * as logs from './logs';
import { config } from '../config';
import { db } from '../db/db';
import { deliverDue, type DeliveryReport } from './outbox.service';
import { allowScheduler, outboxSenders } from './outbox-dispatch';

/**
 * POST with header `x-outbox-key: <OUTBOX_DISPATCH_KEY>`: delivers the due outbox messages (e-mail, SMS,
 * WhatsApp) and answers the counts. Production: Cloud Scheduler calls it every minute with the secret
 * (or put it behind IAM/OIDC and drop the key). Locally the stack calls it every 3 s (scripts/stack/stack.ts).
 */
export const dispatchOutbox = onRequest({ region: config().region, maxInstances: 2, timeoutSeconds: 300 }, async (req, res) => {
  if (!allowScheduler(req, res, 'dispatchOutbox')) return;
  try {
    const report: DeliveryReport = await deliverDue(db(), outboxSenders(), new Date());
    res.status(200).json(report);
  } catch (e) {
    logs.dispatchOutboxFailed(e);
    res.status(500).json({ error: 'internal' });
  }
});
