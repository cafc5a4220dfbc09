import { getDriverCard, getDriverCardInput, type DriverCard } from '@rides/contracts/drivers';
import { errorCode, useOperationQuery } from '@rides/platform/query';

export type DriverCardState = { status: 'loading' } | { status: 'not-found' } | { status: 'failed' } | { status: 'ready'; card: DriverCard };

/** Answers that mean "no such driver" (an id the server refuses is no driver's either); anything else can be retried. */
const NOT_THERE = ['not-found', 'invalid-argument'];

/**
 * getDriverCard (public, plain fetch: the page never loads the Firebase SDK) for `/book/{driverId}`.
 * A malformed id is not sent at all. Returns the state and a retry for a failed read.
 */
export function useDriverCard(driverId: string): [DriverCardState, () => void] {
  const parsed = getDriverCardInput.safeParse({ driverId });
  const query = useOperationQuery(getDriverCard, parsed.success ? parsed.data : { driverId }, {
    access: 'public',
    enabled: parsed.success,
    finalCodes: NOT_THERE,
  });
  const retry = () => void query.refetch();
  if (!parsed.success) return [{ status: 'not-found' }, retry];
  if (query.data) return [{ status: 'ready', card: query.data }, retry];
  if (query.isError && !query.isFetching) return [{ status: NOT_THERE.includes(errorCode(query.error)) ? 'not-found' : 'failed' }, retry];
  return [{ status: 'loading' }, retry];
}
