/** @jest-environment node */
import { rankCandidates } from '../ride-views';
import type { CandidateRow } from '../board.repo';

const row = (over: Partial<CandidateRow>): CandidateRow => ({
  id: 'd0',
  name: 'Someone',
  phone: null,
  vehicle_type: 'sedan',
  vehicle_make: 'Toyota',
  vehicle_model: 'Corolla',
  languages: ['en'],
  active: true,
  busy: false,
  unavailable: false,
  rides_that_day: 0,
  ...over,
});
const sedanRide = { vehicle: 'sedan', language: 'en', requestedDriverId: null };

describe('rankCandidates', () => {
  it('says when a van would be sent for a sedan booking, without counting it as a problem (issue [R] 5)', () => {
    const [van, sedan] = rankCandidates([row({ id: 'v', name: 'A van', vehicle_type: 'van' }), row({ id: 's', name: 'B sedan' })], sedanRide);
    expect(van).toMatchObject({ id: 'v', problems: [], remarks: ['van-for-sedan'] });
    expect(sedan).toMatchObject({ id: 's', problems: [], remarks: [] });
    const [forVan] = rankCandidates([row({ vehicle_type: 'van' })], { ...sedanRide, vehicle: 'van' });
    expect(forVan!.remarks).toEqual([]);
  });

  it('lists the drivers that fit first, then those the server would refuse (issue [R] 4)', () => {
    const ranked = rankCandidates(
      [
        row({ id: 'busy', name: 'A', busy: true }),
        row({ id: 'off', name: 'B', unavailable: true }),
        row({ id: 'novehicle', name: 'C', vehicle_type: null }),
        row({ id: 'free', name: 'D', rides_that_day: 4 }),
      ],
      sedanRide,
    );
    expect(ranked.map((c) => c.id)).toEqual(['free', 'busy', 'off', 'novehicle']);
  });
});
