import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_RIDE_ACTIONS, adminRideAction, type RideRefusal } from '@rides/contracts/rides';
import { useOperationMutation } from '@rides/platform/query';
import { readRefusal } from '@rides/platform/refusal';
import { RIDE_QUERIES, refreshRideQueries } from './ride-queries';
import type { RideOutcome } from './use-assign-ride';

export type AdminRideAction = (typeof ADMIN_RIDE_ACTIONS)[number];

export const isAdminRideAction = (a: string): a is AdminRideAction => (ADMIN_RIDE_ACTIONS as readonly string[]).includes(a);

/** Unassign, cancel, confirm or reject a no-show, complete (adminRideAction); a refusal refreshes the lists. */
export function useAdminRideAction() {
  const client = useQueryClient();
  const mutation = useOperationMutation(adminRideAction, { invalidates: RIDE_QUERIES });
  async function run(input: { rideId: string; action: AdminRideAction; reason?: string }): Promise<RideOutcome> {
    try {
      return { ok: true, ride: await mutation.mutateAsync(input) };
    } catch (e) {
      await refreshRideQueries(client);
      return { ok: false, refusal: readRefusal<RideRefusal>(e) };
    }
  }
  return { run, isPending: mutation.isPending, variables: mutation.variables };
}
