import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { Waiting } from '@rides/ui/waiting';
import { useNamespace } from '@rides/i18n/use-namespace';
import type { RemoteAppProps } from '@rides/mf-config/remotes';

type Loader = Parameters<typeof useNamespace>[1];
type PageModule = () => Promise<{ default: ComponentType }>;


/**
 * Builds a remote's exposed App from its namespace and its pages by route id. Each page is its own
 * chunk, so a route loads only its page. An id the remote does not know renders nothing: the shell's
 * route table and the remote are checked against each other by a unit test.
 */
export function createRemoteApp(ns: string, loadMessages: Loader, pages: Record<string, PageModule>) {
  const lazyPages: Record<string, LazyExoticComponent<ComponentType>> = Object.fromEntries(
    Object.entries(pages).map(([id, load]) => [id, lazy(load)]),
  );
  function RemoteApp({ routeId }: RemoteAppProps) {
    const ready = useNamespace(ns, loadMessages);
    const { t } = useTranslation();
    const Page = lazyPages[routeId];
    if (!ready) return <Waiting text={t('remote.loading')} />;
    if (!Page) return null;
    return (
      <Suspense fallback={<Waiting text={t('remote.loading')} />}>
        <Page />
      </Suspense>
    );
  }
  /** The route ids this remote renders; a unit test holds them equal to the route table's. */
  RemoteApp.routeIds = Object.keys(pages);
  return RemoteApp;
}
