import { useState } from 'react';
import { Navigate, useSearchParams } from '@rides/platform/router';
import { useTranslation } from 'react-i18next';
import { Box, Heading, Text } from '@chakra-ui/react';
import { useSession } from '@rides/platform/session';
import { SignInForm, afterSignIn } from './sign-in-form';
import { ForgotPasswordForm } from './forgot-password-form';

/**
 * /auth (SPEC 2, 4): two modes, sign-in and forgot-password, switchable both ways. The e-mail typed in
 * one mode is kept in the other. A signed-in visitor is sent to /dashboard, or back to the page that
 * asked for the sign-in (`?next=`, the checkout): the form's own navigation after a sign-in and this
 * redirect race (the session arrives while the navigation is a pending transition), so both must
 * agree on where to go.
 */
export default function AuthPage() {
  const { t } = useTranslation();
  const status = useSession((s) => s.status);
  const [mode, setMode] = useState<'signin' | 'forgot'>('signin');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [params] = useSearchParams();
  // Each mode's form holds what is typed; the e-mail goes with the person to the other mode.
  const switchTo = (next: typeof mode, typed: string) => {
    setEmail(typed);
    setMode(next);
  };

  if (status === 'signedIn' && !busy) return <Navigate to={afterSignIn(params.get('next'))} replace />;

  return (
    <Box maxW="md" mx="auto" py={{ base: 8, md: 16 }} px={4}>
      <Heading as="h1" size="2xl" mb={2}>
        {mode === 'signin' ? t('auth.title') : t('auth.forgotTitle')}
      </Heading>
      {mode === 'signin' && (
        <Text mb={6} color="fg.muted">
          {t('auth.subtitle')}
        </Text>
      )}
      {mode === 'signin' ? (
        <SignInForm email={email} onForgot={(typed) => switchTo('forgot', typed)} onBusy={setBusy} />
      ) : (
        <ForgotPasswordForm email={email} onBack={(typed) => switchTo('signin', typed)} />
      )}
    </Box>
  );
}
