import { listChangeRequests } from '@rides/contracts/self-service';
import { useOperationQuery } from '@rides/platform/query';

/** The open change requests (listChangeRequests), oldest first: the tab's list and its count badge. */
export function useChangeRequests() {
  return useOperationQuery(listChangeRequests, {});
}

/** One open change request as listed. */
export type ChangeRequest = NonNullable<ReturnType<typeof useChangeRequests>['data']>['requests'][number];
