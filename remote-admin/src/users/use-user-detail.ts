import { getUserDetail } from '@rides/contracts/admin-users';
import { useOperationQuery } from '@rides/platform/query';
import { NOT_FOUND_CODES } from '@rides/platform/refusal';

/** One account with its bookings and security events; an unknown id is an answer (not found), not a failure to retry. */
export function useUserDetail(userId: string) {
  return useOperationQuery(getUserDetail, { userId }, { finalCodes: NOT_FOUND_CODES });
}
