import { MAX_ADVANCE_DAYS, MIN_LEAD_MINUTES, UNPAID_CARD_BOOKING_TTL_MINUTES } from '@rides/contracts/bookings';
import { SECURITY_EVENTS_RETENTION_DAYS, SIGN_IN_ATTEMPTS_RETENTION_DAYS } from '@rides/contracts/session-analytics';
import { BOOKING_TIMES, POLICY_FACTS } from '../policy-facts';
import { SECURITY_LOG_RETENTION_DAYS } from '../retention';

describe('policy facts', () => {
  it('state the booking limits the server applies (repeated without zod)', () => {
    expect(BOOKING_TIMES).toEqual({ minLeadMinutes: MIN_LEAD_MINUTES, maxAdvanceDays: MAX_ADVANCE_DAYS, unpaidCardMinutes: UNPAID_CARD_BOOKING_TTL_MINUTES });
    // The terms say "{{minLeadHours}} hours": a limit that is not whole hours would need other words.
    expect(Number.isInteger(POLICY_FACTS.minLeadHours)).toBe(true);
  });

  it('state the retention the purge job applies to the security logs', () => {
    expect(SECURITY_LOG_RETENTION_DAYS).toBe(SECURITY_EVENTS_RETENTION_DAYS);
    expect(SECURITY_LOG_RETENTION_DAYS).toBe(SIGN_IN_ATTEMPTS_RETENTION_DAYS);
  });
});
