import { useQueryClient } from '@tanstack/react-query';
import { assignRide, type BoardRide, type RideRefusal } from '@rides/contracts/rides';
import { useOperationMutation } from '@rides/platform/query';
import { readRefusal, type Refusal } from '@rides/platform/refusal';
import { RIDE_QUERIES, refreshRideQueries } from './ride-queries';

export type RideOutcome = { ok: true; ride: BoardRide } | { ok: false; refusal: Refusal<RideRefusal> };

/**
 * Assigns a ride to a driver, or reassigns it (with a reason). The server re-checks everything (the
 * driver may have been booked meanwhile); on a refusal the lists are read again and the refusal is
 * handed back for the screen to word (ride-refusal.ts).
 */
export function useAssignRide() {
  const client = useQueryClient();
  const mutation = useOperationMutation(assignRide, { invalidates: RIDE_QUERIES });
  async function assign(input: { rideId: string; driverId: string; reason?: string }): Promise<RideOutcome> {
    try {
      return { ok: true, ride: await mutation.mutateAsync(input) };
    } catch (e) {
      await refreshRideQueries(client);
      return { ok: false, refusal: readRefusal<RideRefusal>(e) };
    }
  }
  return { assign, isPending: mutation.isPending, variables: mutation.variables };
}
