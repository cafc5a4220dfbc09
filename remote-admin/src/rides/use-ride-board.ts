import { listRideBoard, type BoardRide } from '@rides/contracts/rides';
import { useOperationQuery } from '@rides/platform/query';
import { groupByPickup, type PickupGroup } from './group-by-pickup';

export type BoardScope = 'unassigned' | 'assigned';

/** How often the board is read again while the page is visible (other admins, drivers and the clock move rides). */
export const BOARD_REFRESH_MS = 30_000;

export interface Board {
  rides: BoardRide[];
  groups: Array<{ group: PickupGroup; rides: BoardRide[] }>;
  now: Date;
}

/**
 * The assignment board (listRideBoard): `unassigned` (confirmed rides without a driver) or `assigned`
 * (upcoming rides with one), grouped by pickup from the server's clock. The admin home reads the same
 * entry for its count. Rides move without this admin doing anything (another admin assigns one, a driver
 * sets off or hands one back), so the board is read again every 30 s while the page is visible and
 * whenever the admin comes back to the tab or the network returns (this query only: SPEC 9's default is
 * no refetch on focus).
 */
export function useRideBoard(scope: BoardScope) {
  return useOperationQuery(listRideBoard, { scope }, {
    select: toBoard,
    refetchInterval: BOARD_REFRESH_MS,
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
  });
}

function toBoard(d: { rides: BoardRide[]; now: string }): Board {
  const now = new Date(d.now);
  return { rides: d.rides, groups: groupByPickup(d.rides, now), now };
}
