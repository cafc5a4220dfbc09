import { CITY_SPEED_KMH, distanceToPickupMetres, LIVE_POSITION_STATUSES, liveEtaMinutes, positionThrottle, POSITION_INTERVAL_SECONDS, sharesPosition } from '../live-ride';
import { greatCircleKm } from '../distance';
import { RIDE_STATUSES } from '@rides/contracts/ride-status';

const PICKUP = { lat: 49.0097, lon: 2.5479 }; // CDG
const PARIS = { lat: 48.8566, lon: 2.3522 };

describe('which statuses share the position', () => {
  it('is en route and arrived only: nothing before setting off, nothing once on board', () => {
    expect(LIVE_POSITION_STATUSES).toEqual(['en_route', 'arrived']);
    expect(RIDE_STATUSES.filter(sharesPosition)).toEqual(['en_route', 'arrived']);
  });
});

describe('the ETA from the last position', () => {
  it('is the straight-line distance at the city speed, in whole minutes rounded up', () => {
    const km = greatCircleKm(PARIS, PICKUP); // about 23 km
    expect(liveEtaMinutes('en_route', PARIS, PICKUP)).toBe(Math.ceil((km / CITY_SPEED_KMH) * 60));
    expect(liveEtaMinutes('en_route', PARIS, PICKUP)).toBeGreaterThanOrEqual(60);
    expect(liveEtaMinutes('en_route', PARIS, PICKUP)).toBeLessThanOrEqual(75);
  });

  it('is 1 minute for a few hundred metres, 0 at the pickup and once arrived', () => {
    expect(liveEtaMinutes('en_route', { lat: PICKUP.lat + 0.002, lon: PICKUP.lon }, PICKUP)).toBe(1);
    expect(liveEtaMinutes('en_route', PICKUP, PICKUP)).toBe(0);
    expect(liveEtaMinutes('arrived', PARIS, PICKUP)).toBe(0);
  });

  it('is none outside en route and arrived', () => {
    for (const status of ['assigned', 'on_board', 'completed', 'cancelled', 'no_show_reported'] as const) expect(liveEtaMinutes(status, PARIS, PICKUP)).toBeNull();
  });

  it('gives the distance in metres rounded to 10 m', () => {
    expect(distanceToPickupMetres(PICKUP, PICKUP)).toBe(0);
    expect(distanceToPickupMetres({ lat: PICKUP.lat + 0.01, lon: PICKUP.lon }, PICKUP)).toBe(1110);
  });
});

describe('at most one kept position every 15 s', () => {
  const t0 = new Date('2027-05-02T10:00:00Z');
  const at = (s: number) => new Date(t0.getTime() + s * 1000);

  it('keeps the first position, and the next one 15 s or more after the last kept one', () => {
    expect(POSITION_INTERVAL_SECONDS).toBe(15);
    expect(positionThrottle(null, t0)).toEqual({ keep: true });
    expect(positionThrottle(t0, at(15))).toEqual({ keep: true });
    expect(positionThrottle(t0, at(60))).toEqual({ keep: true });
  });

  it('does not keep one within 15 s, and says when to send again', () => {
    expect(positionThrottle(t0, at(0))).toEqual({ keep: false, nextInSeconds: 15 });
    expect(positionThrottle(t0, at(4))).toEqual({ keep: false, nextInSeconds: 11 });
    expect(positionThrottle(t0, at(14.2))).toEqual({ keep: false, nextInSeconds: 1 });
    // A last position stamped in the future (a clock step) never makes the driver wait more than 15 s.
    expect(positionThrottle(at(100), t0)).toEqual({ keep: false, nextInSeconds: 15 });
  });
});
