import { IDLE_TIMEOUT_MS, whenIdle } from '../when-idle';

describe('whenIdle (no requestIdleCallback, as in Safari and jsdom)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the task at the latest after the timeout, and not when cancelled first', () => {
    const ran: string[] = [];
    whenIdle(() => ran.push('default'));
    const cancel = whenIdle(() => ran.push('cancelled'), 500);
    whenIdle(() => ran.push('soon'), 500);
    cancel();
    jest.advanceTimersByTime(500);
    expect(ran).toEqual(['soon']);
    jest.advanceTimersByTime(IDLE_TIMEOUT_MS - 500);
    expect(ran).toEqual(['soon', 'default']);
  });
});
