import type { Language } from '@rides/contracts/languages';
import type { Place } from '@rides/contracts/places';
import { textsFor } from '../i18n/server-i18n';
import { pickupText, placeText } from '../mail/templates/booking-confirmation.template';

/**
 * The pickup as an iCalendar file (RFC 5545) that any calendar imports: one VEVENT from the pickup
 * for the ride's planned duration, at the pickup place, with a reminder 2 hours before.
 *
 * Written here rather than with the `ics` package: ics 3.12 folds long lines every 75 characters,
 * where RFC 5545 counts 75 octets, so a line in Chinese (3 octets a character) would run to 225
 * octets. The format's rules that matter are few and tested (calendar.test.ts): CRLF line ends,
 * TEXT escaping, folding at 75 octets without cutting a UTF-8 sequence, times in UTC.
 */
export interface CalendarData {
  language: Language;
  reference: string;
  from: Place;
  to: Place;
  pickupAt: Date;
  durationMinutes: number;
  flightNumber: string | null;
  /** Makes the UID unique to this deployment (the shell's host): the same booking always has the same UID. */
  uidDomain: string;
  /** DTSTAMP: when this file was made. */
  now: Date;
}

export const REMINDER_MINUTES_BEFORE = 120;

/** 2026-11-24T08:30:00.000Z -> 20261124T083000Z (a UTC DATE-TIME). */
export const utcStamp = (at: Date): string => at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** TEXT values: backslash, semicolon and comma escaped, line breaks as \n (RFC 5545 3.3.11). */
export const escapeText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/**
 * One content line folded so that no line is longer than 75 octets (RFC 5545 3.1): continuation
 * lines start with a space, and a cut never falls inside a character's UTF-8 bytes.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    const limit = out.length === 0 ? 75 : 74; // a continuation line's leading space counts
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function calendarFile(d: CalendarData): string {
  const s = textsFor('documents', d.language);
  const m = textsFor('mail', d.language);
  const pair = (label: string, value: string) => `${label}${m('labelSeparator')}${value}`;
  const description = [
    pair(m('labels.pickup'), pickupText(d.pickupAt, d.language)),
    pair(m('labels.from'), placeText(d.from)),
    pair(m('labels.to'), placeText(d.to)),
    ...(d.flightNumber ? [pair(m('labels.flight'), d.flightNumber)] : []),
    pair(m('labels.reference'), d.reference),
    s('calendar.manage'),
  ].join('\n');
  const end = new Date(d.pickupAt.getTime() + d.durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Paris Private Transfers//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${d.reference}@${d.uidDomain}`,
    `DTSTAMP:${utcStamp(d.now)}`,
    `DTSTART:${utcStamp(d.pickupAt)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY;LANGUAGE=${d.language}:${escapeText(s('calendar.summary', { reference: d.reference, from: d.from.name, to: d.to.name }))}`,
    `LOCATION:${escapeText(placeText(d.from))}`,
    `GEO:${d.from.lat.toFixed(6)};${d.from.lon.toFixed(6)}`,
    `DESCRIPTION;LANGUAGE=${d.language}:${escapeText(description)}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(s('calendar.alarm', { reference: d.reference }))}`,
    `TRIGGER;RELATED=START:-PT${REMINDER_MINUTES_BEFORE / 60}H`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
