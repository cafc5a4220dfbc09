import type { i18n as I18n } from 'i18next';
import { routeOfPath } from '@rides/mf-config/routes';
import { loadRemoteApp, preloadRemote } from '../federation/remotes';
import { hasStoredSession } from '../auth/stored-session';
import { sessionTimeLeft } from '../auth/remember-me';

/** Preloads the remote that owns `path`, on intent (hover or focus of a link). */
export function preloadFor(path: string): void {
  const entry = routeOfPath(path);
  if (entry && entry.app !== 'shell') preloadRemote(entry.app);
}

/**
 * Someone signed in opening a page that needs it (/driver, /customer, /admin/…): its remote's App, the
 * route's page and its texts load while the session is restored (Firebase's lookup, then the roles),
 * instead of once the guard has let them through. Failures are shown on use.
 */
export function preloadSignedInPage(i18n: I18n, pathname: string = window.location.pathname): void {
  const route = routeOfPath(pathname);
  if (!route || route.app === 'shell' || !route.roles || !hasStoredSession() || sessionTimeLeft() === 0) return;
  const { app, id } = route;
  void loadRemoteApp(app)
    .then((App) => App.preload?.(i18n, i18n.language, id))
    .catch(() => undefined);
}
