import { Component, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button } from '@chakra-ui/react';
import { Waiting } from '@rides/ui/waiting';
import type { RemoteAppProps, RemoteName } from '@rides/mf-config/remotes';
import { loadRemoteApp, providedRemoteApp } from '../federation/remotes';
import { isChunkLoadError, newErrorId, reloadOnceForChunkError } from '../federation/chunk-reload';
import { useDriverApp } from '../pwa/use-driver-app';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; App: ComponentType<RemoteAppProps> }
  | { status: 'failed'; errorId: string };

/**
 * What the shell does with a remote that failed to load or to render: a chunk missing after a new
 * deploy reloads the page once (chunk-reload.ts); anything else, or the same again, is logged with an
 * id that the error message shows. Returns the id, or null when the page is reloading.
 */
function handleRemoteError(remote: RemoteName, error: unknown): string | null {
  if (isChunkLoadError(error) && reloadOnceForChunkError()) return null;
  const errorId = newErrorId();
  console.error(`Remote ${remote} failed (error id ${errorId})`, error);
  return errorId;
}

/** Catches a remote that throws while rendering (a lazy page's chunk included), so it cannot blank the shell. */
class RemoteBoundary extends Component<
  { remote: RemoteName; onRetry: () => void; children: ReactNode; resetKey: number },
  { failed: boolean; errorId: string | null }
> {
  override state = { failed: false, errorId: null as string | null };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidUpdate(prev: { resetKey: number }) {
    if (prev.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false, errorId: null });
  }
  override componentDidCatch(error: unknown) {
    this.setState({ errorId: handleRemoteError(this.props.remote, error) });
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return <RemoteFailed onRetry={this.props.onRetry} errorId={this.state.errorId} />;
  }
}

function RemoteFailed({ onRetry, errorId }: { onRetry: () => void; errorId: string | null }) {
  const { t } = useTranslation();
  return (
    <Box p={{ base: 4, md: 8 }} maxW="2xl" mx="auto">
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('remote.failedTitle')}</Alert.Title>
          <Alert.Description>{t('remote.failedBody')}</Alert.Description>
          {errorId && (
            <Alert.Description fontSize="sm" color="fg.muted" data-testid="remote-error-id">
              {t('remote.errorId', { id: errorId })}
            </Alert.Description>
          )}
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
  useDriverApp(remote);
  const [attempt, setAttempt] = useState(0);
  // A prerendered page hydrates with its remote already loaded (or, in the prerender, imported).
  const [state, setState] = useState<LoadState>(() => {
    const App = providedRemoteApp(remote);
    return App ? { status: 'ready', App } : { status: 'loading' };
  });

  useEffect(() => {
    let live = true;
    setState((s) => (s.status === 'ready' && attempt === 0 ? s : { status: 'loading' }));
    loadRemoteApp(remote, attempt > 0).then(
      // The same App as the one rendered (a hydrated page's): no new state, so the page is not rendered again.
      (App) => live && setState((s) => (s.status === 'ready' && s.App === App ? s : { status: 'ready', App })),
      (error: unknown) => {
        const errorId = handleRemoteError(remote, error);
        if (live && errorId) setState({ status: 'failed', errorId });
      },
    );
    return () => {
      live = false;
    };
  }, [remote, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (state.status === 'failed') return <RemoteFailed onRetry={retry} errorId={state.errorId} />;
  if (state.status === 'loading') {
    return <Waiting text={t('remote.loading')} />;
  }
  const { App } = state;
  return (
    <RemoteBoundary remote={remote} onRetry={retry} resetKey={attempt}>
      <App routeId={routeId} />
    </RemoteBoundary>
  );
}
