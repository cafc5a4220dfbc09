import { useMemo } from 'react';
import { BOARD_COUNT_CAP, BOARD_PAGE_SIZE, listRideBoard, type BoardCounts, type BoardRide, type BoardScope } from '@rides/contracts/rides';
import type { PickupGroup } from '@rides/domain/pickup-groups';
import { useOperationPages } from '@rides/platform/query';
import { groupByPickup } from './group-by-pickup';

/** How often the board is read again while the page is visible (other admins, drivers and the clock move rides). */
export const BOARD_REFRESH_MS = 30_000;

/** A group's count the server stopped at: there are at least that many. */
export const atCap = (count: number): boolean => count >= BOARD_COUNT_CAP;

export interface Board {
  /** The rides of the pages shown so far, soonest first, each once. */
  rides: BoardRide[];
  /** Every group holding rides, loaded or not yet (`rides` empty until a later page brings them). */
  groups: Array<{ group: PickupGroup; rides: BoardRide[] }>;
  /** Every ride of the side per group, shown or not (from the server, with the first page). */
  counts: BoardCounts;
  /** Every ride of the side; at least that many when a group reached BOARD_COUNT_CAP (`totalAtLeast`). */
  total: number;
  totalAtLeast: boolean;
}

/**
 * The rides of every page, each once: a ride whose pickup moved between two "Show more" (a flight,
 * a change) can sit on two pages until the next refresh; the later page's copy is the newer one.
 */
function onceEach(rides: readonly BoardRide[]): BoardRide[] {
  return [...new Map(rides.map((ride) => [ride.id, ride])).values()];
}

/**
 * The assignment board (listRideBoard): `unassigned` (confirmed rides without a driver) or `assigned`
 * (upcoming rides with one), a page of 50 by pickup and more on demand, grouped by pickup from the
 * server's clock, under the server's count of each group (sent with the first page). The admin home
 * reads the same entry for its count. Rides move without this admin doing anything (another admin
 * assigns one, a driver sets off or hands one back), so the pages shown are read again every 30 s while
 * the page is visible and whenever the admin comes back to the tab or the network returns (this query
 * only: SPEC 9's default is no refetch on focus).
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
    const rides = onceEach(rows);
    const all = groupByPickup(rides, new Date(first.now));
    // The server's counts, never below the rides shown (a ride may have moved group since it was counted).
    const counts = Object.fromEntries(all.map((g) => [g.group, Math.max(first.counts?.[g.group] ?? 0, g.rides.length)])) as BoardCounts;
    const values = Object.values(counts);
    return {
      rides,
      groups: all.filter((g) => counts[g.group] > 0),
      counts,
      total: Math.max(values.reduce((sum, n) => sum + n, 0), rides.length),
      totalAtLeast: values.some(atCap),
    };
  }, [rows, first]);
  return { query, board };
}
