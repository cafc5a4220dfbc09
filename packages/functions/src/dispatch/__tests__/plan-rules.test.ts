import { BUSY_BUFFER_MINUTES } from '@rides/domain/ride-lifecycle';
import { insertionProblem, planProblems, roadKm, roadMinutes, sequenceProblem, TRAVEL_BUFFER_MINUTES } from '../plan-rules';
import { solvePlan } from '../plan-solver';
import { at, driver, PLACES, ride } from './plan-fixtures';

const MIN = 60_000;

describe('the hard rules of a plan, each refused case', () => {
  it('a van booking never goes to a sedan; a sedan booking may take a van', () => {
    expect(insertionProblem(driver('s'), [], ride({ vehicle: 'van' }))).toBe('vehicle');
    expect(insertionProblem(driver('v', { vehicleType: 'van' }), [], ride({ vehicle: 'sedan' }))).toBeNull();
    expect(insertionProblem(driver('no-profile', { vehicleType: null }), [], ride())).toBe('inactive');
  });

  it('an inactive driver, or one unavailable in the busy window, takes nothing', () => {
    expect(insertionProblem(driver('off', { active: false }), [], ride())).toBe('inactive');
    const r = ride({ pickupAt: at('10:00') });
    // The busy window starts 30 min before pickup: unavailable until 09:45 still meets it.
    expect(insertionProblem(driver('u', { unavailable: [{ start: at('08:00'), end: at('09:45') }] }), [], r)).toBe('unavailable');
    expect(insertionProblem(driver('u2', { unavailable: [{ start: at('08:00'), end: at('09:30') }] }), [], r)).toBeNull();
  });

  it('busy windows may not meet: drop-off + 30 min against the next pickup − 30 min', () => {
    const first = ride({ pickupAt: at('10:00'), durationMinutes: 60, from: PLACES.louvre, to: PLACES.louvre });
    const justFits = ride({ pickupAt: first.pickupAt + (60 + 2 * BUSY_BUFFER_MINUTES) * MIN, from: PLACES.louvre });
    const oneMinuteShort = ride({ pickupAt: justFits.pickupAt - MIN, from: PLACES.louvre });
    expect(sequenceProblem(first, justFits)).toBeNull();
    expect(sequenceProblem(first, oneMinuteShort)).toBe('overlap');
    expect(insertionProblem(driver('d', { held: [first] }), [first], oneMinuteShort)).toBe('overlap');
  });

  it('the driver must have time to drive from the previous drop-off to the next pickup, plus the buffer', () => {
    const toOrly = ride({ pickupAt: at('08:00'), durationMinutes: 40, from: PLACES.louvre, to: PLACES.orly });
    const drive = roadMinutes(roadKm(PLACES.orly, PLACES.cdg)) + TRAVEL_BUFFER_MINUTES;
    expect(drive).toBeGreaterThan(2 * BUSY_BUFFER_MINUTES); // Orly to CDG takes longer than the busy buffers allow for
    const dropoff = toOrly.pickupAt + 40 * MIN;
    const tooSoon = ride({ pickupAt: dropoff + Math.floor(drive - 1) * MIN, from: PLACES.cdg });
    const inTime = ride({ pickupAt: dropoff + Math.ceil(drive) * MIN, from: PLACES.cdg });
    expect(sequenceProblem(toOrly, tooSoon)).toBe('travel');
    expect(sequenceProblem(toOrly, inTime)).toBeNull();
    // Inserted before a held ride, the check runs forwards too.
    expect(insertionProblem(driver('d'), [inTime], ride({ pickupAt: toOrly.pickupAt, durationMinutes: 40, from: PLACES.louvre, to: PLACES.beauvais }))).toBe('travel');
  });

  it('planProblems names each broken rule of a plan, and none of the solver\'s', () => {
    const a = ride({ pickupAt: at('09:00') });
    const b = ride({ pickupAt: at('09:30') });
    const d = driver('d');
    expect(planProblems([d], [a, b], new Map([[a.id, 'd'], [b.id, 'd']]))).toEqual([`${a.id} then ${b.id} (d): overlap`]);
    expect(planProblems([d], [a, b], solvePlan([d], [a, b]).assignment)).toEqual([]);
  });
});
