import { bookingAccessSchema, getBooking, type BookingView } from '@rides/contracts/bookings';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { operationKey, useOperationQuery } from '@rides/platform/query';
import { BAD_LINK_CODES, isNotFound } from '@rides/platform/refusal';

export interface Access {
  reference: string;
  token: string;
}

export type BookingState =
  | { status: 'loading' }
  | { status: 'invalid' }
  | { status: 'failed' }
  | { status: 'ready'; booking: BookingView; confirming: boolean };

/**
 * After the payment page, the webhook that marks the booking (or a change's difference) paid may land
 * a moment after the person does: while the payment is not recorded it is read again after 1, 2, 4
 * and 8 s (15 s in all); then `confirming` goes false and the page says the payment is being confirmed.
 */
export const PAYMENT_POLL_DELAYS_MS = [1000, 2000, 4000, 8000] as const;


type State = Pick<Query<BookingView>['state'], 'data' | 'error' | 'dataUpdateCount' | 'errorUpdateCount'>;

/** A payment the booker has just made and the booking does not show yet: the booking's, or a change's difference. */
export const awaitsPayment = (b: BookingView | undefined): boolean => b?.status === 'pending_payment' || b?.selfService.pendingChange?.status === 'awaiting_payment';

/** The delay before the next read while the payment is not recorded yet, or false when done waiting. */
function nextPoll(s: State | undefined, pollWhilePending: boolean): number | false {
  if (!s || !pollWhilePending || !awaitsPayment(s.data) || s.error) return false;
  return PAYMENT_POLL_DELAYS_MS[s.dataUpdateCount + s.errorUpdateCount - 1] ?? false;
}

/**
 * The booking behind a manage link (reference + token), read with getBooking (public, the token is
 * the key). A malformed link is not sent at all. Polling is the query's `refetchInterval`, which stops
 * once the booking is paid or the delays are used up; a later read failing keeps what was shown.
 */
export function useBooking(access: Access, pollWhilePending: boolean): [BookingState, () => void] {
  const parsed = bookingAccessSchema.safeParse(access);
  const input = parsed.success ? parsed.data : { reference: '', token: '' };
  const query = useOperationQuery(getBooking, input, {
    access: 'public',
    enabled: parsed.success,
    // A payment outcome must show the booking as it is now, not as cached from another page.
    ...(pollWhilePending && { staleTime: 0 }),
    finalCodes: BAD_LINK_CODES,
    refetchInterval: (q) => nextPoll(q.state, pollWhilePending),
  });
  const state = useQueryClient().getQueryState<BookingView>(operationKey(getBooking, input));
  const retry = () => void query.refetch();
  if (!parsed.success) return [{ status: 'invalid' }, retry];
  if (query.data) {
    // `isFetching` is read so the page renders again when each read ends, also when the booking came
    // back unchanged: after the last read `confirming` turns false and the page says so.
    const confirming = query.isFetching || nextPoll(state, pollWhilePending) !== false;
    return [{ status: 'ready', booking: query.data, confirming }, retry];
  }
  if (query.isError && !query.isFetching) return [{ status: isNotFound(query.error, BAD_LINK_CODES) ? 'invalid' : 'failed' }, retry];
  return [{ status: 'loading' }, retry];
}
