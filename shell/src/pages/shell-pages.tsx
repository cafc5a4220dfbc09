import { lazy, type ReactNode } from 'react';
import { sectionPage } from '@rides/platform/section-page';
import { DashboardPage } from './dashboard-page';

/** SPEC 2: /auth is preloaded when the browser is idle after start-up (see bootstrap). */
export const loadAuthPage = () => import('../auth/auth-page');
const AuthPage = lazy(loadAuthPage);
const ResetPasswordPage = lazy(() => import('../auth/reset-password-page'));

// Sign-up and profile are the rest of issue [B]; until then their routes say what they are for.
const Signup = sectionPage('common', 'signup');
const SignupDriver = sectionPage('common', 'signupDriver');
const SignupPartner = sectionPage('common', 'signupPartner');
const Profile = sectionPage('common', 'profile', true);

/** Pages the shell itself renders, by route id (see @rides/mf-config/routes). */
export const shellPages: Record<string, ReactNode> = {
  auth: <AuthPage />,
  dashboard: <DashboardPage />,
  signup: <Signup />,
  signupDriver: <SignupDriver />,
  driverSignup: <SignupDriver />,
  signupPartner: <SignupPartner />,
  partnerSignup: <SignupPartner />,
  resetPassword: <ResetPasswordPage />,
  profile: <Profile />,
};
