import { BackendError } from '../backend';
import { readRefusal } from '../refusal';

describe('readRefusal', () => {
  it("reads a refused call's code, reason and field issues", () => {
    const refusal = readRefusal(new BackendError('invalid-argument', 'bad', { reason: 'capacity', issues: [{ path: ['to'], message: 'x' }] }));
    expect(refusal).toMatchObject({ code: 'invalid-argument', reason: 'capacity', issues: [{ path: ['to'], message: 'x' }] });
  });

  it('says "not reached" for a service that did not answer and for code that could not load (no network)', () => {
    expect(readRefusal(new BackendError('deadline-exceeded', 'slow')).code).toBe('unavailable');
    const chunk = Object.assign(new Error('Loading chunk 355 failed.'), { name: 'ChunkLoadError' });
    expect(readRefusal(chunk).code).toBe('unavailable');
  });

  it('reads anything else as an internal failure', () => {
    expect(readRefusal(new Error('boom')).code).toBe('internal');
    expect(readRefusal(undefined).code).toBe('internal');
  });
});
