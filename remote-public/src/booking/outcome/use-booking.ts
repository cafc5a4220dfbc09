import { useCallback, useEffect, useState } from 'react';
import { callPublic } from '@rides/platform/public-api';
import { bookingAccessSchema, getBooking, type BookingView } from '@rides/contracts/bookings';

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
 * After the payment page, the webhook that marks the booking paid may land a moment after the person
 * does: while the booking is still pending_payment it is read again after 1, 2, 4 and 8 s (15 s in
 * all); then `confirming` goes false and the page says the payment is being confirmed.
 */
export const PAYMENT_POLL_DELAYS_MS = [1000, 2000, 4000, 8000] as const;

const NOT_THERE = new Set(['not-found', 'permission-denied', 'invalid-argument', 'unauthenticated']);

/** The booking behind a manage link (reference + token), read with getBooking (public, the token is the key). */
export function useBooking(access: Access, pollWhilePending: boolean): [BookingState, () => void] {
  const [state, setState] = useState<BookingState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { reference, token } = access;

  useEffect(() => {
    const parsed = bookingAccessSchema.safeParse({ reference, token });
    if (!parsed.success) {
      setState({ status: 'invalid' });
      return;
    }
    const controller = new AbortController();
    let timer: number | undefined;
    setState({ status: 'loading' });
    const read = async (poll: number): Promise<void> => {
      try {
        const booking = await callPublic(getBooking, parsed.data, controller.signal);
        const pending = pollWhilePending && booking.status === 'pending_payment';
        const more = pending && poll < PAYMENT_POLL_DELAYS_MS.length;
        setState({ status: 'ready', booking, confirming: more });
        if (more) timer = window.setTimeout(() => void read(poll + 1), PAYMENT_POLL_DELAYS_MS[poll]);
      } catch (e) {
        if (controller.signal.aborted) return;
        // A later read failing keeps what was shown; the page then says the payment is being confirmed.
        if (poll > 0) return setState((s) => (s.status === 'ready' ? { ...s, confirming: false } : s));
        const code = (e as { code?: string }).code ?? '';
        setState({ status: NOT_THERE.has(code) ? 'invalid' : 'failed' });
      }
    };
    void read(0);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [reference, token, pollWhilePending, attempt]);

  return [state, useCallback(() => setAttempt((a) => a + 1), [])];
}
