import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Text } from '@chakra-ui/react';
import type { BookingView } from '@rides/contracts/bookings';
import type { Vehicle } from '@rides/contracts/pricing';
import { parisLocal } from '@rides/domain/paris-time';
import { formatWallDate, formatWallTime } from '@rides/i18n/format';

export interface Contact {
  name: string;
  email: string;
  phone: string;
}

/** A trip as every screen shows it: a booking (`tripFactsOf`) or the checkout's draft. */
export interface TripFacts {
  from: { name: string; detail: string };
  to: { name: string; detail: string };
  /** Paris wall-clock date (YYYY-MM-DD) and time (HH:MM) of the pickup. */
  pickup: { date: string; time: string };
  party: { vehicle: Vehicle; passengers: number; luggage: number; childSeats: number; boosterSeats: number };
  flightNumber: string | null;
  /** Set when booking for someone else: the person the driver meets. */
  traveller: Contact | null;
  /**
   * Who booked, for a booking that is made: the traveller row then shows the booker when they travel
   * themselves, and a "Booked by" row when they book for someone else. Left out at the checkout,
   * where the booker's details are the form below.
   */
  booker?: Contact | null;
  /** `/book/{driverId}`: the driver asked for, as shown to the booker (their short name). */
  requestedDriver?: string | null;
  /** What the booker told the driver and wants on the sign (Update details, issue [E] 2; shown to them since [R] 2). */
  notes?: string | null;
  signText?: string | null;
}

export const tripFactsOf = (b: BookingView): TripFacts => ({
  from: b.from,
  to: b.to,
  pickup: parisLocal(new Date(b.pickupAt)),
  party: b.party,
  flightNumber: b.flightNumber,
  traveller: b.traveller,
  booker: b.booker,
  notes: b.notes,
  signText: b.signText,
});

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box display={{ base: 'block', sm: 'grid' }} gridTemplateColumns="10rem 1fr" gap={4} py={2} borderBottomWidth="1px">
      <Text as="dt" fontWeight="medium" color="fg.muted">
        {term}
      </Text>
      <Box as="dd">{children}</Box>
    </Box>
  );
}

function TwoLines({ first, second }: { first: string; second: string }) {
  return (
    <>
      <Text>{first}</Text>
      {second && (
        <Text fontSize="sm" color="fg.muted">
          {second}
        </Text>
      )}
    </>
  );
}

const person = (c: Contact) => <TwoLines first={c.name} second={[c.phone, c.email].filter(Boolean).join(' · ')} />;

/** "2 passengers · 1 large bag · 1 child seat" (seats only when there are some). */
export function usePartyText(party: TripFacts['party']): string {
  const { t } = useTranslation();
  return [
    t('booking.passengers', { count: party.passengers }),
    t('booking.luggage', { count: party.luggage }),
    party.childSeats > 0 ? t('booking.childSeats', { count: party.childSeats }) : null,
    party.boosterSeats > 0 ? t('booking.boosterSeats', { count: party.boosterSeats }) : null,
  ]
    .filter((s): s is string => s !== null)
    .join(' · ');
}

/** The trip as a description list: places, Paris pickup time, vehicle and party, flight, people, the sign and the notes for the driver. */
export function TripDetails({ trip }: { trip: TripFacts }) {
  const { t, i18n } = useTranslation();
  const { party } = trip;
  const partyText = usePartyText(party);
  const traveller = trip.booker === undefined ? trip.traveller : (trip.traveller ?? trip.booker);
  return (
    <Box as="dl">
      <Row term={t('booking.from')}>
        <TwoLines first={trip.from.name} second={trip.from.detail} />
      </Row>
      <Row term={t('booking.to')}>
        <TwoLines first={trip.to.name} second={trip.to.detail} />
      </Row>
      <Row term={t('booking.when')}>
        {t('booking.whenValue', { date: formatWallDate(trip.pickup.date, i18n.language), time: formatWallTime(trip.pickup.time, i18n.language) })}
      </Row>
      <Row term={t('booking.vehicleLabel')}>{t(`booking.vehicle.${party.vehicle}`)}</Row>
      <Row term={t('booking.party')}>{partyText}</Row>
      {trip.flightNumber && <Row term={t('booking.flight')}>{trip.flightNumber}</Row>}
      {trip.requestedDriver && <Row term={t('booking.requestedDriver')}>{trip.requestedDriver}</Row>}
      {traveller && <Row term={t('booking.traveller')}>{person(traveller)}</Row>}
      {trip.traveller && trip.booker && <Row term={t('booking.bookedBy')}>{person(trip.booker)}</Row>}
      {trip.signText && <Row term={t('booking.signText')}>{trip.signText}</Row>}
      {trip.notes && (
        <Row term={t('booking.notes')}>
          <Text whiteSpace="pre-line">{trip.notes}</Text>
        </Row>
      )}
    </Box>
  );
}
