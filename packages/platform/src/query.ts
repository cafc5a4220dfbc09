import { useMemo } from 'react';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient, type UseQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi, type Operation } from '@rides/platform/api';
import { callPublic } from '@rides/platform/public-api';
import { isNotFound } from '@rides/platform/refusal';

/**
 * The one way the web fetches (issue [J] 1; ARCHITECTURE "Examples to follow" 1): queries and
 * mutations keyed by the operation of `@rides/contracts`, on the page-wide QueryClient with SPEC 9's
 * settings (`query-client.ts`), mounted once by the shell. A page with more to say about an
 * operation (polling, a debounce, what an error means) keeps a small file per operation that builds
 * on these. Imports of the stateful platform modules use their package names, never relative
 * paths: only under those names are they the page's shared singletons (a relative `./api` gave each
 * remote its own copy, whose backend was never installed, and every call waited forever).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyOperation = Operation<any, any>;
type In<Op extends AnyOperation> = z.input<Op['input']>;
export type Out<Op extends AnyOperation> = z.output<Op['output']>;

/**
 * How to reach the operation: `signedIn` (callApi: the Firebase SDK with the caller's token) or
 * `public` (callPublic: plain fetch, so visitors' pages never load the Firebase SDK).
 */
export type Access = 'signedIn' | 'public';

/** The cache key of an operation's answers: its name first, so `invalidate(op)` reaches every input. */
export const operationKey = <Op extends AnyOperation>(op: Op, input?: In<Op>) => (input === undefined ? [op.name] : [op.name, input]);

function call<Op extends AnyOperation>(op: Op, input: In<Op>, access: Access, signal?: AbortSignal): Promise<Out<Op>> {
  return access === 'public' ? callPublic(op, input, signal) : callApi(op, input);
}

/** Query options of one operation and input, for `useQuery`, `prefetchQuery` or `ensureQueryData`. */
export function operationQuery<Op extends AnyOperation>(op: Op, input: In<Op>, access: Access = 'signedIn') {
  return queryOptions<Out<Op>>({
    queryKey: operationKey(op, input),
    queryFn: ({ signal }) => call(op, input, access, signal),
  });
}

type QueryExtras<Op extends AnyOperation, T> = Omit<UseQueryOptions<Out<Op>, Error, T>, 'queryKey' | 'queryFn'> & {
  access?: Access;
  /** Error codes that are an answer, not a failure ('not-found'): shown at once, never retried. */
  finalCodes?: readonly string[];
};

/** `useQuery` of an operation: `{ data, isPending, isError, refetch, ... }`. */
export function useOperationQuery<Op extends AnyOperation, T = Out<Op>>(op: Op, input: In<Op>, options: QueryExtras<Op, T> = {}) {
  const { access = 'signedIn', finalCodes, ...rest } = options;
  const defaults = useQueryClient().getDefaultOptions().queries?.retry;
  const retries = typeof defaults === 'number' ? defaults : defaults === false ? 0 : 3;
  const retry = finalCodes ? (failures: number, e: Error) => !isNotFound(e, finalCodes) && failures < retries : undefined;
  return useQuery<Out<Op>, Error, T>({ ...operationQuery(op, input, access), ...(retry && { retry }), ...rest });
}

/** An operation answering a page and the cursor of the next one (keyset: `after` in, `next` out). */
type PagedOperation = Operation<z.ZodType<{ after?: string | null }>, z.ZodType<{ next: string | null }>>;
type RowsOf<Op extends AnyOperation> = Out<Op> extends { rows: Array<infer R> } ? R : never;

/** How a paged list is read: what `select` picks from a page (its `rows` by default), the access, and when to read it again. */
interface PagesExtras<Op extends AnyOperation, R> {
  select?: (page: Out<Op>) => R[];
  access?: Access;
  refetchInterval?: number;
  refetchOnWindowFocus?: boolean | 'always';
  refetchOnReconnect?: boolean | 'always';
}

/**
 * A keyset-paged list: "Load more" is `query.fetchNextPage()`, `rows` every page's rows so far (its
 * `rows`, or what `select` picks from a page). Keyed under the operation's name, so invalidating it
 * reaches every page; a refetch reads every page shown again.
 */
export function useOperationPages<Op extends PagedOperation, R = RowsOf<Op>>(op: Op, input: Omit<In<Op>, 'after'>, extras: PagesExtras<Op, R> = {}) {
  const { select = (page: Out<Op>) => (page as { rows: R[] }).rows, access = 'signedIn', ...refetch } = extras;
  const query = useInfiniteQuery({
    queryKey: [...operationKey(op, input as In<Op>), 'pages'],
    queryFn: ({ pageParam, signal }) => call(op, { ...input, after: pageParam } as In<Op>, access, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Out<Op>) => last.next,
    ...refetch,
  });
  // `select` is a pure picker, fixed per call site: the pages alone decide the rows.
  const rows = useMemo(() => query.data?.pages.flatMap(select) ?? [], [query.data]);
  return { query, rows };
}

/** Marks every cached answer of these operations stale and refetches those on screen. */
function invalidate(client: QueryClient, ops: readonly AnyOperation[]): Promise<void> {
  return Promise.all(ops.map((op) => client.invalidateQueries({ queryKey: [op.name] }))).then(() => undefined);
}

interface MutationExtras {
  access?: Access;
  /** The queries this mutation changes: invalidated after it succeeds, so the screen shows the new truth. */
  invalidates?: readonly AnyOperation[];
}

/** `useMutation` of an operation: `mutate(input)` / `mutateAsync(input)`, then the listed queries are invalidated. */
export function useOperationMutation<Op extends AnyOperation>(op: Op, options: MutationExtras = {}) {
  const client = useQueryClient();
  const { access = 'signedIn', invalidates = [] } = options;
  return useMutation<Out<Op>, Error, In<Op>>({
    mutationKey: [op.name],
    mutationFn: (input) => call(op, input, access),
    onSuccess: async () => {
      await invalidate(client, invalidates);
    },
  });
}
