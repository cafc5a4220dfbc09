import { startInSlices } from './boot-stages';
import { routeOfPath } from '@rides/mf-config/routes';
import { fetchOwnRuntimeFiles, preloadScript, startLanguage } from './prerender/runtime-files';
import { hasStoredSession } from './auth/stored-session';
import { SESSION_FILES_ATTRIBUTE } from '@rides/mf-config/prerender-guard';

// main.js: the federation runtime and the shared modules (eager: packages/mf-config/webpack/shared.mjs),
// which run only when first imported. A prerendered page that has a start script loads this script from
// it once the page has painted (start.ts); every other page loads it at once. The shell's modules then
// run in slices, a task each (boot-stages.ts). A page without a start script fetches its runtime files
// and its remote's first files now, while the slices load and run (prerender/runtime-files.ts); a
// signed-out visitor is not sent the code of a page that needs a sign-in.
const route = routeOfPath(window.location.pathname);
const signedIn = hasStoredSession();
const hasRemote = route !== undefined && route.app !== 'shell' && (!route.roles || signedIn);
fetchOwnRuntimeFiles(hasRemote ? { remote: route.app, route: route.id, lng: startLanguage() } : null);
// Someone signed in: the Firebase SDK, which restores the session before any signed-in page can show,
// comes now beside the slices instead of after them (auth/session-sync.ts connects with it; its files
// are named on <html> by the build: packages/mf-config/webpack/boot-preload.mjs).
if (signedIn) {
  const files = document.documentElement.getAttribute(SESSION_FILES_ATTRIBUTE) ?? '';
  for (const file of files.split(' ').filter(Boolean)) preloadScript(document, file);
}
void startInSlices();
