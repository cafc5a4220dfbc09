import { listMyBookings, type BookingView } from '@rides/contracts/bookings';
import { useOperationQuery } from '@rides/platform/query';

export type MyBookingsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; bookings: BookingView[] };

/**
 * The signed-in person's bookings (listMyBookings): those linked to the account and those booked
 * earlier with its verified e-mail. The second value reads them again (the error state's retry).
 */
export function useMyBookings(): [MyBookingsState, () => void] {
  const query = useOperationQuery(listMyBookings, {});
  // A retry after a failure shows the loading state again, so the person sees it is trying.
  const state: MyBookingsState = query.data ? { status: 'ready', bookings: query.data.bookings } : query.isError && !query.isFetching ? { status: 'failed' } : { status: 'loading' };
  return [state, () => void query.refetch()];
}
