import { listRideBoard, type BoardRide } from '@rides/contracts/rides';
import { useOperationQuery } from '@rides/platform/query';
import { groupByPickup, type PickupGroup } from './group-by-pickup';

export type BoardScope = 'unassigned' | 'assigned';

export interface Board {
  rides: BoardRide[];
  groups: Array<{ group: PickupGroup; rides: BoardRide[] }>;
  now: Date;
}

/**
 * The assignment board (listRideBoard): `unassigned` (confirmed rides without a driver) or `assigned`
 * (upcoming rides with one), grouped by pickup from the server's clock. The admin home reads the same
 * entry for its count.
 */
export function useRideBoard(scope: BoardScope) {
  return useOperationQuery(listRideBoard, { scope }, { select: toBoard });
}

function toBoard(d: { rides: BoardRide[]; now: string }): Board {
  const now = new Date(d.now);
  return { rides: d.rides, groups: groupByPickup(d.rides, now), now };
}
