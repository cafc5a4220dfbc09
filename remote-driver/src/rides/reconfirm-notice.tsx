import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { getDriverRide, listDriverRides, reconfirmRide, type DriverRide } from '@rides/contracts/rides';
import { formatParisDateTime, formatParisTime } from '@rides/i18n/format';
import { useOperationMutation } from '@rides/platform/query';
import { notify } from '@rides/ui/toaster';
import { rideRefusalMessage } from './use-ride-action';

/**
 * Issue [K] 2: the flight moved this ride's pickup by over an hour. The driver keeps it with one tap
 * before the deadline; otherwise the ride returns to dispatch (the server's job does it).
 */
export function ReconfirmNotice({ ride }: { ride: DriverRide }) {
  const { t, i18n } = useTranslation('driver');
  const { t: tc } = useTranslation();
  const mutation = useOperationMutation(reconfirmRide, { invalidates: [listDriverRides, getDriverRide] });
  const [problem, setProblem] = useState<string | null>(null);
  if (!ride.reconfirmBy) return null;

  async function keep() {
    setProblem(null);
    try {
      await mutation.mutateAsync({ rideId: ride.id });
      notify({ type: 'success', title: t('reconfirm.done', { reference: ride.reference }) });
    } catch (error) {
      setProblem(rideRefusalMessage(error, t, tc));
    }
  }

  return (
    <Alert.Root status="warning" role="region" aria-label={t('reconfirm.title')}>
      <Alert.Indicator />
      <Stack gap={3} flex="1">
        <Alert.Title>{t('reconfirm.title')}</Alert.Title>
        <Alert.Description>
          {t('reconfirm.body', { pickup: formatParisDateTime(ride.pickupAt, i18n.language), deadline: formatParisTime(ride.reconfirmBy, i18n.language) })}
        </Alert.Description>
        <Button colorPalette="brand" size="lg" alignSelf="flex-start" loading={mutation.isPending} onClick={() => void keep()}>
          {t('reconfirm.keep')}
        </Button>
        {problem && <Alert.Description role="alert">{problem}</Alert.Description>}
      </Stack>
    </Alert.Root>
  );
}
