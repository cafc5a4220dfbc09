import { userFiltersSchema, type UserFilters } from '@rides/contracts/admin-users';

/** Each filter's name in the address (?q=ada&role=driver). */
const PARAMS = { q: 'q', role: 'role' } as const satisfies Record<keyof UserFilters, string>;
const KEYS = Object.keys(PARAMS) as Array<keyof UserFilters>;

/** The filters of an address; a value the server would refuse (a typo in a shared link) is left out. */
export function userFiltersFromParams(params: URLSearchParams): UserFilters {
  const filters: Record<string, unknown> = {};
  for (const key of KEYS) {
    const raw = params.get(PARAMS[key])?.trim();
    if (!raw) continue;
    const parsed = userFiltersSchema.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  return filters as UserFilters;
}

/** The address for these filters (other parameters kept). */
export function paramsWithUserFilters(current: URLSearchParams, filters: UserFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of KEYS) {
    const value = filters[key];
    if (value) next.set(PARAMS[key], value);
    else next.delete(PARAMS[key]);
  }
  return next;
}

export const hasUserFilters = (f: UserFilters): boolean => KEYS.some((k) => !!f[k]);
