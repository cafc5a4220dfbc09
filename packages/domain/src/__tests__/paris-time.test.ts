import { addDays, addMonths, parisDaysRange, parisInstant, parisLocal, parisMonthsRange } from '../paris-time';

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

describe('calendar steps and ranges (back office)', () => {
  it('adds days across months, years and clock changes', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
  it('adds months across years', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-07', -12)).toBe('2025-07');
  });
  it('gives Paris days and months as instants, 23 or 25 hours on clock-change days', () => {
    const spring = parisDaysRange('2026-03-29', '2026-03-29');
    expect(spring).toEqual({ start: new Date('2026-03-28T23:00:00Z'), end: new Date('2026-03-29T22:00:00Z') });
    expect(parisMonthsRange('2026-10', '2026-10')).toEqual({ start: new Date('2026-09-30T22:00:00Z'), end: new Date('2026-10-31T23:00:00Z') });
    expect(parisMonthsRange('2026-12', '2027-01')).toEqual({ start: new Date('2026-11-30T23:00:00Z'), end: new Date('2027-01-31T23:00:00Z') });
  });
});
