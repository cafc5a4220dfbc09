import { ROUTES, routeById, type RouteEntry } from './routes';

/**
 * The public pages the build renders to HTML (issue [H] 1, scripts/prerender): the first screen of
 * each needs no JavaScript, and the shell then hydrates it. Left out: pages whose content depends
 * on the address or on the visit (booking outcomes, `/book/{driverId}`, `/p/{slug}`, the password
 * reset link), and everything behind a sign-in. Aliases (`/driver-signup`) render in the browser.
 */
export const PRERENDERED_ROUTE_IDS = [
  'home',
  'services',
  'about',
  'pricing',
  'contact',
  'terms',
  'privacy',
  'faq',
  'drivers',
  'auth',
  'signup',
  'signupDriver',
  'signupPartner',
] as const;

/**
 * Prerendered pages whose first screen is data from the backend, the drivers' cards: main.js comes
 * with the page, to fetch it at once. Every other prerendered page is complete as HTML: its start
 * script takes the visitor's input at once and loads the shell once the page has painted (issue [L],
 * shell/src/prerender/when-to-start.ts), /pricing included: its figures, the live tariff, are filled
 * in by the start script (LIVE_TARIFF_ROUTE).
 */
const BOOT_AT_ONCE: ReadonlySet<string> = new Set(['drivers']);

/**
 * The prerendered page whose figures are the live tariff: rendered with its figures empty, filled from
 * getTariff by the start script before the framework loads (shell/src/prerender/tariff-island.ts).
 */
export const LIVE_TARIFF_ROUTE = 'pricing';

/** Whether a prerendered page (a route id, or none for the not-found page) has a start script (else main.js at once). */
export const startsAfterPaint = (routeId: string | undefined): boolean => !routeId || !BOOT_AT_ONCE.has(routeId);

/** `data-prerendered` of the not-found page, served (with status 404) for any path no route has. */
export const NOT_FOUND = '*';

export const prerenderedRoutes = (): RouteEntry[] => PRERENDERED_ROUTE_IDS.map((id) => routeById(id)!);

/** The file Hosting serves for a prerendered path (`cleanUrls`: `/faq` is `faq.html`). */
export function prerenderedFile(path: string): string {
  if (path === NOT_FOUND) return '404.html';
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/**
 * The SPA frame (`app.html`, no content: the shell renders the page) for every other route, as a
 * Hosting rewrite glob each (`/book/:driverId` -> `/book/*`). An address that matches no route gets
 * the not-found page with a real 404 status instead of a soft 404.
 */
export function spaRoutePatterns(): string[] {
  const prerendered = new Set<string>(PRERENDERED_ROUTE_IDS);
  return ROUTES.filter((r) => !prerendered.has(r.id)).map((r) => r.path.replace(/:[^/]+/g, '*'));
}
