import { getSessionAnalytics } from '@rides/contracts/session-analytics';
import { useOperationQuery } from '@rides/platform/query';
import type { AnalyticsFilters } from './analytics-params';

/** The figures of /session-analytics for the filters in force (getSessionAnalytics). */
export const useSessionAnalytics = (f: AnalyticsFilters) => useOperationQuery(getSessionAnalytics, { from: f.from, to: f.to, types: f.types });
