import { useLayoutEffect } from 'react';
import { BrowserRouter, StaticRouter } from '@rides/platform/router';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { UiProvider } from '@rides/ui/provider';
import { queryClient } from '@rides/platform/query-client';
import { AppRoutes } from './routing/app-routes';
import { SeoHead } from './seo/seo-head';

/**
 * The whole site. In the browser it follows the address bar; the build's prerender
 * (scripts/prerender) renders the same tree at a fixed `location`, so a prerendered page hydrates.
 * `onReady` runs in the layout effect of the first commit: the page is hydrated or rendered.
 */
export function App({
  i18n,
  location,
  onReady,
  hydrating = false,
}: {
  i18n: I18n;
  location?: string;
  onReady?: () => void;
  /** Hydrating the prerendered page, whose HTML carries the design system's global CSS already. */
  hydrating?: boolean;
}) {
  // In the first commit, before anything renders again: the hydration (or the first render) is in the
  // page, and a field the visitor changed before can still be handed to React (prerender/adopt-fields.ts).
  useLayoutEffect(() => onReady?.(), [onReady]);
  const routes = (
    <>
      <SeoHead />
      <AppRoutes />
    </>
  );
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <UiProvider globalCssInPage={hydrating}>
          {location === undefined ? <BrowserRouter>{routes}</BrowserRouter> : <StaticRouter location={location}>{routes}</StaticRouter>}
        </UiProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
