import * as logs from './logs';
import type { Db } from '../db/db';
import { driverContact } from '../messaging/ride-messages.repo';
import { queueDriverDetails, queueDriverJob, rideContext } from '../messaging/ride-messages';
import { reminderCandidates, type ReminderCandidate } from './jobs.repo';
import { dueReminders, REMINDER_HORIZON_MS, type ReminderKind } from './reminder-rules';

/**
 * The outbox key of a reminder: per ride, kind, driver and pickup time, so a changed pickup or a new
 * driver gets its own reminder and a second run of the jobs queues nothing (`:email` / `:sms` follow).
 * `ride:42:reminder:driver-24h:<driverId>:2026-11-24T08:30:00.000Z`.
 */
export const reminderKeyBase = (r: Pick<ReminderCandidate, 'id' | 'driverId' | 'pickupAt'>, kind: ReminderKind): string =>
  kind === 'traveller' ? `ride:${r.id}:reminder:traveller:${r.pickupAt.toISOString()}` : `ride:${r.id}:reminder:${kind}:${r.driverId}:${r.pickupAt.toISOString()}`;

/** Queues one ride's due reminders in one transaction; how many messages were queued now. */
function queueFor(db: Db, r: ReminderCandidate, kinds: ReminderKind[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const c = await rideContext(trx, r.id, `ride:${r.id}:reminder`);
    const driver = await driverContact(trx, r.driverId);
    if (!driver) return 0;
    let queued = 0;
    for (const kind of kinds) {
      const keyBase = reminderKeyBase(r, kind);
      queued +=
        kind === 'traveller'
          ? await queueDriverDetails(trx, c, driver, 'reminder', 'reminder-traveller', { only: 'traveller', keyBase })
          : await queueDriverJob(trx, c, driver, kind === 'driver-24h' ? 'reminder-24h' : 'reminder-2h', `reminder-${kind}`, keyBase);
    }
    return queued;
  });
}

/**
 * The reminders due at `now` (see reminder-rules.ts), queued in the outbox. Runs every few minutes;
 * a reminder already queued by an earlier run is not queued again (its key). Answers how many
 * messages were queued by this run.
 */
export async function queueDueReminders(db: Db, now: Date): Promise<number> {
  const candidates = await reminderCandidates(db, now, new Date(now.getTime() + REMINDER_HORIZON_MS));
  let queued = 0;
  for (const r of candidates) {
    const kinds = dueReminders(r, now);
    if (kinds.length === 0) continue;
    try {
      queued += await queueFor(db, r, kinds);
    } catch (e) {
      // One ride failing (a booking row that does not parse) must not stop the others.
      logs.remindersNotQueued(r.id, kinds, e);
    }
  }
  return queued;
}
