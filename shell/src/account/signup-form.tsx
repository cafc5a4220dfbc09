import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Fieldset, Stack, Text } from '@chakra-ui/react';
import { signUp, submitApplication, type ApplicationSummary } from '@rides/contracts/account';
import { callApi } from '@rides/platform/api';
import { callPublic } from '@rides/platform/public-api';
import { useBotProof } from '@rides/ui/bot-proof';
import { AccountFields } from './account-fields';
import { DriverFields } from './driver-fields';
import { PartnerFields } from './partner-fields';
import { emptySignUp, signUpPayload, signUpSchema, type SignUpChecked, type SignUpKind } from './signup-values';
import { useAccountForm } from './use-account-form';

interface Props {
  kind: SignUpKind;
  /** A signed-in person only sends the application: their account exists. */
  signedIn: boolean;
  onSignedUp: (email: string, verificationSent: boolean) => void;
  onApplied: (application: ApplicationSummary) => void;
}

/**
 * Sign-up (SPEC 2): account fields, plus the driver's or partner's application. Checked in the browser
 * with the same rules the server uses; a refusal shows next to the fields and clears nothing.
 * Prerendered (/signup/driver, /signup/partner): every field is controlled by the form's state, so
 * what a visitor typed before the app ran is handed to it (shell/src/prerender/adopt-fields.ts).
 */
export function SignUpForm({ kind, signedIn, onSignedUp, onApplied }: Props) {
  const { t, i18n } = useTranslation('account');
  const proof = useBotProof();
  const { form, problem, busy, submit } = useAccountForm(useMemo(() => signUpSchema(kind, signedIn), [kind, signedIn]), emptySignUp, signedIn ? 'account' : 'sign-up');
  const honeypot = form.bind('honeypot');

  async function send(checked: SignUpChecked) {
    const values = form.getValues();
    const input = signUpPayload(kind, signedIn, values, i18n.resolvedLanguage ?? 'en', proof(values.honeypot));
    if (signedIn) onApplied(await callApi(submitApplication, input as never));
    else {
      // Signed out: plain fetch, so creating an account does not download the Firebase SDK.
      const { verificationSent } = await callPublic(signUp, input as never);
      onSignedUp(checked.email ?? '', verificationSent);
    }
  }

  return (
    <form ref={form.ref} onSubmit={submit(send)} noValidate>
      <Stack gap={6}>
        {!signedIn && (
          <Fieldset.Root>
            <Fieldset.Legend fontSize="lg" fontWeight="semibold">
              {t('signup.accountSection')}
            </Fieldset.Legend>
            <Stack gap={4} mt={2}>
              <AccountFields form={form} nameLabel={kind === 'partner' ? 'contactName' : 'fullName'} />
            </Stack>
          </Fieldset.Root>
        )}
        {/* Honeypot (SPEC 5): invisible to people and screen readers, filled only by bots. */}
        <Box position="absolute" left="-10000px" aria-hidden="true">
          <input type="text" name="website-url" tabIndex={-1} autoComplete="off" value={honeypot.value} onChange={(e) => honeypot.onChange(e.target.value)} />
        </Box>
        {kind !== 'customer' && (
          <Fieldset.Root>
            <Fieldset.Legend fontSize="lg" fontWeight="semibold">
              {t(kind === 'driver' ? 'signup.driverSection' : 'signup.partnerSection')}
            </Fieldset.Legend>
            <Stack gap={4} mt={2}>
              {kind === 'driver' ? <DriverFields form={form} /> : <PartnerFields form={form} />}
            </Stack>
            <Text mt={3} fontSize="sm" color="fg.muted">
              {t('signup.reviewNote')}
            </Text>
          </Fieldset.Root>
        )}
        {problem && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{problem}</Alert.Description>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="brand" size="lg" loading={busy} loadingText={t(signedIn ? 'signup.applying' : 'signup.creating')}>
          {t(signedIn ? 'signup.apply' : 'signup.create')}
        </Button>
      </Stack>
    </form>
  );
}
