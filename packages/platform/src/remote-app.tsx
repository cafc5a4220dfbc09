import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { Waiting } from '@rides/ui/waiting';
import type { i18n as I18n } from 'i18next';
import { useNamespace } from '@rides/i18n/use-namespace';
import { preloadNamespaces, type NamespaceEntry } from '@rides/i18n/namespaces';
import type { RemoteAppProps } from '@rides/mf-config/remotes';

type Loader = Parameters<typeof useNamespace>[1];
/**
 * A page's module; `namespaces`: what its first render needs beyond the remote's own (content topics);
 * `warm`: starts loading what the page will need first, once its chunk is here (not waited for).
 */
type PageModule = () => Promise<{ default: ComponentType; namespaces?: readonly NamespaceEntry[]; warm?: () => void }>;


/**
 * Builds a remote's exposed App from its namespace and its pages by route id. Each page is its own
 * chunk, so a route loads only its page. An id the remote does not know renders nothing: the shell's
 * route table and the remote are checked against each other by a unit test.
 */
export function createRemoteApp(ns: string, loadMessages: Loader, pages: Record<string, PageModule>) {
  const lazyPages: Record<string, LazyExoticComponent<ComponentType>> = Object.fromEntries(
    Object.entries(pages).map(([id, load]) => [id, lazy(load)]),
  );
  // Pages `preload` has loaded render as they are, without a Suspense boundary: a lazy component
  // suspends on its first render even when its chunk is here, and React hydrates a boundary in a pass
  // of its own, after the page's first commit; without one, a prerendered page's fields are React's in
  // that commit, when the shell hands React what the visitor typed (shell/src/prerender/adopt-fields.ts).
  const loadedPages = new Map<string, ComponentType>();
  function RemoteApp({ routeId }: RemoteAppProps) {
    const ready = useNamespace(ns, loadMessages);
    const { t } = useTranslation();
    const Loaded = loadedPages.get(routeId);
    const Page = lazyPages[routeId];
    if (!ready) return <Waiting text={t('remote.loading')} />;
    if (Loaded) return <Loaded />;
    if (!Page) return null;
    return (
      <Suspense fallback={<Waiting text={t('remote.loading')} />}>
        <Page />
      </Suspense>
    );
  }
  /** The route ids this remote renders; a unit test holds them equal to the route table's. */
  RemoteApp.routeIds = Object.keys(pages);
  /**
   * Loads what a route's first render needs (the namespace in `lng`, the page's chunk), so that a
   * prerendered page renders, and hydrates, straight into its content instead of "Loading…".
   */
  RemoteApp.preload = async (i18n: I18n, lng: string, routeId: string): Promise<void> => {
    // The remote's texts and the page's chunk together: this wait is on the way to hydration.
    const [page] = await Promise.all([pages[routeId]?.(), preloadNamespaces(i18n, lng, [[ns, loadMessages]])]);
    if (!page) return;
    // In the browser only: the build's prerender calls this too, and has nothing to warm.
    if (typeof document !== 'undefined') page.warm?.();
    loadedPages.set(routeId, page.default);
    await preloadNamespaces(i18n, lng, page.namespaces ?? []);
  };
  return RemoteApp;
}
