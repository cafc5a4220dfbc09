/** @jest-environment node */
// The pickup's .ics as a calendar reads it: RFC 5545 lines (CRLF, folded at 75 octets, escaped
// text), the pickup in UTC, a stable UID, the reminder 2 hours before, the booking's language.
import { calendarFile, escapeText, foldLine, type CalendarData } from '../calendar';
import { CDG, RIVOLI } from './fixtures';

const data = (over: Partial<CalendarData> = {}): CalendarData => ({
  language: 'en',
  reference: 'PT-ABC123',
  from: CDG,
  to: RIVOLI,
  // 09:30 in Paris on a winter day
  pickupAt: new Date('2026-11-24T08:30:00Z'),
  durationMinutes: 100,
  flightNumber: 'AF1234',
  uidDomain: 'rides.example',
  now: new Date('2026-11-20T10:00:00Z'),
  ...over,
});

/** The content lines as a calendar unfolds them (RFC 5545 3.1). */
const unfold = (ics: string): string[] => ics.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);
const prop = (ics: string, name: string): string[] => unfold(ics).filter((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));

describe('calendar file', () => {
  it('is one event from the pickup, in UTC, for the ride’s duration', () => {
    const ics = calendarFile(data());
    expect(unfold(ics).slice(0, 6)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Paris Private Transfers//Bookings//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', 'BEGIN:VEVENT']);
    expect(prop(ics, 'DTSTART')).toEqual(['DTSTART:20261124T083000Z']);
    expect(prop(ics, 'DTEND')).toEqual(['DTEND:20261124T101000Z']);
    expect(prop(ics, 'DTSTAMP')).toEqual(['DTSTAMP:20261120T100000Z']);
    expect(unfold(ics).filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(unfold(ics).at(-1)).toBe('END:VCALENDAR');
  });

  it('keeps the pickup’s instant across a daylight-saving change (summer time in Paris)', () => {
    // 30 March 2026 10:00 in Paris, the day after clocks went forward, is 08:00 UTC.
    expect(prop(calendarFile(data({ pickupAt: new Date('2026-03-30T08:00:00Z') })), 'DTSTART')).toEqual(['DTSTART:20260330T080000Z']);
  });

  it('has a UID that is the same for the same booking every time', () => {
    const a = calendarFile(data());
    const b = calendarFile(data({ now: new Date('2026-11-22T10:00:00Z'), pickupAt: new Date('2026-11-25T08:30:00Z') }));
    expect(prop(a, 'UID')).toEqual(['UID:PT-ABC123@rides.example']);
    expect(prop(b, 'UID')).toEqual(prop(a, 'UID'));
    expect(prop(calendarFile(data({ reference: 'PT-ZZZ999' })), 'UID')).toEqual(['UID:PT-ZZZ999@rides.example']);
  });

  it('reminds 2 hours before the pickup', () => {
    const lines = unfold(calendarFile(data()));
    const alarm = lines.slice(lines.indexOf('BEGIN:VALARM'), lines.indexOf('END:VALARM') + 1);
    expect(alarm).toEqual([
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'DESCRIPTION:Your transfer PT-ABC123 picks you up in 2 hours.',
      'TRIGGER;RELATED=START:-PT2H',
      'END:VALARM',
    ]);
  });

  it('names the trip and the pickup place in the booking’s language, and never carries the manage link', () => {
    const en = calendarFile(data());
    expect(prop(en, 'SUMMARY')).toEqual(['SUMMARY;LANGUAGE=en:Transfer PT-ABC123: Paris Charles de Gaulle Airport (CDG) → 12 rue de Rivoli']);
    expect(prop(en, 'LOCATION')).toEqual(['LOCATION:Paris Charles de Gaulle Airport (CDG) — Terminal 2E']);
    expect(prop(en, 'GEO')).toEqual(['GEO:49.004000;2.571000']);
    expect(prop(en, 'URL')).toEqual([]);
    const description = prop(en, 'DESCRIPTION')[0]!;
    // Commas escaped, line breaks as \n (RFC 5545 TEXT).
    expect(description).toContain('Pickup: Tuesday\\, 24 November 2026 at 09:30 (Paris time\\, Central European Standard Time)\\n');
    expect(description).toContain('\\nFlight: AF1234\\n');
    expect(description).toContain('Change or cancel this booking from the link in your confirmation e-mail.');
    expect(en).not.toMatch(/token=|booking-confirmation/);

    const fr = calendarFile(data({ language: 'fr' }));
    expect(prop(fr, 'SUMMARY')).toEqual(['SUMMARY;LANGUAGE=fr:Transfert PT-ABC123 : Paris Charles de Gaulle Airport (CDG) → 12 rue de Rivoli']);
    expect(prop(fr, 'DESCRIPTION')[0]).toContain('Prise en charge : mardi 24 novembre 2026 à 09:30');
    const zh = calendarFile(data({ language: 'zh' }));
    expect(prop(zh, 'SUMMARY')[0]).toMatch(/^SUMMARY;LANGUAGE=zh:接送 PT-ABC123：/);
  });

  it('ends every line with CRLF and folds none longer than 75 octets, Chinese included', () => {
    for (const language of ['en', 'zh'] as const) {
      const ics = calendarFile(data({ language }));
      expect(ics.endsWith('\r\n')).toBe(true);
      expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    }
  });

  it('folds without cutting a character and unfolds to the same text', () => {
    const long = `DESCRIPTION:${'接送服务'.repeat(40)}é`;
    const folded = foldLine(long);
    expect(folded.split('\r\n').every((l) => Buffer.byteLength(l, 'utf8') <= 75)).toBe(true);
    expect(folded.split('\r\n').slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(folded).not.toContain('\uFFFD');
  });

  it('escapes what TEXT values must escape', () => {
    expect(escapeText('a, b; c\\d\ne')).toBe('a\\, b\\; c\\\\d\\ne');
    const ics = calendarFile(data({ from: { ...CDG, name: 'Gare du Nord, Paris; quai 3', detail: '' } }));
    expect(prop(ics, 'LOCATION')).toEqual(['LOCATION:Gare du Nord\\, Paris\\; quai 3']);
  });
});
