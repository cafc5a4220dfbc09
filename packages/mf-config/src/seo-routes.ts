import { DEFAULT_LANGUAGE, LANGUAGES } from '@rides/contracts/language-codes';
import { languageUrl } from '@rides/contracts/language-url';
import { ROUTES, routeById, type RouteEntry } from './routes';

/**
 * What search engines may do with each route of the table (SPEC 2). The table itself is not
 * changed: this file decides per route id, and a unit test fails when a route has no decision.
 * The shell's <head> (shell/src/seo) and the environment's sitemap.xml and robots.txt
 * (crawler-files.ts, written by scripts/runtime-files.ts) read the same decisions.
 *
 *  - `index`: a public page worth finding; it gets its own title and description in five
 *    languages, canonical and hreflang links, Open Graph, and (without parameters) a sitemap entry.
 *  - `noindex`: reachable by anyone but of no use in search results (sign-in, redirects): a plain
 *    title and `<meta name="robots" content="noindex">`; crawlers may fetch it to see that.
 *  - `private`: a signed-in area or a one-time outcome page: a plain title, `noindex`, and
 *    `Disallow` in robots.txt. Every route with roles is private whatever this table says.
 *  - `{ sameAs }`: a second path for the same page (/driver-signup is /signup/driver): indexed
 *    under the other route's URL (its canonical), with its texts, and left out of the sitemap.
 */
export type SeoPolicy = 'index' | 'noindex' | 'private' | { sameAs: string };

export const SEO_POLICY: Record<string, SeoPolicy> = {
  home: 'index',
  partnerRedirect: 'noindex',
  bookDriver: 'index',
  drivers: 'index',
  bookingConfirmation: 'private',
  paymentSuccess: 'private',
  paymentCanceled: 'private',
  // A signed link to one ride's live position: nothing to find, never crawled.
  liveRide: 'private',
  services: 'index',
  about: 'index',
  pricing: 'index',
  contact: 'index',
  terms: 'index',
  privacy: 'index',
  faq: 'index',
  // Sign-in has nothing to find; crawlers may fetch it (every header links to it) and read noindex.
  auth: 'noindex',
  resetPassword: 'private',
  signup: 'index',
  signupDriver: 'index',
  signupPartner: 'index',
  driverSignup: { sameAs: 'signupDriver' },
  partnerSignup: { sameAs: 'signupPartner' },
  profile: 'private',
  dashboard: 'private',
};

/** The decision for a route; routes with roles are always private. */
export function seoPolicy(route: RouteEntry): SeoPolicy {
  if (route.roles) return 'private';
  const policy = SEO_POLICY[route.id];
  if (!policy) throw new Error(`No search-engine decision for route ${route.id} (packages/mf-config/src/seo-routes.ts)`);
  return policy;
}

/** The route whose URL and texts a page is indexed under (itself, or the one it duplicates). */
export function indexedAs(route: RouteEntry): RouteEntry | null {
  const policy = seoPolicy(route);
  if (policy === 'index') return route;
  if (typeof policy === 'object') return routeById(policy.sameAs) ?? null;
  return null;
}

const hasParams = (r: RouteEntry) => r.path.includes(':');

/** Paths listed in sitemap.xml: indexed, with no parameter, and not a second path of another page. */
export const sitemapPaths = (): string[] => ROUTES.filter((r) => seoPolicy(r) === 'index' && !hasParams(r)).map((r) => r.path);

/** Paths disallowed in robots.txt (a parameter ends the path: /admin/users/:id is under /admin/users/). */
export const privatePaths = (): string[] =>
  ROUTES.filter((r) => seoPolicy(r) === 'private').map((r) => (hasParams(r) ? r.path.slice(0, r.path.indexOf(':')) : r.path));

/** Paths anyone may crawl (the rest of the table), with parameters cut the same way. */
export const crawlablePaths = (): string[] =>
  ROUTES.filter((r) => seoPolicy(r) !== 'private').map((r) => (hasParams(r) ? r.path.slice(0, r.path.indexOf(':')) : r.path));

export interface Alternate {
  /** A language code of LANGUAGES, or `x-default` (the English URL: the page for everyone else). */
  hreflang: string;
  href: string;
}

/** The five language versions of a page, plus x-default: the same list in the head and the sitemap. */
export function alternatesOf(origin: string, path: string): Alternate[] {
  return [
    ...LANGUAGES.map((lng) => ({ hreflang: lng, href: languageUrl(origin, path, lng) })),
    { hreflang: 'x-default', href: languageUrl(origin, path, DEFAULT_LANGUAGE) },
  ];
}
