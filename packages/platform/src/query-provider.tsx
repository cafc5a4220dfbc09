import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@rides/platform/query-client';

/**
 * Wraps the pages of a remote that fetch with TanStack Query. The client is the page-wide singleton
 * (SPEC 9 defaults), so remotes share one cache; pages that never query never download the library.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
