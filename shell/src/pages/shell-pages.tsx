import type { ReactNode } from 'react';
import { sectionPage } from '@rides/platform/section-page';
import { AuthPage } from '../auth/auth-page';
import { DashboardPage } from './dashboard-page';

// Sign-up, password reset and profile are issue [B]; until then their routes say what they are for.
const Signup = sectionPage('common', 'signup');
const SignupDriver = sectionPage('common', 'signupDriver');
const SignupPartner = sectionPage('common', 'signupPartner');
const ResetPassword = sectionPage('common', 'resetPassword');
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
  resetPassword: <ResetPassword />,
  profile: <Profile />,
};
