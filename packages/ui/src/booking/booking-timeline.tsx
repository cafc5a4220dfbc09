import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Heading, Text, Timeline } from '@chakra-ui/react';
import type { BookingView } from '@rides/contracts/bookings';
import { formatMoney, formatParisDateTime } from '@rides/i18n/format';
import { timelineOf, type TimelineStep } from './timeline';

/** Field names of a details change, as the booking view lists them. */
const DETAIL_FIELDS = ['travellerName', 'travellerEmail', 'travellerPhone', 'flightNumber', 'notes', 'signText'] as const;

function useStepText() {
  const { t, i18n } = useTranslation();
  const eur = (cents: number) => formatMoney(cents, i18n.language);
  const title = (s: TimelineStep): string => {
    if (s.key === 'ride.assigned' && !s.driverName) return t('booking.timeline.ride.assignedUnnamed');
    if (s.key === 'change.cancelled') return t(`booking.timeline.change.cancelled.${s.actor ?? 'system'}`);
    if (s.key.startsWith('refund.')) return t(`booking.timeline.${s.key}`, { amount: eur(s.amountCents ?? 0) });
    return t(`booking.timeline.${s.key}`, { name: s.driverName });
  };
  /** What a change adds under its title: the fields, the price before and after, the words exchanged. */
  const details = (s: TimelineStep): string[] => {
    const out: string[] = [];
    const fields = (s.fields ?? []).filter((f): f is (typeof DETAIL_FIELDS)[number] => (DETAIL_FIELDS as readonly string[]).includes(f));
    if (fields.length > 0) out.push(t('booking.timeline.fieldsChanged', { fields: fields.map((f) => t(`booking.timeline.fields.${f}`)).join(', ') }));
    if (s.priceBeforeCents != null && s.priceAfterCents != null && s.priceBeforeCents !== s.priceAfterCents) {
      out.push(t('booking.timeline.priceChange', { before: eur(s.priceBeforeCents), after: eur(s.priceAfterCents) }));
    }
    if (s.message) out.push(t(s.key === 'change.cancelled' ? 'booking.timeline.reason' : 'booking.timeline.message', { text: s.message }));
    if (s.answer) out.push(t('booking.timeline.answer', { text: s.answer }));
    return out;
  };
  return { title, details };
}

/**
 * The booking's history (timeline.ts) as an ordered list: the ride's events, the changes, requests
 * and refunds in the order they happened, each with its figures; what is still to come is marked so
 * in words. The same list on the booker's page, in My Bookings and in the admin's request detail.
 */
export function BookingTimeline({ booking, now }: { booking: BookingView; now: Date }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { title, details } = useStepText();
  const steps = timelineOf(booking, now);
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h3" size="sm" mb={2} id={headingId}>
        {t('booking.timeline.heading')}
      </Heading>
      <Timeline.Root as="ol" size="sm" variant="subtle">
        {steps.map((s, i) => (
          <Timeline.Item key={`${s.key}-${s.at ?? ''}-${i}`} as="li" data-testid={`timeline-${s.key}`}>
            <Timeline.Connector>
              <Timeline.Separator />
              <Timeline.Indicator bg={s.key === 'refund.failed' ? 'red.solid' : s.done ? 'brand.solid' : 'bg.muted'} />
            </Timeline.Connector>
            <Timeline.Content>
              <Timeline.Title>{title(s)}</Timeline.Title>
              {(s.at || !s.done) && (
                <Text fontSize="sm" color="fg.muted">
                  {[s.at ? formatParisDateTime(s.at, i18n.language) : null, s.done ? null : t('booking.timeline.upcoming')].filter(Boolean).join(' · ')}
                </Text>
              )}
              {details(s).map((line) => (
                <Text key={line} fontSize="sm">
                  {line}
                </Text>
              ))}
            </Timeline.Content>
          </Timeline.Item>
        ))}
      </Timeline.Root>
    </Box>
  );
}
