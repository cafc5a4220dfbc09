import { useEffect, useMemo } from 'react';
import { matchRoutes, useLocation } from '@rides/platform/router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ROUTES, routeById, type RouteEntry } from '@rides/mf-config/routes';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@rides/i18n/languages';
import { company } from '@rides/domain/company';
import { headFor, textKeys } from './head-tags';
import { applyHead, removeJsonLd } from './apply-head';
import { indexedAs } from '@rides/mf-config/seo-routes';
import { useLanguageInUrl } from './use-language-in-url';
import { IDLE_TIMEOUT_MS, whenIdle } from '@rides/platform/when-idle';

const ROUTE_PATHS = ROUTES.map((r) => ({ path: r.path, id: r.id }));

/** The route of the table the address shows (the router's own ranking), or null: not found. */
export function routeAt(pathname: string): RouteEntry | null {
  const id = matchRoutes(ROUTE_PATHS, pathname)?.[0]?.route.id;
  return id ? (routeById(id) ?? null) : null;
}

/**
 * The page's head for search engines and link previews (issue [G] 7), kept current on every route
 * and language change: title, description, robots, canonical, hreflang, Open Graph, and on the
 * home page the JSON-LD, written once the browser is idle. Renders nothing.
 */
export function SeoHead() {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  const lng: Language = isLanguage(resolved) ? resolved : DEFAULT_LANGUAGE;
  const route = useMemo(() => routeAt(pathname), [pathname]);
  const indexed = route ? indexedAs(route) !== null : false;
  const client = useQueryClient();
  useLanguageInUrl(indexed, lng);

  // Route ids are data (the route table), so their keys are built here; __tests__/seo-texts.test.ts
  // checks that every route has its texts in every language.
  const text = t as unknown as (key: string) => string;
  const keys = textKeys(route);
  const title = text(keys.title);
  const description = keys.description ? text(keys.description) : undefined;
  useEffect(() => {
    // The page's own origin: the shell can only run at its environment's `shell` origin (the remotes
    // accept no other), which is also the origin of that environment's sitemap.xml.
    const origin = window.location.origin;
    applyHead(headFor({ origin, pathname, lng, route, texts: { title, description }, siteName: company().name }));
  }, [pathname, lng, route, title, description]);

  const home = route?.id === 'home';
  useEffect(() => {
    if (!home || !description) return;
    let live = true;
    const origin = window.location.origin;
    const cancelIdle = whenIdle(
      () => {
        void import('./home-json-ld')
          .then(({ writeHomeJsonLd }) => writeHomeJsonLd(client, origin, description))
          .then((undo) => !live && undo())
          // Structured data is a bonus for search engines: a failed chunk load leaves the page as it is.
          .catch(() => undefined);
      },
      IDLE_TIMEOUT_MS,
    );
    return () => {
      live = false;
      cancelIdle();
      // Also the prerendered block (written without the rating) when leaving before it was replaced.
      removeJsonLd();
    };
  }, [home, description, client]);

  return null;
}
