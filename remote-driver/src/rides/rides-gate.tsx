import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@chakra-ui/react';
import { Waiting } from '@rides/ui/waiting';
import type { DriverRidesState } from './use-driver-rides';

type Ready = Extract<DriverRidesState, { status: 'ready' }>;

/** The rides' loading and failure states (with a retry); `children` renders the rides once they are here. */
export function RidesGate({ state, retry, children }: { state: DriverRidesState; retry: () => void; children: (ready: Ready) => ReactNode }) {
  const { t } = useTranslation('driver');
  if (state.status === 'loading') return <Waiting text={t('rides.loading')} />;
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
  return <>{children(state)}</>;
}
