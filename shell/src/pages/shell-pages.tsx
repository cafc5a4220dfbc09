import { lazy, type ReactNode } from 'react';
import { DashboardPage } from './dashboard-page';

/** SPEC 2: /auth is preloaded when the browser is idle after start-up (see bootstrap). */
export const loadAuthPage = () => import('../auth/auth-page');
const AuthPage = lazy(loadAuthPage);
const ResetPasswordPage = lazy(() => import('../auth/reset-password-page'));
const SignupPage = lazy(() => import('../account/signup-page'));
const DriverApplicationPage = lazy(() => import('../account/application-page').then((m) => ({ default: m.DriverApplicationPage })));
const PartnerApplicationPage = lazy(() => import('../account/application-page').then((m) => ({ default: m.PartnerApplicationPage })));
const ProfilePage = lazy(() => import('../account/profile-page'));

/** Pages the shell itself renders, by route id (see @rides/mf-config/routes). */
export const shellPages: Record<string, ReactNode> = {
  auth: <AuthPage />,
  dashboard: <DashboardPage />,
  signup: <SignupPage />,
  signupDriver: <DriverApplicationPage />,
  driverSignup: <DriverApplicationPage />,
  signupPartner: <PartnerApplicationPage />,
  partnerSignup: <PartnerApplicationPage />,
  resetPassword: <ResetPasswordPage />,
  profile: <ProfilePage />,
};
