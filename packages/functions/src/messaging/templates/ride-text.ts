import type { Language } from '@rides/contracts/languages';
import type { Place } from '@rides/contracts/places';
import { formatParisDateTime, formatParisTime } from '@rides/i18n/format';
import { textsFor } from '../../i18n/server-i18n';
import { extraText, partyText, placeText, type Party } from '../../mail/templates/booking-confirmation.template';

/** A ride as its messages tell it, read from the booking row (messaging/ride-data.ts). */
export interface RideTrip {
  reference: string;
  pickupAt: Date;
  from: Place;
  to: Place;
  flightNumber: string | null;
  party: Party;
  /** Dispatch's notes for the driver. */
  notes: string | null;
  /** The name on the driver's sign: the traveller's, else the booker's. */
  signText: string;
  /** The person the driver meets (the traveller, else the booker) and their phone. */
  travellerName: string;
  travellerPhone: string;
  bookerName: string;
  /** Pay-the-driver: the amount to collect on the day; null when paid by card. */
  collectCents: number | null;
}

/** The driver as travellers see them: first name, phone, car. */
export interface DriverCard {
  firstName: string | null;
  phone: string | null;
  car: { make: string; model: string; colour: string | null; plate: string } | null;
}

/** "14 Jul 2025, 09:30": short, for subjects and SMS (Paris time, as everywhere). */
export const whenShort = (at: Date, lng: Language): string => formatParisDateTime(at, lng);
export const timeOf = (at: Date, lng: Language): string => formatParisTime(at, lng);

export const driverNameOf = (d: Pick<DriverCard, 'firstName'>, lng: Language): string => d.firstName?.trim() || textsFor('ride-messages', lng)('unnamedDriver');

export function carText(d: DriverCard, lng: Language): string {
  const r = textsFor('ride-messages', lng);
  if (!d.car) return r('carUnknown');
  return d.car.colour ? r('car', { make: d.car.make, model: d.car.model, colour: d.car.colour }) : r('carNoColour', { make: d.car.make, model: d.car.model });
}

/**
 * Where to meet, by the kind of the pickup place: an airport's arrivals hall after customs, a
 * station's platform end or main hall, a port's passenger terminal exit; anywhere else outside the
 * address. The sign names the traveller.
 */
export function meetingText(from: Place, sign: string, lng: Language): string {
  const kind = from.kind === 'airport' || from.kind === 'station' || from.kind === 'port' ? from.kind : 'address';
  return textsFor('ride-messages', lng)(`meeting.${kind}`, { place: placeText(from), sign });
}

/** Passengers, luggage, seats and the extras (pets, stops) on one line, as the confirmation writes them. */
export function partyAndExtras(party: Party, lng: Language): string {
  return [partyText(party, lng), ...party.extras.map((e) => extraText(e, lng))].join(textsFor('mail', lng)('listSeparator'));
}

/** A driver's greeting by the first name on their account ("Hello Jean,"), or the nameless one. */
export function greetingOf(name: string | null | undefined, lng: Language): string {
  const t = textsFor('mail', lng);
  return name?.trim() ? t('greetingNamed', { name: name.trim() }) : t('greeting');
}

/** The first word of a full name ("Jean-Pierre Martin" → "Jean-Pierre"). */

export { placeText };
