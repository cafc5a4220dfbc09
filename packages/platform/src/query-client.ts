import { QueryClient } from '@tanstack/react-query';
import { useSession } from '@rides/platform/session';

/** SPEC 9: stale after 5 minutes, kept 10 minutes, 1 retry, no refetch on window focus. */
export const QUERY_DEFAULTS = {
  staleTime: 5 * 60 * 1000,
  gcTime: 10 * 60 * 1000,
  retry: 1,
  refetchOnWindowFocus: false,
} as const;

export const createQueryClient = (): QueryClient => new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS } } });

/**
 * The page's one QueryClient (a shared singleton module, so the shell and every remote read and
 * write one cache), mounted once by the shell's <QueryClientProvider>.
 */
export const queryClient = createQueryClient();

/**
 * Answers belong to the person who asked: when the signed-in person changes (sign-out, another
 * account), everything cached is dropped, so nobody sees the previous person's bookings or account.
 */
let cachedFor: string | null | undefined;
useSession.subscribe((s) => {
  if (s.status === 'loading') return;
  const who = s.user?.id ?? null;
  if (cachedFor !== undefined && who !== cachedFor) queryClient.clear();
  cachedFor = who;
});
