/** @jest-environment node */
import { guardWire, MAX_INPUT_DEPTH, undecodablePaths } from '../wire-guard';

const nested = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

describe('bodies the callable decoder cannot take (found by the fuzz suite: 500 before our handler ran)', () => {
  it('finds a typed value (`@type`) at any depth, and a body nested too deep, without recursing', () => {
    expect(undecodablePaths({ trip: { from: { '@type': 'type.googleapis.com/google.protobuf.Int64Value', value: '1' } } })).toEqual([
      { path: 'trip.from.@type', message: 'typed-value' },
    ]);
    expect(undecodablePaths({ a: nested(5000) })).toEqual([{ path: `a${'.0'.repeat(MAX_INPUT_DEPTH - 1)}`, message: 'too-deep' }]);
  });

  it('lets every ordinary input through, deep enough for the real contracts', () => {
    expect(undecodablePaths({ trip: { from: 'paris-08', extras: { stops: 1 } }, list: [1, 'two', null, { three: [3] }] })).toEqual([]);
    expect(undecodablePaths(nested(MAX_INPUT_DEPTH - 1))).toEqual([]);
    expect(undecodablePaths(undefined)).toEqual([]);
    expect(undecodablePaths({ note: '@type is fine as text' })).toEqual([]);
  });

  function fakeResponse() {
    const res = { statusCode: 0, body: undefined as unknown, headers: {} as Record<string, string> };
    return Object.assign(res, {
      status: (code: number) => ((res.statusCode = code), res),
      json: (body: unknown) => ((res.body = body), res),
      set: (name: string, value: string) => ((res.headers[name] = value), res),
    });
  }

  it('answers INVALID_ARGUMENT (400) itself, and hands everything else to the callable with its deploy metadata kept', async () => {
    const inner = jest.fn();
    Object.defineProperty(inner, '__trigger', { get: () => ({ platform: 'gcfv2' }) });
    Object.assign(inner, { __endpoint: { callableTrigger: {} }, run: () => 'run' });
    const fn = guardWire(inner as unknown as Parameters<typeof guardWire>[0]) as unknown as typeof inner & { __endpoint: unknown; __trigger: unknown };
    expect(fn.__endpoint).toEqual({ callableTrigger: {} });
    expect(fn.__trigger).toEqual({ platform: 'gcfv2' });

    const res = fakeResponse();
    const bad = { method: 'POST', body: { data: { '@type': 'x' } }, get: () => 'http://localhost:5000' };
    await fn(bad as never, res as never);
    expect(inner).not.toHaveBeenCalled();
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ error: { status: 'INVALID_ARGUMENT', message: 'errors.invalid-argument', details: { issues: [{ path: '@type', message: 'typed-value' }] } } });
    expect(res.headers['Access-Control-Allow-Origin']).toBe('http://localhost:5000');

    const good = { method: 'POST', body: { data: { reference: 'PT-ABCDEF' } }, get: () => undefined };
    await fn(good as never, fakeResponse() as never);
    expect(inner).toHaveBeenCalledTimes(1);
  });
});
