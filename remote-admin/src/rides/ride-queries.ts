import type { QueryClient } from '@tanstack/react-query';
import { listCandidateDrivers, listRideBoard } from '@rides/contracts/rides';
import { getRequestDetail, listAllRequests } from '@rides/contracts/ride-requests';
import { operationKey } from '@rides/platform/query';

/** Every admin list a ride change shows up in: the board, the candidates, all requests and a request's detail. */
export const RIDE_QUERIES = [listRideBoard, listCandidateDrivers, listAllRequests, getRequestDetail] as const;

/**
 * Reads them again. After a refusal too: a refusal usually means the ride or the driver changed
 * meanwhile (someone else assigned it, the driver took another ride), so the screen catches up.
 */
export const refreshRideQueries = (client: QueryClient): Promise<void> =>
  Promise.all(RIDE_QUERIES.map((op) => client.invalidateQueries({ queryKey: operationKey(op) }))).then(() => undefined);
