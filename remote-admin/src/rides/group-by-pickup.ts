import type { BoardRide } from '@rides/contracts/rides';
import { PICKUP_GROUPS, pickupGroup, type PickupGroup } from '@rides/domain/pickup-groups';

/**
 * The board's rides by pickup, as dispatch reads them: Overdue, Today, Tomorrow, Later (Paris days,
 * measured from the server's `now`), soonest first in each; empty groups are left out.
 */
export function groupByPickup(rides: readonly BoardRide[], now: Date): Array<{ group: PickupGroup; rides: BoardRide[] }> {
  const sorted = [...rides].sort((a, b) => Date.parse(a.pickupAt) - Date.parse(b.pickupAt));
  return PICKUP_GROUPS.map((group) => ({ group, rides: sorted.filter((r) => pickupGroup(r.pickupAt, now) === group) })).filter((g) => g.rides.length > 0);
}
