import { parisInstant, parisLocal } from '../paris-time';

describe('Paris time', () => {
  it('reads a winter time as UTC+1 and a summer time as UTC+2', () => {
    expect(parisInstant('2027-01-15', '08:30')?.toISOString()).toBe('2027-01-15T07:30:00.000Z');
    expect(parisInstant('2027-07-15', '08:30')?.toISOString()).toBe('2027-07-15T06:30:00.000Z');
  });

  it('refuses the hour skipped when clocks go forward, and takes the first of the repeated hour', () => {
    expect(parisInstant('2027-03-28', '02:30')).toBeNull();
    expect(parisInstant('2027-10-31', '02:30')?.toISOString()).toBe('2027-10-31T00:30:00.000Z');
  });

  it('refuses dates that do not exist', () => {
    expect(parisInstant('2027-02-30', '10:00')).toBeNull();
  });

  it('round-trips with parisLocal', () => {
    expect(parisLocal(new Date('2027-07-15T22:15:00Z'))).toEqual({ date: '2027-07-16', time: '00:15' });
  });
});
