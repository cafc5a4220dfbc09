import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import * as logs from './logs';
import { config } from '../config';
import { db } from '../db/db';
import { allowScheduler, kickOutbox } from '../mail/outbox-dispatch';
import { queuedMessages, runScheduledJobs, type JobsReport } from './scheduled-jobs';

/** One run of the jobs, then the queued messages delivered at once (awaited: the CPU may be throttled after the answer). */
export async function runJobsOnce(now = new Date()): Promise<JobsReport> {
  const report = await runScheduledJobs(db(), now);
  const queued = queuedMessages(report);
  if (queued || report.expired || report.superseded || report.lateRefunds) logs.jobsRan(report);
  if (queued) await kickOutbox();
  return report;
}

/**
 * Production: Cloud Scheduler runs the jobs every 5 minutes (Paris time zone, for readable logs). A
 * failed run is only logged: the next one, 5 minutes later, does the same work.
 */
export const scheduledJobs = onSchedule({ schedule: 'every 5 minutes', timeZone: 'Europe/Paris', region: config().region, timeoutSeconds: 300, maxInstances: 1 }, async () => {
  await runJobsOnce();
});

/**
 * The same jobs over HTTP, for the local stack (scripts/stack calls it every 60 s: the emulator does
 * not run schedules) and for a manual run. Guarded like dispatchOutbox: POST, `x-outbox-key`, the local
 * default key refused outside the local environment.
 */
export const runJobs = onRequest({ region: config().region, maxInstances: 1, timeoutSeconds: 300 }, async (req, res) => {
  if (!allowScheduler(req, res, 'runJobs')) return;
  try {
    res.status(200).json(await runJobsOnce());
  } catch (e) {
    logs.runJobsFailed(e);
    res.status(500).json({ error: 'internal' });
  }
});
