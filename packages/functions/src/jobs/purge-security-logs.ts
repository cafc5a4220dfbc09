import { SECURITY_EVENTS_RETENTION_DAYS, SIGN_IN_ATTEMPTS_RETENTION_DAYS } from '@rides/contracts/session-analytics';
import type { Db } from '../db/db';
import { purgeSecurityLogs } from '../security/analytics.repo';

const DAY_MS = 86_400_000;

/**
 * The retention rule of the security logs (README "Security events"): security events and sign-in
 * attempts older than 180 days are deleted (CNIL's guidance for security logs: 6 months to a year).
 * Run with the other scheduled jobs; after the first run each run deletes only what just aged out.
 */
export function purgeOldSecurityLogs(db: Db, now: Date): Promise<{ events: number; attempts: number }> {
  return purgeSecurityLogs(db, new Date(now.getTime() - SECURITY_EVENTS_RETENTION_DAYS * DAY_MS), new Date(now.getTime() - SIGN_IN_ATTEMPTS_RETENTION_DAYS * DAY_MS));
}
