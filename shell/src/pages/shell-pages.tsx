import { Suspense, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { preloadNamespaces } from '@rides/i18n/namespaces';
import { IDLE_TIMEOUT_MS, whenIdle } from '@rides/platform/when-idle';
import { accountNamespaces } from '../account/account-namespace';
import { DashboardPage } from './dashboard-page';

/** The /auth screen's code (preloaded when idle: preloadAuthPageWhenIdle). */
const loadAuthPage = () => import('../auth/auth-page');

/**
 * SPEC 2: the /auth screen is preloaded once the browser is idle (at the latest after 2000 ms), for
 * whoever may sign in next: at start-up for a visitor, and after a sign-out (bootstrap.tsx,
 * layout/use-sign-out.ts). Not for a visitor Firebase keeps signed in (a driver opening their app):
 * /auth would only send them home, and its code (the sign-in and sign-up forms, react-hook-form) was
 * ~100 KiB of a phone's bandwidth on every signed-in start (issue [M] 4).
 */
export function preloadAuthPageWhenIdle(): void {
  whenIdle(() => void loadAuthPage(), IDLE_TIMEOUT_MS);
}
const loadSignupPage = () => import('../account/signup-page');
const loadApplicationPage = () => import('../account/application-page');

type PageModule = Promise<{ default: ComponentType }>;

/** Pages the shell itself renders, by route id (see @rides/mf-config/routes), each its own chunk. */
const loaders: Record<string, () => PageModule> = {
  auth: loadAuthPage,
  signup: loadSignupPage,
  signupDriver: () => loadApplicationPage().then((m) => ({ default: m.DriverApplicationPage })),
  driverSignup: () => loadApplicationPage().then((m) => ({ default: m.DriverApplicationPage })),
  signupPartner: () => loadApplicationPage().then((m) => ({ default: m.PartnerApplicationPage })),
  partnerSignup: () => loadApplicationPage().then((m) => ({ default: m.PartnerApplicationPage })),
  resetPassword: () => import('../auth/reset-password-page'),
  profile: () => import('../account/profile-page'),
};

const lazyPages: Record<string, LazyExoticComponent<ComponentType> | ComponentType> = {
  ...Object.fromEntries(Object.entries(loaders).map(([id, load]) => [id, lazy(load)])),
  dashboard: DashboardPage,
};
/** Loaded ahead by `preloadShellPage`: rendered as they are (a lazy component suspends once even then). */
const loadedPages = new Map<string, ComponentType>();

export const SHELL_PAGE_IDS = Object.keys(lazyPages);

/**
 * The shell's page for a route id, or null when the shell has none. A page not loaded yet waits in a
 * Suspense boundary (`fallback`); a loaded one (a prerendered page hydrating) renders without one, so
 * React hydrates it in the page's own pass and its fields are React's in the first commit (see
 * prerender/adopt-fields.ts; a boundary is hydrated in a pass of its own, later).
 */
export function ShellPage({ id, fallback }: { id: string; fallback: ReactNode }) {
  const Loaded = loadedPages.get(id);
  if (Loaded) return <Loaded />;
  const Page = lazyPages[id];
  return Page ? <Suspense fallback={fallback}><Page /></Suspense> : null;
}

/** Texts a page shows first thing, beyond `common`. */
const pageNamespaces: Record<string, typeof accountNamespaces> = {
  signup: accountNamespaces,
  signupDriver: accountNamespaces,
  signupPartner: accountNamespaces,
  driverSignup: accountNamespaces,
  partnerSignup: accountNamespaces,
  profile: accountNamespaces,
};

/** Loads a page and its texts, so that a prerendered page renders, and hydrates, straight into its content. */
export async function preloadShellPage(i18n: I18n, lng: string, id: string): Promise<void> {
  const load = loaders[id];
  if (!load) return;
  const [page] = await Promise.all([load(), preloadNamespaces(i18n, lng, pageNamespaces[id] ?? [])]);
  loadedPages.set(id, page.default);
}
