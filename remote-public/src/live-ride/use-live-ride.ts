import { bookingAccessSchema } from '@rides/contracts/bookings';
import { getLiveRide, type LiveRide } from '@rides/contracts/live-ride';
import { POSITION_INTERVAL_SECONDS } from '@rides/domain/live-ride';
import { useOperationQuery } from '@rides/platform/query';
import { BAD_LINK_CODES, isNotFound } from '@rides/platform/refusal';

export type LiveRideState = { status: 'loading' } | { status: 'invalid' } | { status: 'failed' } | { status: 'ready'; ride: LiveRide };


/** Read again this often while the driver's position may be shown: the driver's phone sends no more often. */
export const LIVE_REFRESH_MS = POSITION_INTERVAL_SECONDS * 1000;

/**
 * The ride behind a live link (reference + track token), read with getLiveRide (public, the token is
 * the key), again every 15 s while the ride is en route or arrived; no more once it is not (on board,
 * completed, cancelled: the server then sends no position). A malformed link is not sent at all; a
 * later read failing keeps what was shown.
 */
export function useLiveRide(access: { reference: string; token: string }): [LiveRideState, () => void] {
  const parsed = bookingAccessSchema.safeParse(access);
  const input = parsed.success ? parsed.data : { reference: '', token: '' };
  const query = useOperationQuery(getLiveRide, input, {
    access: 'public',
    enabled: parsed.success,
    staleTime: 0,
    finalCodes: BAD_LINK_CODES,
    // While live, and while the driver has not set off yet (the page then turns live by itself).
    refetchInterval: (q) => (q.state.data?.live || q.state.data?.status === 'assigned' ? LIVE_REFRESH_MS : false),
    refetchIntervalInBackground: false,
  });
  const retry = () => void query.refetch();
  if (!parsed.success) return [{ status: 'invalid' }, retry];
  if (query.data) return [{ status: 'ready', ride: query.data }, retry];
  if (query.isError && !query.isFetching) return [{ status: isNotFound(query.error, BAD_LINK_CODES) ? 'invalid' : 'failed' }, retry];
  return [{ status: 'loading' }, retry];
}
