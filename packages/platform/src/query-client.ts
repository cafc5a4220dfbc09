import { QueryClient } from '@tanstack/react-query';

/** SPEC 9: stale after 5 minutes, kept 10 minutes, 1 retry, no refetch on window focus. */
export const QUERY_DEFAULTS = {
  staleTime: 5 * 60 * 1000,
  gcTime: 10 * 60 * 1000,
  retry: 1,
  refetchOnWindowFocus: false,
} as const;

export const queryClient = new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS } } });
