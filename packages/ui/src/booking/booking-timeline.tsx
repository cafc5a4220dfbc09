import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Heading, Text, Timeline } from '@chakra-ui/react';
import type { BookingView } from '@rides/contracts/bookings';
import { formatParisDateTime } from '@rides/i18n/format';
import { timelineOf } from './timeline';

/** The booking's history (timeline.ts) as an ordered list; what is still to come is marked so in words. */
export function BookingTimeline({ booking, now }: { booking: BookingView; now: Date }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const steps = timelineOf(booking, now);
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h3" size="sm" mb={2} id={headingId}>
        {t('booking.timeline.heading')}
      </Heading>
      <Timeline.Root as="ol" size="sm" variant="subtle">
        {steps.map((s, i) => (
          <Timeline.Item key={`${s.key}-${s.at ?? i}`} as="li" data-testid={`timeline-${s.key}`}>
            <Timeline.Connector>
              <Timeline.Separator />
              <Timeline.Indicator bg={s.done ? 'brand.solid' : 'bg.muted'} />
            </Timeline.Connector>
            <Timeline.Content>
              <Timeline.Title>{s.key === 'ride.assigned' && !s.driverName ? t('booking.timeline.ride.assignedUnnamed') : t(`booking.timeline.${s.key}`, { name: s.driverName })}</Timeline.Title>
              {(s.at || !s.done) && (
                <Text fontSize="sm" color="fg.muted">
                  {[s.at ? formatParisDateTime(s.at, i18n.language) : null, s.done ? null : t('booking.timeline.upcoming')].filter(Boolean).join(' · ')}
                </Text>
              )}
            </Timeline.Content>
          </Timeline.Item>
        ))}
      </Timeline.Root>
    </Box>
  );
}
