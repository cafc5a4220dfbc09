import { HttpsError } from 'firebase-functions/v2/https';
import { getSessionAnalytics, listSecurityEvents, type SecurityEventRow } from '@rides/contracts/session-analytics';
import { callable } from '../http/callable';
import { db } from '../db/db';
import { BadCursorError, listEvents, type SecurityEventDbRow } from './analytics.repo';
import { parisRange, sessionAnalytics } from './analytics.service';

const ADMIN = ['admin'] as const;

/** /session-analytics: events and sign-ins by day, the sign-in success ratio, the most refused identifiers. */
export const getSessionAnalyticsCallable = callable(getSessionAnalytics, ADMIN, (input) => sessionAnalytics(db(), input));

const toRow = (r: SecurityEventDbRow): SecurityEventRow => ({
  id: String(r.id),
  type: r.event_type,
  identifier: r.identifier,
  userId: r.user_id,
  sourceIp: r.source_ip,
  details: r.details ?? {},
  userAgent: r.user_agent,
  pageUrl: r.page_url,
  createdAt: new Date(r.created_at).toISOString(),
});

/** The events themselves, newest first, filtered by type and Paris days, a page at a time (keyset). */
export const listSecurityEventsCallable = callable(listSecurityEvents, ADMIN, async ({ filters, after, limit }) => {
  const from = filters.from ? parisRange(filters.from, filters.from).start : null;
  const to = filters.to ? parisRange(filters.to, filters.to).end : null;
  try {
    const page = await listEvents(db(), { from, to, types: filters.types }, after, limit);
    return { rows: page.rows.map(toRow), next: page.next };
  } catch (e) {
    if (e instanceof BadCursorError) throw new HttpsError('invalid-argument', 'errors.invalid-argument', { issues: [{ path: 'after', message: 'bad-cursor' }] });
    throw e;
  }
});
