import { useState } from 'react';
import { Link as RouterLink } from '@rides/platform/router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { Page } from '@rides/ui/page';
import { useSession } from '@rides/platform/session';
import { useAccountNamespace } from './account-namespace';
import { SignUpForm } from './signup-form';
import { CheckEmail } from './check-email';
import { ApplicationStatus } from './application-status';
import { useMyAccount } from './use-my-account';
import { Waiting } from '@rides/ui/waiting';

/**
 * /signup/driver, /driver-signup, /signup/partner, /partner-signup (SPEC 2). A visitor creates an
 * account and applies at once; a signed-in person just applies. Either way the account keeps role
 * user, and the application waits as pending for an admin (README: sign-up).
 */
export function ApplicationPage({ kind }: { kind: 'driver' | 'partner' }) {
  const ready = useAccountNamespace();
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const { state, replace } = useMyAccount(signedIn);
  const [signedUp, setSignedUp] = useState<{ email: string; sent: boolean } | null>(null);
  const [applied, setApplied] = useState(false);
  const heading = t(kind === 'driver' ? 'signup.driverHeading' : 'signup.partnerHeading');
  const lead = t(kind === 'driver' ? 'signup.driverLead' : 'signup.partnerLead');

  if (!ready || session.status === 'loading' || (signedIn && state.status === 'loading')) return <Waiting text={tc('remote.loading')} />;

  if (signedUp) {
    return (
      <Page title={heading}>
        <CheckEmail email={signedUp.email} verificationSent={signedUp.sent} applied />
      </Page>
    );
  }
  if (signedIn && session.roles.includes(kind)) {
    return (
      <Page title={heading}>
        <Stack gap={4} alignItems="start">
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Description>{t(`already.${kind}`)}</Alert.Description>
          </Alert.Root>
          <Button asChild colorPalette="brand">
            <RouterLink to="/dashboard">{t('already.open')}</RouterLink>
          </Button>
        </Stack>
      </Page>
    );
  }
  const applications = state.status === 'ready' ? state.account.applications : [];
  const pending = applications.some((a) => a.kind === kind && a.status === 'pending');
  return (
    <Page title={heading} lead={pending ? undefined : lead}>
      <Stack maxW="lg" gap={6}>
        {applied && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('applied.title')}</Alert.Title>
              <Alert.Description>{t('applied.body')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {pending ? (
          <ApplicationStatus applications={applications} />
        ) : (
          <SignUpForm
            kind={kind}
            signedIn={signedIn}
            onSignedUp={(email, sent) => setSignedUp({ email, sent })}
            onApplied={(a) => {
              setApplied(true);
              if (state.status === 'ready') replace({ ...state.account, applications: [a, ...applications] });
            }}
          />
        )}
      </Stack>
    </Page>
  );
}

export const DriverApplicationPage = () => <ApplicationPage kind="driver" />;
export const PartnerApplicationPage = () => <ApplicationPage kind="partner" />;
