import { useId, type ReactNode } from 'react';
import { Box, Heading, Stack } from '@chakra-ui/react';
import type { BookingView } from '@rides/contracts/bookings';
import { BookingCard } from './booking-card';

/** A titled list of bookings (Upcoming, Past); `empty` is shown when the list has none. */
export function BookingSection({ title, bookings, now, empty }: { title: string; bookings: BookingView[]; now: Date; empty?: ReactNode }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" size="lg" mb={4} id={headingId}>
        {title}
      </Heading>
      {bookings.length === 0 ? (
        empty
      ) : (
        <Stack as="ul" role="list" listStyleType="none" gap={4} m={0} p={0}>
          {bookings.map((b) => (
            <BookingCard key={b.reference} booking={b} now={now} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
