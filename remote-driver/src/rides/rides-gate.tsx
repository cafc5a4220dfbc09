import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@chakra-ui/react';
import { formatParisTime } from '@rides/i18n/format';
import { Waiting } from '@rides/ui/waiting';
import type { DriverRidesState } from './use-driver-rides';
import { useOnline } from './use-online';

type Ready = Extract<DriverRidesState, { status: 'ready' }>;

/**
 * The rides' loading and failure states (with a retry); `children` renders the rides once they are
 * here. Without a network the rides kept on the phone show under "Offline: last updated HH:MM".
 */
export function RidesGate({ state, retry, children }: { state: DriverRidesState; retry: () => void; children: (ready: Ready) => ReactNode }) {
  const { t, i18n } = useTranslation('driver');
  const online = useOnline();
  if (state.status === 'loading')
    return online ? (
      <Waiting text={t('rides.loading')} />
    ) : (
      <Alert.Root status="warning" role="status" data-testid="offline-notice">
        <Alert.Indicator />
        <Alert.Description>{t('offline.nothingKept')}</Alert.Description>
      </Alert.Root>
    );
  if (state.status === 'failed')
    return (
      <Alert.Root status="error" role="alert" alignItems="center" flexWrap="wrap">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{t('rides.loadFailed')}</Alert.Description>
        </Alert.Content>
        <Button size="lg" colorPalette="brand" onClick={retry}>
          {t('rides.retry')}
        </Button>
      </Alert.Root>
    );
  return (
    <>
      {!online && (
        <Alert.Root status="warning" role="status" mb={4} data-testid="offline-notice">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('offline.lastUpdated', { time: formatParisTime(new Date(state.updatedAt).toISOString(), i18n.language) })}</Alert.Title>
            <Alert.Description>{t('offline.whatWorks')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {children(state)}
    </>
  );
}
