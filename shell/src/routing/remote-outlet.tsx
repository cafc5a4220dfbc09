import { Component, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button } from '@chakra-ui/react';
import { Waiting } from '@rides/ui/waiting';
import type { RemoteAppProps, RemoteName } from '@rides/mf-config/remotes';
import { loadRemoteApp } from '../federation/remotes';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; App: ComponentType<RemoteAppProps> }
  | { status: 'failed' };

/** Catches a remote that throws while rendering, so it cannot blank the shell. */
class RemoteBoundary extends Component<{ fallback: ReactNode; children: ReactNode; resetKey: number }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidUpdate(prev: { resetKey: number }) {
    if (prev.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }
  override componentDidCatch(error: unknown) {
    console.error('A remote failed while rendering', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function RemoteFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Box p={{ base: 4, md: 8 }} maxW="2xl" mx="auto">
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('remote.failedTitle')}</Alert.Title>
          <Alert.Description>{t('remote.failedBody')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button mt={4} colorPalette="brand" onClick={onRetry}>
        {t('remote.retry')}
      </Button>
    </Box>
  );
}

/** Loads a remote's App on first use and renders the matched route; a failed load offers Retry. */
export function RemoteOutlet({ remote, routeId }: { remote: RemoteName; routeId: string }) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState((s) => (s.status === 'ready' && attempt === 0 ? s : { status: 'loading' }));
    loadRemoteApp(remote, attempt > 0).then(
      (App) => live && setState({ status: 'ready', App }),
      (error: unknown) => {
        console.error(`Remote ${remote} failed to load`, error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [remote, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (state.status === 'failed') return <RemoteFailed onRetry={retry} />;
  if (state.status === 'loading') {
    return <Waiting text={t('remote.loading')} />;
  }
  const { App } = state;
  return (
    <RemoteBoundary fallback={<RemoteFailed onRetry={retry} />} resetKey={attempt}>
      <App routeId={routeId} />
    </RemoteBoundary>
  );
}
