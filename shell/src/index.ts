import { startInSlices } from './boot-stages';
import { routeOfPath } from '@rides/mf-config/routes';
import { fetchOwnRuntimeFiles, preloadScript, startLanguage } from './prerender/runtime-files';
import { hasStoredSession } from './auth/session-sync';

// Async boundary: shared singletons are negotiated before any app code runs. A prerendered page that
// has a start script loads this script from it once the page has painted (start.ts); every other page
// loads it at once. The shell's modules then run in slices, a task each (boot-stages.ts).
// A page without a start script fetches its runtime files and its remote's first files now, while the
// slices load and run (prerender/runtime-files.ts).
const route = routeOfPath(window.location.pathname);
fetchOwnRuntimeFiles(route && route.app !== 'shell' ? { remote: route.app, route: route.id, lng: startLanguage() } : null);
// Someone signed in: the Firebase SDK, which restores the session before any signed-in page can show,
// comes now beside the slices instead of after them (auth/session-sync.ts connects with it; its files
// are named on <html> by the build: packages/mf-config/webpack/boot-preload.mjs).
if (hasStoredSession()) {
  const files = document.documentElement.getAttribute('data-session-files') ?? '';
  for (const file of files.split(' ').filter(Boolean)) preloadScript(document, file);
}
void startInSlices();
