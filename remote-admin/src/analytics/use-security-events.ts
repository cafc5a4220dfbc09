import { listSecurityEvents } from '@rides/contracts/session-analytics';
import { useOperationPages } from '@rides/platform/query';
import type { AnalyticsFilters } from './analytics-params';

export const EVENTS_PAGE_SIZE = 50;

/** The security events matching the filters, newest first, a page at a time ("Load more" follows the keyset cursor). */
export const useSecurityEvents = (f: AnalyticsFilters) => useOperationPages(listSecurityEvents, { filters: { from: f.from, to: f.to, types: f.types }, limit: EVENTS_PAGE_SIZE });
