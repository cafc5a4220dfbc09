import { useMemo } from 'react';
import { BOARD_COUNT_CAP, BOARD_PAGE_SIZE, listRideBoard, type BoardCounts, type BoardRide } from '@rides/contracts/rides';
import { useOperationPages } from '@rides/platform/query';
import type { PickupGroup } from '@rides/domain/pickup-groups';
import { groupByPickup } from './group-by-pickup';

export type BoardScope = 'unassigned' | 'assigned';

/** How often the board is read again while the page is visible (other admins, drivers and the clock move rides). */
export const BOARD_REFRESH_MS = 30_000;

/** A group's count the server stopped at: there are at least that many. */
export const atCap = (count: number): boolean => count >= BOARD_COUNT_CAP;

export interface Board {
  /** The rides of the pages shown so far, soonest first. */
  rides: BoardRide[];
  groups: Array<{ group: PickupGroup; rides: BoardRide[] }>;
  /** Every ride of the side per group, shown or not (from the server, with the first page). */
  counts: BoardCounts;
  /** Every ride of the side; at least that many when a group reached BOARD_COUNT_CAP (`totalAtLeast`). */
  total: number;
  totalAtLeast: boolean;
  now: Date;
}

/**
 * The assignment board (listRideBoard): `unassigned` (confirmed rides without a driver) or `assigned`
 * (upcoming rides with one), a page of 50 by pickup and more on demand, grouped by pickup from the
 * server's clock, with the server's count of each group. The admin home reads the same first page for
 * its count. Rides move without this admin doing anything (another admin assigns one, a driver sets
 * off or hands one back), so the pages shown are read again every 30 s while the page is visible and
 * whenever the admin comes back to the tab or the network returns (this query only: SPEC 9's default
 * is no refetch on focus).
 */
export function useRideBoard(scope: BoardScope) {
  const { query, rows } = useOperationPages(
    listRideBoard,
    { scope, limit: BOARD_PAGE_SIZE },
    { select: (page) => page.rides, refetchInterval: BOARD_REFRESH_MS, refetchOnWindowFocus: 'always', refetchOnReconnect: 'always' },
  );
  const first = query.data?.pages[0];
  const board = useMemo((): Board | undefined => {
    if (!first) return undefined;
    const now = new Date(first.now);
    const counts = Object.values(first.counts);
    const total = counts.reduce((sum, n) => sum + n, 0);
    return { rides: rows, groups: groupByPickup(rows, now), counts: first.counts, total, totalAtLeast: counts.some(atCap), now };
  }, [rows, first]);
  return { query, board };
}
