import { getUserDetail } from '@rides/contracts/admin-users';
import { useOperationQuery } from '@rides/platform/query';

/** One account with its bookings and security events; an unknown id is an answer (not found), not a failure to retry. */
export function useUserDetail(userId: string) {
  return useOperationQuery(getUserDetail, { userId }, { finalCodes: ['not-found', 'invalid-argument'] });
}
