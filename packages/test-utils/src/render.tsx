import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { UiProvider } from '@rides/ui/provider';
import common from '@rides/i18n/locales/en/common.json';

/** The tests' i18next instance (English); tests add the namespaces of the app under test. */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { common } },
  defaultNS: 'common',
  ns: ['common'],
  interpolation: { escapeValue: false },
  initImmediate: false,
  showSupportNotice: false,
});

/** Shows the current path so tests can assert where a redirect landed. */
export function Location() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

/**
 * A fresh query cache per render, with the product's settings except retries (a test that makes a
 * call fail sees the failure at once instead of after the one retry SPEC 9 allows).
 */
export const testQueryClient = (): QueryClient => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 5 * 60 * 1000, refetchOnWindowFocus: false } } });

/** Renders `ui` at `path` inside the real providers (English, query cache, design system, router). */
export function renderAt(path: string, routes: Array<{ path: string; element: ReactElement }>, client: QueryClient = testQueryClient()): RenderResult {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <UiProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              {routes.map((r) => (
                <Route key={r.path} path={r.path} element={r.element} />
              ))}
              <Route path="*" element={<Location />} />
            </Routes>
          </MemoryRouter>
        </UiProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
