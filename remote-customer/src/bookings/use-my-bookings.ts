import { useCallback, useEffect, useState } from 'react';
import { listMyBookings, type BookingView } from '@rides/contracts/bookings';
import { callApi } from '@rides/platform/api';

export type MyBookingsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; bookings: BookingView[] };

/**
 * The signed-in person's bookings (listMyBookings): those linked to the account and those booked
 * earlier with its verified e-mail. The second value reads them again (the error state's retry).
 */
export function useMyBookings(): [MyBookingsState, () => void] {
  const [state, setState] = useState<MyBookingsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    callApi(listMyBookings, {}).then(
      ({ bookings }) => live && setState({ status: 'ready', bookings }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return [state, useCallback(() => setAttempt((a) => a + 1), [])];
}
