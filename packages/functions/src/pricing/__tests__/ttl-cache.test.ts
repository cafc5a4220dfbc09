import { cachedFor } from '../ttl-cache';

/** A clock the test moves by hand, and a loader that counts its calls. */
function setup(ttlMs = 60_000) {
  let now = 1_000;
  let loads = 0;
  let fail = false;
  const get = cachedFor(
    ttlMs,
    async () => {
      loads++;
      if (fail) throw new Error('database down');
      return `value ${loads}`;
    },
    () => now,
  );
  return {
    get,
    loads: () => loads,
    advance: (ms: number) => void (now += ms),
    failNext: (v: boolean) => void (fail = v),
  };
}

describe('cachedFor (the per-instance tariff cache)', () => {
  it('loads once, then serves from memory until the time is up', async () => {
    const c = setup();
    await expect(c.get()).resolves.toBe('value 1');
    c.advance(59_999);
    await expect(c.get()).resolves.toBe('value 1');
    expect(c.loads()).toBe(1);
    c.advance(1);
    await expect(c.get()).resolves.toBe('value 2');
    expect(c.loads()).toBe(2);
  });

  it('shares one load between callers arriving while it runs', async () => {
    const c = setup();
    const all = await Promise.all(Array.from({ length: 50 }, () => c.get()));
    expect(new Set(all)).toEqual(new Set(['value 1']));
    expect(c.loads()).toBe(1);
  });

  it('does not keep a failure: the next call loads again', async () => {
    const c = setup();
    c.failNext(true);
    await expect(c.get()).rejects.toThrow('database down');
    c.failNext(false);
    await expect(c.get()).resolves.toBe('value 2');
    await expect(c.get()).resolves.toBe('value 2');
    expect(c.loads()).toBe(2);
  });
});
