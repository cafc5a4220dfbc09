import { onlineManager, QueryClient } from '@tanstack/react-query';
import { useSession } from '@rides/platform/session';
import { clearDeviceCopies } from './device-copy';

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

// TanStack Query takes the browser as online until an `offline` event: a page opened without a network
// (the driver's app, issue [M] 2) starts as it is, so its queries wait instead of failing.
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);

/**
 * Answers belong to the person who asked: when the signed-in person changes (sign-out, another
 * account), everything cached is dropped, so nobody sees the previous person's bookings or account,
 * and so is every copy kept on the device for offline use (device-copy.ts).
 */
let cachedFor: string | null | undefined;
useSession.subscribe((s) => {
  if (s.status === 'loading') return;
  const who = s.user?.id ?? null;
  if (who === cachedFor) return;
  if (cachedFor !== undefined) queryClient.clear();
  clearDeviceCopies(who ?? undefined);
  cachedFor = who;
});
