/** @jest-environment node */
import { BOOKING_LIMITS } from '@rides/domain/bot';
import type { Db } from '../../db/db';
import { usePglite } from '../../test-kit/pglite';
import { PERSON_PROOF } from '../../__tests__/person-proof';
import { BookingLimitReached, limitRefusal, refuseBots, takeBookingLimits, type Origin, type SignedOutBooking } from '../signed-out-limits';

/** The gate of signed-out bookings (issue [I] 5) on real SQL: the bot rule, then the limits per address and per recipient. */
describe('signed-out booking limits', () => {
  const pg = usePglite();
  let db: Db;
  beforeAll(async () => {
    db = pg.db;
  }, 60_000);

  const origin = (sourceIp: string, addressLimits = true): Origin => ({ req: { sourceIp, userAgent: 'jest', pageUrl: 'http://localhost:5000/?step=checkout' }, addressLimits });
  const booking = (...recipients: string[]): SignedOutBooking => ({ proof: PERSON_PROOF, recipients });
  const T0 = new Date('2026-11-24T10:00:00Z');
  const later = (ms: number) => new Date(T0.getTime() + ms);

  /** One booking's pass through the gate in its own transaction, as createBooking does: 'ok' or the retry delay. */
  async function attempt(b: SignedOutBooking, o: Origin, now = T0): Promise<'ok' | number> {
    try {
      await db.transaction().execute((trx) => takeBookingLimits(trx, b, o, now));
      return 'ok';
    } catch (e) {
      if (e instanceof BookingLimitReached) return e.retryAfterMs;
      throw e;
    }
  }
  const events = (ip: string) => db.selectFrom('security_events').select(['event_type', 'details']).where('source_ip', '=', ip).execute();

  it('refuses a checkout without a proof, or one a bot filled, and records it; nothing else is written', async () => {
    const o = origin('198.51.100.1');
    for (const proof of [undefined, { ...PERSON_PROOF, honeypot: 'http://spam.example' }, { ...PERSON_PROOF, elapsedMs: 300 }]) {
      await expect(refuseBots(db, { proof, recipients: ['victim@example.com'] }, o)).rejects.toMatchObject({ code: 'permission-denied', details: { reason: 'bot' } });
    }
    await expect(refuseBots(db, booking('victim@example.com'), o)).resolves.toBeUndefined();
    expect((await events('198.51.100.1')).map((e) => [e.event_type, (e.details as { verdict: string }).verdict])).toEqual([
      ['bot_detected', 'no-proof'],
      ['bot_detected', 'honeypot'],
      ['bot_detected', 'too-fast'],
    ]);
    expect(await db.selectFrom('sign_in_attempts').select('id').where('source_ip', '=', '198.51.100.1').execute()).toEqual([]);
  });

  it(`lets ${BOOKING_LIMITS.perRecipient.attempts} bookings a day name one inbox (booker or traveller, any case or +tag), then says when to try again`, async () => {
    const o = (n: number) => origin(`192.0.2.${n}`, false); // from many addresses: the recipient's limit holds alone
    expect(await attempt(booking('Anna@Example.com'), o(1))).toBe('ok');
    expect(await attempt(booking('someone@example.com', 'anna+tag@example.com'), o(2), later(1000))).toBe('ok');
    for (let i = 3; i <= BOOKING_LIMITS.perRecipient.attempts; i++) expect(await attempt(booking('anna@example.com'), o(i), later(i * 1000))).toBe('ok');
    // The oldest of the day's bookings leaves the window 24 h after it was made.
    expect(await attempt(booking('ANNA@example.com'), o(9), later(3_600_000))).toBe(BOOKING_LIMITS.perRecipient.windowMs - 3_600_000);
    // All or none: the refused booking took no place in the other recipient's count.
    expect(await attempt(booking('fresh@example.com', 'anna@example.com'), o(10), later(3_600_000))).toBeGreaterThan(0);
    expect(await db.selectFrom('sign_in_attempts').select('id').where('identifier', '=', 'booking-to:fresh@example.com').execute()).toEqual([]);
    expect(await attempt(booking('anna@example.com'), o(11), later(BOOKING_LIMITS.perRecipient.windowMs + 1))).toBe('ok');
  });

  it('limits one address to 5 bookings in 10 minutes and 30 a day, whoever they are for', async () => {
    const o = origin('203.0.113.50');
    const [burst, day] = BOOKING_LIMITS.perAddress;
    let t = 0;
    const next = async (gapMs: number) => attempt(booking(`guest-${(t += gapMs)}@example.com`), o, later(t));
    for (let i = 0; i < burst.attempts; i++) expect(await next(1000)).toBe('ok');
    expect(await next(1000)).toBeGreaterThan(0);
    // Spread out (4 per 10 minutes, after the burst has left the window), the day allows 30 in all.
    t += burst.windowMs;
    for (let made = burst.attempts; made < day.attempts; made++) expect(await next(burst.windowMs / 4)).toBe('ok');
    expect(await next(burst.windowMs)).toBeGreaterThan(0);
    // Another address is not affected; nor is this one on the local stack's setting (address limits off).
    expect(await attempt(booking('other@example.com'), origin('203.0.113.51'), later(t))).toBe('ok');
    expect(await attempt(booking('local@example.com'), origin('203.0.113.50', false), later(t))).toBe('ok');
  });

  it('records a refusal for the limit with when to try again', async () => {
    const o = origin('198.51.100.9');
    const refusal = await limitRefusal(db, new BookingLimitReached(42_000), booking('x@example.com'), o);
    expect(refusal).toMatchObject({ code: 'resource-exhausted', details: { reason: 'rate-limited', retryAfterMs: 42_000 } });
    expect(await events('198.51.100.9')).toEqual([{ event_type: 'rate_limit_exceeded', details: { retryAfterMs: 42_000, during: 'booking' } }]);
  });
});
