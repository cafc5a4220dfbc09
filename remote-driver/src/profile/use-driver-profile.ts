import { useQueryClient } from '@tanstack/react-query';
import { listDriverRides } from '@rides/contracts/rides';
import { addUnavailability, getDriverProfile, removeUnavailability, updateDriverProfile, type DriverProfile } from '@rides/contracts/driver-profile';
import { operationKey, useOperationMutation, useOperationQuery } from '@rides/platform/query';

export type DriverProfileState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; profile: DriverProfile };

/** The driver's profile (getDriverProfile); the second value reads it again (the error state's retry). */
export function useDriverProfile(): [DriverProfileState, () => void] {
  const query = useOperationQuery(getDriverProfile, {});
  const state: DriverProfileState = query.data ? { status: 'ready', profile: query.data } : query.isError && !query.isFetching ? { status: 'failed' } : { status: 'loading' };
  return [state, () => void query.refetch()];
}

/**
 * The profile's changes (updateDriverProfile, addUnavailability, removeUnavailability). Each answers
 * with the whole profile, which is put in the cache at once; the profile and the rides (being active
 * or away changes which rides come) are then read again.
 */
export function useProfileChanges() {
  const client = useQueryClient();
  const invalidates = [getDriverProfile, listDriverRides] as const;
  const update = useOperationMutation(updateDriverProfile, { invalidates });
  const add = useOperationMutation(addUnavailability, { invalidates });
  const remove = useOperationMutation(removeUnavailability, { invalidates });
  const keep = (p: DriverProfile) => {
    client.setQueryData(operationKey(getDriverProfile, {}), p);
    return p;
  };
  return { update, add, remove, keep };
}
