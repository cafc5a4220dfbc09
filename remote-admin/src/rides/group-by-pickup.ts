import type { BoardRide } from '@rides/contracts/rides';
import { PICKUP_GROUPS, pickupGroup, pickupGroupStarts, type PickupGroup } from '@rides/domain/pickup-groups';

/**
 * The board's rides by pickup, as dispatch reads them: Overdue, Today, Tomorrow, Later (Paris days,
 * measured from the server's `now`), soonest first in each; every group, empty ones included.
 */
export function groupByPickup(rides: readonly BoardRide[], now: Date): Array<{ group: PickupGroup; rides: BoardRide[] }> {
  const starts = pickupGroupStarts(now);
  const byGroup = new Map<PickupGroup, BoardRide[]>(PICKUP_GROUPS.map((g) => [g, []]));
  for (const ride of [...rides].sort((a, b) => Date.parse(a.pickupAt) - Date.parse(b.pickupAt))) byGroup.get(pickupGroup(ride.pickupAt, starts))!.push(ride);
  return PICKUP_GROUPS.map((group) => ({ group, rides: byGroup.get(group)! }));
}
