import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { BookingView } from '@rides/contracts/bookings';
import { PriceLines } from './price-lines';

type Contact = BookingView['booker'];

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box display={{ base: 'block', sm: 'grid' }} gridTemplateColumns="10rem 1fr" gap={4} py={2} borderBottomWidth="1px">
      <Text as="dt" fontWeight="medium" color="fg.muted">
        {term}
      </Text>
      <Box as="dd">{children}</Box>
    </Box>
  );
}

function Person({ who }: { who: Contact }) {
  return (
    <>
      <Text>{who.name}</Text>
      <Text fontSize="sm" color="fg.muted">
        {who.phone} · {who.email}
      </Text>
    </>
  );
}

/** What the expanded card adds: places in full, flight, traveller and booker, and the price lines. */
export function BookingDetails({ booking }: { booking: BookingView }) {
  const { t } = useTranslation('customer');
  const place = (p: BookingView['from']) => (
    <>
      <Text>{p.name}</Text>
      {p.detail && (
        <Text fontSize="sm" color="fg.muted">
          {p.detail}
        </Text>
      )}
    </>
  );
  return (
    <Stack gap={4} pt={2}>
      <Box as="dl">
        <Fact term={t('bookings.details.from')}>{place(booking.from)}</Fact>
        <Fact term={t('bookings.details.to')}>{place(booking.to)}</Fact>
        {booking.flightNumber && <Fact term={t('bookings.details.flight')}>{booking.flightNumber}</Fact>}
        {/* Booking for oneself leaves the traveller empty: the booker is the one the driver meets. */}
        <Fact term={t('bookings.details.traveller')}>
          <Person who={booking.traveller ?? booking.booker} />
        </Fact>
        {booking.traveller && (
          <Fact term={t('bookings.details.bookedBy')}>
            <Person who={booking.booker} />
          </Fact>
        )}
      </Box>
      <Box>
        <Heading as="h4" size="sm" mb={1}>
          {t('bookings.details.price')}
        </Heading>
        <PriceLines quote={booking.quote} />
      </Box>
    </Stack>
  );
}
