import { clearSessionClock, sessionTimeLeft, startSessionClock } from '../remember-me';

const DAY = 24 * 60 * 60 * 1000;

describe('remember me (SPEC 4, 9)', () => {
  afterEach(() => clearSessionClock());

  it('keeps a remembered session about 30 days', () => {
    startSessionClock(true, 0);
    expect(sessionTimeLeft(29 * DAY)).toBe(DAY);
    expect(sessionTimeLeft(30 * DAY)).toBe(0);
  });

  it('keeps any other session about 1 day', () => {
    startSessionClock(false, 0);
    expect(sessionTimeLeft(23 * 60 * 60 * 1000)).toBe(60 * 60 * 1000);
    expect(sessionTimeLeft(DAY + 1)).toBe(0);
  });

  it('sets no limit on a session that predates the clock', () => {
    expect(sessionTimeLeft()).toBe(Infinity);
  });
});
