import { useCallback, useEffect, useState } from 'react';
import { callPublic } from '@rides/platform/public-api';
import { getDriverCard, getDriverCardInput, type DriverCard } from '@rides/contracts/drivers';

export type DriverCardState = { status: 'loading' } | { status: 'not-found' } | { status: 'failed' } | { status: 'ready'; card: DriverCard };

/** Answers that mean "no such driver" (an id the server refuses is no driver's either); anything else can be retried. */
const NOT_THERE = new Set(['not-found', 'invalid-argument']);

/**
 * getDriverCard (public, plain fetch: the page never loads the Firebase SDK) for `/book/{driverId}`.
 * A malformed id is not sent at all. Returns the state and a retry for a failed read.
 */
export function useDriverCard(driverId: string): [DriverCardState, () => void] {
  const [state, setState] = useState<DriverCardState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const parsed = getDriverCardInput.safeParse({ driverId });
    if (!parsed.success) {
      setState({ status: 'not-found' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    callPublic(getDriverCard, parsed.data, controller.signal).then(
      (card) => setState({ status: 'ready', card }),
      (e: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: NOT_THERE.has((e as { code?: string }).code ?? '') ? 'not-found' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [driverId, attempt]);

  return [state, useCallback(() => setAttempt((a) => a + 1), [])];
}
