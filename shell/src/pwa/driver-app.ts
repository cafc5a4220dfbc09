import { Workbox } from 'workbox-window';
import { driverManifestPath } from '@rides/mf-config/driver-app';

/**
 * The driver's installable app (issue [M] 1), set up the first time a driver's page opens:
 * - links the web app manifest in the page's language (/driver.webmanifest, /driver.fr.webmanifest…,
 *   written per environment by scripts/runtime-files.ts) once a driver's page has opened (the frame
 *   already carries the theme colour): a visitor's public pages never offer the app;
 * - registers the service worker (shell/src/sw/sw.ts): from then on the shell and the driver remote
 *   open from the phone and work offline. Customers and admins do not get it: their pages are used
 *   online, at a desk or for a booking, and keep no data on the device.
 * Updates never swap code under the driver: a new shell waits, and a new remote-driver deploy is kept
 * beside the running one; either way `onUpdate` is called with the reload that takes it.
 */
let started = false;

export function setUpDriverApp(language: string, onUpdate: (reload: () => void) => void): void {
  if (started || !('serviceWorker' in navigator)) {
    setManifestLanguage(language);
    return;
  }
  started = true;
  addHeadLink('manifest', driverManifestPath(language));

  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', () =>
    onUpdate(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    }),
  );
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === 'remote-updated') onUpdate(() => window.location.reload());
  });
  navigator.serviceWorker.startMessages();
  // Once a worker is active (at once on later visits; after it installed on the first), it looks for a
  // new deploy of the driver remote.
  void wb
    .register()
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => registration.active?.postMessage({ type: 'sync-remotes' }))
    .catch((e: unknown) => console.warn('The driver app could not be kept for offline use', e));
}

/** The manifest in the page's language: the app installs under its name in the driver's language. */
function setManifestLanguage(language: string): void {
  document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.setAttribute('href', driverManifestPath(language));
}

function addHeadLink(rel: string, href: string): void {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  document.head.append(link);
}
