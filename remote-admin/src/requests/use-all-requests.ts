import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { listAllRequests, type RequestFilters } from '@rides/contracts/rides';
import { callApi } from '@rides/platform/api';
import { operationKey } from '@rides/platform/query';

export const PAGE_SIZE = 50;

/**
 * All requests matching the filters (listAllRequests), newest pickup first, a page at a time: "Load
 * more" asks for the page after the last one's `next` cursor (keyset). Keyed under the operation's
 * name, so every invalidation of listAllRequests (an assignment, a ride action) reaches it.
 */
export function useAllRequests(filters: RequestFilters) {
  const input = { filters, limit: PAGE_SIZE };
  const query = useInfiniteQuery({
    queryKey: [...operationKey(listAllRequests, input), 'pages'],
    queryFn: ({ pageParam }) => callApi(listAllRequests, { ...input, after: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.rows) ?? [], [query.data]);
  return { query, rows };
}
