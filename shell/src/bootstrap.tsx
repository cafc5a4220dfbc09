import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import i18next from 'i18next';
import { createI18n } from '@rides/i18n/create-i18n';
import { isEnvironment } from '@rides/platform/environment';
import { installPublicEndpoint } from '@rides/platform/public-api';
import { isRemotesManifest } from '@rides/mf-config/remotes';
import { registerRemotesFrom } from './federation/remotes';
import { preloadSignedInPage } from './routing/preload';
import { startSession } from './auth/session-sync';
import { App } from './app';
import { preloadAuthPageWhenIdle } from './pages/shell-pages';
import { whenIdle } from '@rides/platform/when-idle';
import { hasStoredSession } from './auth/stored-session';
import { applyDeviceTier, watchLcp } from './perf/device';
import { installAccessKeys } from './a11y/access-keys';
import { installGuardKeys, type GuardHooks } from './security/guard-keys';
import { checkSecurityHeadersOnce } from './security/header-check';
import { reportSecurityEvent } from './auth/security-events';
import { notify } from '@rides/ui/toaster';
import { BOOTED_ATTRIBUTE, STALE_ATTRIBUTE } from '@rides/mf-config/prerender-guard';
import { prepareHydration, prerenderMatches } from './prerender/hydration';
import { fromStart } from './prerender/start-handoff';
import { earlyRuntimeFiles, runtimeFile } from './prerender/runtime-files';
import { adoptWhenHydrated } from './prerender/adopt-fields';
import { holdEventsFromReact } from './prerender/hold-events';
import { setCompany } from '@rides/domain/company';

/** What the visitor pressed before React ran (prerender/early-actions.ts, in the start script). */
let replayEarlyActions = (): void => undefined;
/** Whether React hydrated the prerendered page (else it rendered it afresh). */
let hydrated = false;
/** Hands React the visitor's events again (held while it hydrates: prerender/hold-events.ts). */
let releaseEvents = (): void => undefined;

/**
 * The page is React's now (called in the layout effect of its first commit): a hidden stale page
 * shows; on a hydrated page, what the visitor typed, ticked or picked before is handed to React
 * (prerender/adopt-fields.ts), then what they pressed is pressed again.
 */
function booted(): void {
  document.documentElement.removeAttribute(STALE_ATTRIBUTE);
  document.documentElement.setAttribute(BOOTED_ATTRIBUTE, '');
  releaseEvents();
  const root = document.getElementById('root');
  if (hydrated && root) {
    // Recorded until now, hydration included: React saw none of the visitor's events meanwhile.
    replayEarlyActions = fromStart()?.takeEarlyActions() ?? replayEarlyActions;
    adoptWhenHydrated(root, replayEarlyActions);
  } else replayEarlyActions();
}

/** SPEC 2's access keys and SPEC 8's guard: already installed by a start script, else now. */
function installKeys(hooks: GuardHooks): void {
  const early = fromStart()?.keys;
  if (early) return early.connect(hooks);
  installAccessKeys();
  installGuardKeys(hooks);
}

async function boot(): Promise<void> {
  // Per-environment files written at deploy: nothing about remotes or the backend is baked in. The
  // start script or main.js's start has fetched them already (prerender/runtime-files.ts).
  const early = earlyRuntimeFiles();
  const [env, remotes, i18n] = await Promise.all([runtimeFile('env', early), runtimeFile('remotes', early), createI18n()]);
  if (!isEnvironment(env)) throw new Error('/env.json is malformed');
  if (!isRemotesManifest(remotes)) throw new Error('/remotes.json is malformed');
  // The company's facts of this environment, for every app on the page (issue [N] 4).
  if (env.company) setCompany(env.company);
  registerRemotesFrom(remotes);
  preloadSignedInPage(i18n);
  applyDeviceTier();
  installKeys({
    report: reportSecurityEvent,
    onHighSeverity: () =>
      notify({ type: 'error', title: i18n.t('security.alertTitle'), description: i18n.t('security.alertBody'), duration: 8000 }),
  });
  installPublicEndpoint(env);
  startSession(env);
  const root = document.getElementById('root')!;
  // A prerendered page that is the one to show is hydrated (it stays on screen meanwhile); else the
  // page is rendered afresh (a signed-in visitor, another language, an address without a prerender).
  const hydrate = prerenderMatches(root, i18n) && (await prepareHydration(i18n));
  hydrated = hydrate;
  // A page rendered afresh: from here React handles clicks. A hydrated page stays the static page
  // until React's first commit: events are held from React and presses still recorded (booted).
  const start = fromStart();
  if (hydrate && start) releaseEvents = holdEventsFromReact(root);
  else replayEarlyActions = start?.takeEarlyActions() ?? replayEarlyActions;
  // In a transition, React renders (or hydrates) the first page in slices of a few ms and lets the
  // browser in between, instead of one long task of the whole page (/drivers' TBT). A prerendered page
  // is on screen meanwhile and takes input as the static page does (events held, see above).
  startTransition(() => {
    if (hydrate) {
      hydrateRoot(root, <App i18n={i18n} onReady={booted} hydrating />, {
        onRecoverableError: (error) => console.error('Hydration did not match the prerendered page', error),
        onUncaughtError: failed,
      });
    } else {
      root.replaceChildren();
      createRoot(root, { onUncaughtError: failed }).render(<App i18n={i18n} onReady={booted} />);
    }
  });
  if (!hasStoredSession()) preloadAuthPageWhenIdle();
  whenIdle(() => void watchLcp());
  whenIdle(() => void checkSecurityHeadersOnce(env, reportSecurityEvent));
}

/**
 * The shell could not start, or React gave the page up (an error no boundary caught: React 19 then
 * unmounts the root, and a hydration that failed never reaches booted()): the page is the visitor's
 * again (events released) and says to reload.
 */
function failed(error: unknown): void {
  console.error('Shell start-up failed', error);
  booted();
  const root = document.getElementById('root');
  if (!root) return;
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  alert.style.cssText = 'padding:2rem;font-family:system-ui';
  alert.textContent = i18next.isInitialized ? i18next.t('boot.failed') : 'The site could not start. Please reload the page.';
  root.replaceChildren(alert);
}

boot().catch(failed);
