import { SECURITY_EVENT_TYPES, type SecurityEventType } from '@rides/contracts/security-event-types';
import { parisDateSchema } from '@rides/contracts/dates';
import { addDays, parisLocal } from '@rides/domain/paris-time';

/** The filters of /session-analytics as the address keeps them: ?from=2026-07-01&to=2026-07-31&type=bot_detected&type=… */
export interface AnalyticsFilters {
  from: string;
  to: string;
  types: SecurityEventType[];
}

/** Without dates in the address: the last 30 Paris days, today included. */
export const DEFAULT_DAYS = 30;
const isDate = (v: string | null): v is string => !!v && parisDateSchema.safeParse(v).success;

export function defaultRange(now: Date): { from: string; to: string } {
  const to = parisLocal(now).date;
  return { from: addDays(to, -(DEFAULT_DAYS - 1)), to };
}

/** The filters of an address; what the server would refuse (a typo in a shared link) falls back to the default. */
export function filtersFromParams(params: URLSearchParams, now: Date): AnalyticsFilters {
  const fallback = defaultRange(now);
  const from = params.get('from');
  const to = params.get('to');
  const range = isDate(from) && isDate(to) && from <= to ? { from, to } : fallback;
  const types = params.getAll('type').filter((t): t is SecurityEventType => (SECURITY_EVENT_TYPES as readonly string[]).includes(t));
  return { ...range, types: [...new Set(types)] };
}

export function paramsOf(f: AnalyticsFilters): URLSearchParams {
  const params = new URLSearchParams({ from: f.from, to: f.to });
  for (const type of f.types) params.append('type', type);
  return params;
}
