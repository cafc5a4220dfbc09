import { useTranslation } from 'react-i18next';
import { Stack, Text } from '@chakra-ui/react';
import type { DriverRide } from '@rides/contracts/rides';
import { formatParisDateTime } from '@rides/i18n/format';

/**
 * When the timed steps open or close (the server's moments): setting off from 90 minutes before
 * pickup, a no-show once the free waiting time has run out, handing back until 12 hours before.
 */
export function RideHints({ ride }: { ride: DriverRide }) {
  const { t, i18n } = useTranslation('driver');
  const at = (iso: string) => formatParisDateTime(iso, i18n.language);
  const allowed = (a: DriverRide['allowedActions'][number]) => ride.allowedActions.includes(a);
  const hints = [
    ride.status === 'assigned' && !allowed('start') ? t('hints.startFrom', { time: at(ride.startFrom) }) : null,
    ride.status === 'arrived' && !allowed('report_no_show') ? t('hints.noShowFrom', { time: at(ride.noShowFrom) }) : null,
    allowed('hand_back') ? t('hints.handBackUntil', { time: at(ride.handBackUntil) }) : null,
    ride.status === 'no_show_reported' ? t('hints.noShowReported') : null,
  ].filter((h): h is string => h !== null);
  if (hints.length === 0) return null;
  return (
    <Stack gap={1}>
      {hints.map((h) => (
        <Text key={h} color="fg.muted">
          {h}
        </Text>
      ))}
    </Stack>
  );
}
