import { useTranslation } from 'react-i18next';
import { Box, Stack, Text } from '@chakra-ui/react';
import type { RideEvent } from '@rides/contracts/rides';
import { formatParisDateTime } from '@rides/i18n/format';

/** One ride event: when, what, who, from → to, the driver concerned and the reason given. */
function EventItem({ e }: { e: RideEvent }) {
  const { t, i18n } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const actor = e.actorName ? t('requests.detail.actorNamed', { role: t(`actor.${e.actor}`), name: e.actorName }) : t(`actor.${e.actor}`);
  return (
    <Box as="li" borderStartWidth="2px" borderColor="brand.solid" ps={3} py={1} data-testid="ride-event">
      <Text fontWeight="semibold">
        {t(`rideAction.${e.action}`)}
        {e.driverName && ` · ${e.driverName}`}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {[formatParisDateTime(e.at, i18n.language), actor, t('requests.detail.fromTo', { from: tc(`booking.rideStatus.${e.from}`), to: tc(`booking.rideStatus.${e.to}`) })].join(' · ')}
      </Text>
      {e.reason && <Text fontSize="sm">{t('requests.detail.reason', { reason: e.reason })}</Text>}
    </Box>
  );
}

/** The ride's events as recorded (issue [D]), oldest first, with the admins' and drivers' reasons. */
export function RideHistory({ events }: { events: RideEvent[] }) {
  const { t } = useTranslation('admin');
  if (events.length === 0) return <Text color="fg.muted">{t('requests.detail.noEvents')}</Text>;
  return (
    <Stack as="ol" role="list" listStyleType="none" gap={2} m={0} p={0}>
      {events.map((e, i) => (
        <EventItem key={`${e.at}-${i}`} e={e} />
      ))}
    </Stack>
  );
}
