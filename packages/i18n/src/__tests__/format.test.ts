import { formatMoney, formatParisDate, formatParisDateTime, formatParisTime, formatWallDate, formatWallTime, localeOf, pluralCategory } from '../format';

// 09:00 UTC on 24 November 2026 is 10:00 in Paris (CET); 07:30 UTC on 1 July 2026 is 09:30 (CEST).
const WINTER = '2026-11-24T09:00:00.000Z';
const SUMMER = new Date('2026-07-01T07:30:00.000Z');

describe('one way to write money, dates and times per language', () => {
  it('writes English dates the British way, day before month, and times on the 24-hour clock', () => {
    expect(formatParisDate(WINTER, 'en')).toBe('Tuesday, 24 November 2026');
    expect(formatParisTime(WINTER, 'en')).toBe('10:00');
    expect(formatParisTime('2026-11-24T13:05:00Z', 'en')).toBe('14:05');
  });

  it.each([
    ['fr', 'mardi 24 novembre 2026', '10:00'],
    ['it', 'martedì 24 novembre 2026', '10:00'],
    ['es', 'martes, 24 de noviembre de 2026', '10:00'],
    ['zh', '2026年11月24日星期二', '10:00'],
  ])('writes %s dates and times as that language does', (lng, date, time) => {
    expect(formatParisDate(WINTER, lng)).toBe(date);
    expect(formatParisTime(WINTER, lng)).toBe(time);
  });

  it('shows instants in Paris time, summer and winter, whatever the device says', () => {
    expect(formatParisTime(SUMMER, 'en')).toBe('09:30');
    expect(formatParisDateTime(WINTER, 'en')).toBe('24 Nov 2026, 10:00');
  });

  it('writes a Paris wall-clock date and time typed in the form exactly like the same instant', () => {
    expect(formatWallDate('2026-11-24', 'en')).toBe(formatParisDate(WINTER, 'en'));
    expect(formatWallTime('10:00', 'fr')).toBe(formatParisTime(WINTER, 'fr'));
    expect(formatWallDate('not a date', 'en')).toBe('not a date');
  });

  it('writes whole euros without decimals and other amounts with two', () => {
    expect(formatMoney(7500, 'en')).toBe('€75');
    expect(formatMoney(1250, 'en')).toBe('€12.50');
    expect(formatMoney(7500, 'fr')).toBe('75\u00a0€');
  });

  it('chooses plural forms by each language’s rules: 0 is plural in English, singular in French', () => {
    expect([0, 1, 2].map((n) => pluralCategory(n, 'en'))).toEqual(['other', 'one', 'other']);
    expect([0, 1, 2].map((n) => pluralCategory(n, 'fr'))).toEqual(['one', 'one', 'other']);
    expect(pluralCategory(1, 'zh')).toBe('other');
  });

  it('falls back by the first two letters, then to English', () => {
    expect(localeOf('fr-CA')).toBe('fr-FR');
    expect(localeOf('de')).toBe('en-GB');
    expect(localeOf(undefined)).toBe('en-GB');
  });
});
