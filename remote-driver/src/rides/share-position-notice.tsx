import { useTranslation } from 'react-i18next';
import { Alert } from '@chakra-ui/react';
import type { DriverRide } from '@rides/contracts/rides';
import { useSharePosition } from './use-share-position';

/**
 * On the ride under way (en route, arrived): a clear notice that the phone's position goes to the
 * traveller's live link, or, when location is refused or unavailable, why it does not (the ride works
 * as usual). Nothing for any other status.
 */
export function SharePositionNotice({ ride }: { ride: DriverRide }) {
  const { t } = useTranslation('driver');
  const state = useSharePosition(ride);
  if (state === 'off') return null;
  const sharing = state === 'waiting' || state === 'sharing';
  return (
    <Alert.Root status={sharing ? 'info' : 'warning'} role="status" data-testid="share-position" data-state={state}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t(sharing ? 'sharing.title' : 'sharing.offTitle')}</Alert.Title>
        <Alert.Description>{t(`sharing.${state}`)}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
