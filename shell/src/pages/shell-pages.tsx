import type { ReactNode } from 'react';
import { AuthPage } from '../auth/auth-page';
import { DashboardPage } from './dashboard-page';

/**
 * Pages the shell itself renders, by route id. Sign-up, password reset and profile are issue [B];
 * until they exist their routes show the not-found page rather than a throwaway version.
 */
export const shellPages: Record<string, ReactNode> = {
  auth: <AuthPage />,
  dashboard: <DashboardPage />,
};
