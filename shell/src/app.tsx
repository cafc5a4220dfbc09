import { BrowserRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { UiProvider } from '@rides/ui/provider';
import { queryClient } from '@rides/platform/query-client';
import { AppRoutes } from './routing/app-routes';
import { SeoHead } from './seo/seo-head';

export function App({ i18n }: { i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <UiProvider>
          <BrowserRouter>
            <SeoHead />
            <AppRoutes />
          </BrowserRouter>
        </UiProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
