import { isChunkLoadError, newErrorId, RELOAD_GUARD_MS, reloadOnceForChunkError } from '../chunk-reload';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
}

function chunkError(): Error {
  // What webpack's JSONP loader rejects with when a chunk's script fails.
  const e = new Error('Loading chunk 512 failed.\n(error: http://localhost:5006/512.3f9a.js)');
  e.name = 'ChunkLoadError';
  return e;
}

describe('a chunk that is gone after a deploy', () => {
  it('is recognised by its name or its message, and nothing else is', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Remote customer did not provide ./App'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads the page once, not again within the guard, and again after it', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    const t0 = 1_000_000;
    expect(reloadOnceForChunkError(t0, storage, reload)).toBe(true);
    expect(reloadOnceForChunkError(t0 + 1000, storage, reload)).toBe(false);
    expect(reloadOnceForChunkError(t0 + RELOAD_GUARD_MS - 1, storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunkError(t0 + RELOAD_GUARD_MS, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads when the tab cannot remember that it did (no loop)', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const reload = jest.fn();
    expect(reloadOnceForChunkError(Date.now(), storage, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('gives failures short distinct ids', () => {
    const ids = new Set(Array.from({ length: 50 }, newErrorId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9A-F]{8}$/);
  });
});
