import fc from 'fast-check';
import { planProblems, type PlanDriver, type PlanRide } from '../plan-rules';
import { greedyPlan, solvePlan } from '../plan-solver';
import { at, DAY, driver, PLACES, ride } from './plan-fixtures';

const MIN = 60_000;
const spots = Object.values(PLACES);

const rideArb = (id: string) =>
  fc
    .record({
      minute: fc.integer({ min: 0, max: 2 * 24 * 60 }),
      duration: fc.integer({ min: 20, max: 150 }),
      from: fc.constantFrom(...spots),
      to: fc.constantFrom(...spots),
      vehicle: fc.constantFrom('sedan' as const, 'sedan' as const, 'van' as const),
      language: fc.constantFrom('en', 'fr', 'zh'),
    })
    .map((r): PlanRide => ({ id, pickupAt: DAY + r.minute * MIN, durationMinutes: r.duration, from: r.from, to: r.to, vehicle: r.vehicle, language: r.language, requestedDriverId: null, totalCents: 6_000 }));

/** Drivers with valid held days (held rides kept only while they do not break a rule between themselves). */
const driverArb = (id: string) =>
  fc
    .record({
      vehicleType: fc.constantFrom('sedan' as const, 'van' as const, null),
      active: fc.constantFrom(true, true, true, false),
      off: fc.option(fc.record({ start: fc.integer({ min: 0, max: 2 * 24 * 60 }), length: fc.integer({ min: 30, max: 600 }) })),
      held: fc.array(rideArb(`${id}-held`), { maxLength: 3 }),
      weekRides: fc.integer({ min: 0, max: 30 }),
    })
    .map(({ vehicleType, active, off, held, weekRides }): PlanDriver => {
      const d: PlanDriver = driver(id, { vehicleType, active, weekRides, languages: ['fr'], unavailable: off ? [{ start: DAY + off.start * MIN, end: DAY + (off.start + off.length) * MIN }] : [] });
      const day: PlanRide[] = [];
      held.forEach((r, i) => {
        const candidate = { ...r, id: `${id}-held-${i}` };
        if (planProblems([{ ...d, held: [...day, candidate] }], [], new Map()).length === 0) day.push(candidate);
      });
      return { ...d, held: day };
    });

const scenarioArb = fc
  .tuple(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 8 }))
  .chain(([rides, drivers]) =>
    fc.tuple(
      fc.tuple(...Array.from({ length: rides }, (_, i) => rideArb(`r${i}`))),
      fc.tuple(...Array.from({ length: drivers }, (_, i) => driverArb(`d${i}`))),
    ),
  );

describe('the plan solver', () => {
  it('never breaks a hard rule, whatever the rides, the drivers and their held rides', () => {
    fc.assert(
      fc.property(scenarioArb, ([rides, drivers]) => {
        expect(planProblems(drivers, rides, solvePlan(drivers, rides).assignment)).toEqual([]);
        expect(planProblems(drivers, rides, greedyPlan(drivers, rides).assignment)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('plans every ride some driver can take when the drivers are enough for all', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 24 * 60 }), { minLength: 1, maxLength: 12 }), (minutes) => {
        const rides = minutes.map((m, i) => ride({ id: `r${i}`, pickupAt: DAY + m * MIN }));
        const drivers = rides.map((_, i) => driver(`d${i}`));
        expect(solvePlan(drivers, rides).assignment.size).toBe(rides.length);
      }),
    );
  });

  it('chains rides that end where the next begins (fewer empty kilometres)', () => {
    const intoTown = ride({ id: 'a', pickupAt: at('08:00'), durationMinutes: 60, from: PLACES.cdg, to: PLACES.louvre });
    const outToCdg = ride({ id: 'b', pickupAt: at('11:00'), durationMinutes: 60, from: PLACES.louvre, to: PLACES.cdg });
    const orlyRun = ride({ id: 'c', pickupAt: at('11:00'), durationMinutes: 60, from: PLACES.orly, to: PLACES.gareDeLyon });
    const drivers = [driver('x'), driver('y')];
    const plan = solvePlan(drivers, [intoTown, outToCdg, orlyRun]).assignment;
    expect(plan.get('a')).toBe(plan.get('b'));
    expect(plan.get('c')).not.toBe(plan.get('a'));
  });

  it('prefers a driver who speaks the traveller\'s language, and the driver the customer asked for', () => {
    const r = ride({ language: 'zh' });
    expect(solvePlan([driver('en-only'), driver('speaks', { languages: ['zh'] })], [r]).assignment.get(r.id)).toBe('speaks');
    const asked = ride({ requestedDriverId: 'asked' });
    expect(solvePlan([driver('other'), driver('asked', { weekRides: 5 })], [asked]).assignment.get(asked.id)).toBe('asked');
  });

  it('spreads the day across drivers, the lighter week first', () => {
    const rides = ['08:00', '12:00', '16:00'].map((t) => ride({ pickupAt: at(t), from: PLACES.louvre, to: PLACES.louvre }));
    const plan = solvePlan([driver('busy-week', { weekRides: 20 }), driver('light-week'), driver('also-light')], rides).assignment;
    expect(new Set(plan.values())).toEqual(new Set(['light-week', 'also-light']));
  });

  it('keeps vans for van bookings when a sedan can take the sedan booking', () => {
    const sedanRide = ride({ id: 's', vehicle: 'sedan', pickupAt: at('10:00') });
    const vanRide = ride({ id: 'v', vehicle: 'van', pickupAt: at('10:15') });
    const plan = solvePlan([driver('van', { vehicleType: 'van' }), driver('sedan')], [sedanRide, vanRide]).assignment;
    expect(Object.fromEntries(plan)).toEqual({ s: 'sedan', v: 'van' });
  });
});
