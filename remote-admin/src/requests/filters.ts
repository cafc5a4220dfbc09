import { requestFiltersSchema, type RequestFilters } from '@rides/contracts/ride-requests';

/** Each filter's name in the address (short and readable: ?status=confirmed&from=2026-07-01&q=smith). */
export const FILTER_PARAMS = {
  q: 'q',
  status: 'status',
  pickupFrom: 'from',
  pickupTo: 'to',
  payment: 'payment',
  driverId: 'driver',
  partnerSlug: 'partner',
} as const satisfies Record<keyof RequestFilters, string>;

type Key = keyof typeof FILTER_PARAMS;
const KEYS = Object.keys(FILTER_PARAMS) as Key[];

/** The request opened in the detail panel (`?ride=<id>`). */
export const RIDE_PARAM = 'ride';

/** The tab shown (`?view=changes`: the open change requests; absent: all requests). */
export const VIEW_PARAM = 'view';
export const CHANGES_VIEW = 'changes';

/** The filters of an address; a value the server would refuse (a typo in a shared link) is left out. */
export function filtersFromParams(params: URLSearchParams): RequestFilters {
  const filters: Record<string, unknown> = {};
  for (const key of KEYS) {
    const raw = params.get(FILTER_PARAMS[key])?.trim();
    if (!raw) continue;
    const parsed = requestFiltersSchema.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  return filters as RequestFilters;
}

/** The address for these filters: other parameters are kept, the open request is closed. */
export function paramsWithFilters(current: URLSearchParams, filters: RequestFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete(RIDE_PARAM);
  for (const key of KEYS) {
    const value = filters[key];
    if (value) next.set(FILTER_PARAMS[key], value);
    else next.delete(FILTER_PARAMS[key]);
  }
  return next;
}

export const hasFilters = (f: RequestFilters): boolean => KEYS.some((k) => !!f[k]);
