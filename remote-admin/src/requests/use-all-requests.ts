import { listAllRequests, type RequestFilters } from '@rides/contracts/ride-requests';
import { useOperationPages } from '@rides/platform/query';

export const PAGE_SIZE = 50;

/**
 * All requests matching the filters (listAllRequests), newest pickup first, a page at a time: "Load
 * more" asks for the page after the last one's `next` cursor (keyset). Keyed under the operation's
 * name, so every invalidation of listAllRequests (an assignment, a ride action) reaches it.
 */
export const useAllRequests = (filters: RequestFilters) => useOperationPages(listAllRequests, { filters, limit: PAGE_SIZE });
