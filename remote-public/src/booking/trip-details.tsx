import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Text } from '@chakra-ui/react';
import type { Vehicle } from '@rides/contracts/pricing';
import type { ContactDraft } from './draft';
import { formatLocalDate, formatLocalTime } from './format';

export interface TripFacts {
  from: { name: string; detail: string };
  to: { name: string; detail: string };
  /** Paris wall-clock date (YYYY-MM-DD) and time (HH:MM). */
  date: string;
  time: string;
  vehicle: Vehicle;
  passengers: number;
  luggage: number;
  childSeats: number;
  boosterSeats: number;
  flightNumber: string | null;
  traveller: ContactDraft | null;
  /** `/book/{driverId}`: the driver asked for, as shown to the booker (their short name). */
  requestedDriver?: string | null;
}

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

/** The trip as a description list: the checkout's summary and the outcome pages' booking. */
export function TripDetails({ trip }: { trip: TripFacts }) {
  const { t, i18n } = useTranslation('public');
  const place = (p: TripFacts['from']) => (
    <>
      <Text>{p.name}</Text>
      {p.detail && (
        <Text fontSize="sm" color="fg.muted">
          {p.detail}
        </Text>
      )}
    </>
  );
  const seats = [
    trip.childSeats > 0 ? t('booking.summary.childSeats', { count: trip.childSeats }) : null,
    trip.boosterSeats > 0 ? t('booking.summary.boosterSeats', { count: trip.boosterSeats }) : null,
  ].filter(Boolean);
  return (
    <Box as="dl">
      <Row term={t('booking.from.label')}>{place(trip.from)}</Row>
      <Row term={t('booking.to.label')}>{place(trip.to)}</Row>
      <Row term={t('booking.summary.when')}>
        {t('booking.summary.whenValue', { date: formatLocalDate(trip.date, i18n.language), time: formatLocalTime(trip.time, i18n.language) })}
      </Row>
      <Row term={t('booking.vehicle.legend')}>{t(`booking.vehicle.${trip.vehicle}`)}</Row>
      <Row term={t('booking.summary.party')}>
        {[t('booking.summary.passengers', { count: trip.passengers }), t('booking.summary.luggage', { count: trip.luggage }), ...seats].join(' · ')}
      </Row>
      {trip.flightNumber && <Row term={t('booking.flight.label')}>{trip.flightNumber}</Row>}
      {trip.requestedDriver && <Row term={t('booking.summary.requestedDriver')}>{trip.requestedDriver}</Row>}
      {trip.traveller && (
        <Row term={t('booking.summary.traveller')}>
          <Text>{trip.traveller.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {trip.traveller.phone} · {trip.traveller.email}
          </Text>
        </Row>
      )}
    </Box>
  );
}
