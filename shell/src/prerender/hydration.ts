import type { i18n as I18n } from 'i18next';
import { NOT_FOUND } from '@rides/mf-config/prerendered';
import { LANGUAGE_PARAM } from '@rides/contracts/language-url';
import { STALE_ATTRIBUTE } from '@rides/mf-config/prerender-guard';
import { useSession } from '@rides/platform/session';
import { routeAt } from '../seo/seo-head';
import { loadRemoteApp, provideRemoteApp } from '../federation/remotes';
import { preloadShellPage } from '../pages/shell-pages';
import { operationKey } from '@rides/platform/query';
import { queryClient } from '@rides/platform/query-client';
import { fromStart } from './start-handoff';

/**
 * Whether the page in #root, prerendered at build (scripts/prerender), is exactly what the shell
 * would render now: same route, same language, signed out, no query parameter that changes it
 * (other than the language). Then the shell hydrates it; otherwise it renders afresh (and the
 * guard script in <head> has kept the stale page hidden).
 */
export function prerenderMatches(root: HTMLElement, i18n: I18n): boolean {
  const path = root.dataset.prerendered;
  if (path === undefined || document.documentElement.hasAttribute(STALE_ATTRIBUTE)) return false;
  const route = routeAt(location.pathname);
  if (path === NOT_FOUND ? route !== null : route?.path !== path) return false;
  if ((i18n.resolvedLanguage ?? i18n.language) !== root.dataset.lang) return false;
  const params = new URLSearchParams(location.search);
  params.delete(LANGUAGE_PARAM);
  return params.toString() === '' && useSession.getState().status === 'signedOut';
}

/**
 * Loads what the page's first render needs (the remote, the page's chunk, its texts), so hydration
 * renders the same page as the HTML. False when that failed: the shell then renders afresh.
 */
export async function prepareHydration(i18n: I18n): Promise<boolean> {
  const route = routeAt(location.pathname);
  const lng = i18n.resolvedLanguage ?? i18n.language;
  try {
    if (route?.app === 'public') {
      const App = await loadRemoteApp('public');
      provideRemoteApp('public', App);
      await App.preload?.(i18n, lng, route.id);
    } else if (route) {
      await preloadShellPage(i18n, lng, route.id);
    }
    await seedFromIsland();
    return true;
  } catch (error) {
    console.warn('Prerendered page not hydrated', error);
    return false;
  }
}

/**
 * /pricing: getTariff's answer that filled the page's figures before the shell (tariff-island.ts, in the
 * start script), put in the page's query cache once validated, so React's first render has the same
 * figures. Waited for when still on its way (it left at first paint; the shell's start takes longer),
 * at most its timeout.
 */
async function seedFromIsland(): Promise<void> {
  const island = fromStart()?.tariffIsland();
  if (!island) return;
  // The contract (with zod) only here: the other pages' start-up has no zod (issue [L]: ~27 KiB gzipped, ~50 ms on a phone).
  const [{ getTariff }, sent] = await Promise.all([import('@rides/contracts/pricing'), island.answer]);
  const answer = getTariff.output.safeParse(sent);
  if (answer.success) queryClient.setQueryData(operationKey(getTariff, {}), answer.data);
}
