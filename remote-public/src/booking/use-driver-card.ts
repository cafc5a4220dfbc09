import { getDriverCard, getDriverCardInput, type DriverCard } from '@rides/contracts/drivers';
import { useOperationQuery } from '@rides/platform/query';
import { isNotFound, NOT_FOUND_CODES } from '@rides/platform/refusal';

export type DriverCardState = { status: 'loading' } | { status: 'not-found' } | { status: 'failed' } | { status: 'ready'; card: DriverCard };

/**
 * getDriverCard (public, plain fetch: the page never loads the Firebase SDK) for `/book/{driverId}`.
 * A malformed id is not sent at all. Returns the state and a retry for a failed read.
 */
export function useDriverCard(driverId: string): [DriverCardState, () => void] {
  const parsed = getDriverCardInput.safeParse({ driverId });
  const query = useOperationQuery(getDriverCard, parsed.success ? parsed.data : { driverId }, {
    access: 'public',
    enabled: parsed.success,
    finalCodes: NOT_FOUND_CODES, // an id the server refuses is no driver's either
  });
  const retry = () => void query.refetch();
  if (!parsed.success) return [{ status: 'not-found' }, retry];
  if (query.data) return [{ status: 'ready', card: query.data }, retry];
  if (query.isError && !query.isFetching) return [{ status: isNotFound(query.error) ? 'not-found' : 'failed' }, retry];
  return [{ status: 'loading' }, retry];
}
