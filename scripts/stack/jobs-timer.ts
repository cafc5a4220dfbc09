// The local scheduler of the periodic jobs (reminders, expiry of unpaid card bookings): the emulator
// does not run scheduled functions, so the stack POSTs to the runJobs HTTP function every minute, as
// Cloud Scheduler runs scheduledJobs every 5 minutes in production (packages/functions/src/jobs).
import { startKeyedTimer } from './keyed-timer';

export const JOBS_EVERY_MS = 60_000;

export const startJobsTimer = (url: string, key: string, everyMs = JOBS_EVERY_MS, log = (line: string) => console.log(`[jobs] ${line}`)) =>
  startKeyedTimer({
    name: 'runJobs',
    url,
    key,
    everyMs,
    timeoutMs: 120_000,
    log,
    report: (r) => (r.expired || r.reminders ? `cancelled ${r.expired ?? 0} unpaid ride(s), queued ${r.reminders ?? 0} reminder message(s)` : null),
  });
