import { getRequestDetail } from '@rides/contracts/ride-requests';
import { useOperationQuery } from '@rides/platform/query';
import { NOT_FOUND_CODES } from '@rides/platform/refusal';

/** One request in full (getRequestDetail); an unknown id is an answer (not found), not a failure to retry. */
export function useRequestDetail(rideId: string) {
  return useOperationQuery(getRequestDetail, { rideId }, { finalCodes: NOT_FOUND_CODES });
}
