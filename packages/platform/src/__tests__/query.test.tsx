import type { ReactNode } from 'react';
import { z } from 'zod';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { installBackend } from '../api';
import { BackendError, type Backend } from '../backend';
import { QUERY_DEFAULTS, createQueryClient, queryClient } from '../query-client';
import { useOperationMutation, useOperationQuery } from '../query';
import { setSession } from '../session';
import { BAD_LINK_CODES, isNotFound } from '../refusal';

const listThings = { name: 'listThings', input: z.object({ kind: z.enum(['a', 'b']).optional() }).strict(), output: z.object({ things: z.array(z.string()) }) };
const addThing = { name: 'addThing', input: z.object({ name: z.string().min(1) }).strict(), output: z.object({ ok: z.literal(true) }) };

/** A backend that keeps things in memory and records every call as the wire would carry it. */
function fakeBackend() {
  const things = ['first'];
  const calls: Array<{ name: string; input: unknown }> = [];
  const backend = {
    async call(name: string, input: unknown) {
      calls.push({ name, input });
      if (name === 'listThings') return { things: [...things] };
      if (name === 'addThing') {
        things.push((input as { name: string }).name);
        return { ok: true };
      }
      throw new Error(`unknown ${name}`);
    },
  } as unknown as Backend;
  installBackend(async () => backend);
  return { calls };
}

const wrapperWith = (client = createQueryClient()) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };

describe('the query layer', () => {
  it('uses SPEC 9 cache settings: stale after 5 minutes, kept 10, 1 retry, no refetch on focus', () => {
    expect(QUERY_DEFAULTS).toEqual({ staleTime: 300_000, gcTime: 600_000, retry: 1, refetchOnWindowFocus: false });
    expect(queryClient.getDefaultOptions().queries).toMatchObject(QUERY_DEFAULTS);
  });

  it('serves a second screen of the same query from the cache, without a second call', async () => {
    const { calls } = fakeBackend();
    const wrapper = wrapperWith();
    const first = renderHook(() => useOperationQuery(listThings, {}), { wrapper });
    await waitFor(() => expect(first.result.current.data).toEqual({ things: ['first'] }));
    const second = renderHook(() => useOperationQuery(listThings, {}), { wrapper });
    expect(second.result.current.data).toEqual({ things: ['first'] });
    expect(calls.filter((c) => c.name === 'listThings')).toHaveLength(1);
  });

  it('refetches the queries a mutation names once it succeeds', async () => {
    const { calls } = fakeBackend();
    const wrapper = wrapperWith();
    const { result } = renderHook(() => ({ list: useOperationQuery(listThings, {}), add: useOperationMutation(addThing, { invalidates: [listThings] }) }), { wrapper });
    await waitFor(() => expect(result.current.list.data?.things).toEqual(['first']));
    await act(() => result.current.add.mutateAsync({ name: 'second' }));
    await waitFor(() => expect(result.current.list.data?.things).toEqual(['first', 'second']));
    expect(calls.map((c) => c.name)).toEqual(['listThings', 'addThing', 'listThings']);
  });

  it('never sends an invalid input, and reports the refusal as the error', async () => {
    const { calls } = fakeBackend();
    const { result } = renderHook(() => useOperationMutation(addThing), { wrapper: wrapperWith() });
    await act(() => result.current.mutateAsync({ name: '' }).catch(() => undefined));
    await waitFor(() => expect(result.current.error).toMatchObject({ code: 'invalid-argument' }));
    expect(calls).toHaveLength(0);
  });

  it('sends a property left undefined as absent, not as null', async () => {
    const { calls } = fakeBackend();
    const { result } = renderHook(() => useOperationQuery(listThings, { kind: undefined }), { wrapper: wrapperWith() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls[0]).toEqual({ name: 'listThings', input: {} });
  });

  it('shows an answer among finalCodes (a link that leads nowhere) at once, without retrying it', async () => {
    let calls = 0;
    installBackend(async () => ({ call: async () => ((calls += 1), Promise.reject(new BackendError('not-found', 'errors.not-found'))) }) as unknown as Backend);
    const { result } = renderHook(() => useOperationQuery(listThings, {}, { finalCodes: ['not-found'] }), { wrapper: wrapperWith() });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(calls).toBe(1);
    expect(isNotFound(result.current.error)).toBe(true);
    // A token link that is refused reads as leading nowhere too; a service out of reach never does.
    expect(isNotFound(new BackendError('permission-denied', 'x'), BAD_LINK_CODES)).toBe(true);
    expect(isNotFound(new BackendError('permission-denied', 'x'))).toBe(false);
    expect(isNotFound(new BackendError('unavailable', 'x'), BAD_LINK_CODES)).toBe(false);
  });

  it('drops every cached answer when the signed-in person changes', () => {
    setSession({ status: 'signedIn', user: { id: 'u1', email: 'a@example.com' }, roles: ['user'], effectiveRole: 'user' });
    queryClient.setQueryData(['listMyBookings'], { bookings: ['mine'] });
    setSession({ status: 'signedIn', user: { id: 'u1', email: 'a@example.com' }, roles: ['user', 'driver'], effectiveRole: 'driver' });
    expect(queryClient.getQueryData(['listMyBookings'])).toEqual({ bookings: ['mine'] });
    setSession({ status: 'signedOut', user: null, roles: [], effectiveRole: null });
    expect(queryClient.getQueryData(['listMyBookings'])).toBeUndefined();
  });
});
