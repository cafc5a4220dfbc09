// Renders one page of the site to HTML in Node, with the tree the browser hydrates (shell/src/app.tsx):
// the signed-out visitor's page, the public remote imported directly instead of through federation.
import { prerenderToNodeStream } from 'react-dom/static';
import type { i18n as I18n } from 'i18next';
import { setSession } from '@rides/platform/session';
import { installPublicEndpoint } from '@rides/platform/public-api';
import type { Environment } from '@rides/platform/environment';
import { routeById } from '@rides/mf-config/routes';
import { App } from '../../shell/src/app';
import { provideRemoteApp } from '../../shell/src/federation/remotes';
import { SIGNED_OUT } from '../../shell/src/auth/signed-out';
import { preloadShellPage } from '../../shell/src/pages/shell-pages';
import PublicApp from '../../remote-public/src/app';

/**
 * The HTML inside #root for `path` (a route's path, or any unmatched path for the not-found page).
 * `env`: what the shell reads from /env.json, so links to the backend (the guide's PDF) are the ones
 * the browser renders.
 */
export async function renderRoot(i18n: I18n, env: Environment, path: string, routeId?: string): Promise<string> {
  setSession(SIGNED_OUT);
  installPublicEndpoint(env);
  provideRemoteApp('public', PublicApp);
  const route = routeId ? routeById(routeId) : undefined;
  if (route?.app === 'public') await PublicApp.preload(i18n, i18n.language, route.id);
  else if (route) await preloadShellPage(i18n, i18n.language, route.id);
  // Whole boundaries in place (no streamed-in segments, which would need an inline script).
  const { prelude } = await prerenderToNodeStream(<App i18n={i18n} location={path} />, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
