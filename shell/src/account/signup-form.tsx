import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Fieldset, Stack, Text } from '@chakra-ui/react';
import { signUp, signUpInput, submitApplication, submitApplicationInput, type ApplicationSummary } from '@rides/contracts/account';
import { callApi } from '@rides/platform/api';
import { callPublic } from '@rides/platform/public-api';
import { useBotProof } from '@rides/ui/bot-proof';
import { AccountFields, emptyAccount } from './account-fields';
import { DriverFields, emptyDriver } from './driver-fields';
import { PartnerFields, emptyPartner, partnerPayload } from './partner-fields';
import { accountProblem } from './account-problem';
import { fieldErrors } from './field-errors';
import { useFormStatus } from './use-form-status';

export type SignUpKind = 'customer' | 'driver' | 'partner';

interface Props {
  kind: SignUpKind;
  /** A signed-in person only sends the application: their account exists. */
  signedIn: boolean;
  onSignedUp: (email: string, verificationSent: boolean) => void;
  onApplied: (application: ApplicationSummary) => void;
}

/**
 * Sign-up (SPEC 2): account fields, plus the driver's or partner's application. Checked in the browser
 * with the same schema the server uses; a refusal shows next to the fields and clears nothing.
 */
export function SignUpForm({ kind, signedIn, onSignedUp, onApplied }: Props) {
  const { t, i18n } = useTranslation('account');
  const { t: tc } = useTranslation();
  const [account, setAccount] = useState(emptyAccount);
  const [driver, setDriver] = useState(emptyDriver);
  const [partner, setPartner] = useState(emptyPartner);
  const [honeypot, setHoneypot] = useState('');
  const proof = useBotProof();
  const { form, errors, problem, busy, setBusy, fail, clear } = useFormStatus();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const application = kind === 'driver' ? driver : kind === 'partner' ? partnerPayload(partner) : undefined;
    const input = signedIn
      ? { kind, application }
      : { kind, ...account, language: i18n.resolvedLanguage ?? 'en', proof: proof(honeypot), ...(application ? { application } : {}) };
    const parsed = (signedIn ? submitApplicationInput : signUpInput).safeParse(input);
    if (!parsed.success) return fail(fieldErrors(parsed.error.issues, t), t('errors.checkFields'));
    clear();
    setBusy(true);
    try {
      if (signedIn) onApplied(await callApi(submitApplication, input as never));
      else {
        // Signed out: plain fetch, so creating an account does not download the Firebase SDK.
        const { verificationSent } = await callPublic(signUp, input as never);
        onSignedUp((parsed.data as { email: string }).email, verificationSent);
      }
    } catch (err) {
      const p = accountProblem(err, t, tc, signedIn ? 'account' : 'sign-up');
      fail(p.fields, p.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={form} onSubmit={onSubmit} noValidate>
      <Stack gap={6}>
        {!signedIn && (
          <Fieldset.Root>
            <Fieldset.Legend fontSize="lg" fontWeight="semibold">
              {t('signup.accountSection')}
            </Fieldset.Legend>
            <Stack gap={4} mt={2}>
              <AccountFields values={account} onChange={setAccount} errors={errors} nameLabel={kind === 'partner' ? 'contactName' : 'fullName'} />
            </Stack>
          </Fieldset.Root>
        )}
        {/* Honeypot (SPEC 5): invisible to people and screen readers, filled only by bots. */}
        <Box position="absolute" left="-10000px" aria-hidden="true">
          <input type="text" name="website-url" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(e) => setHoneypot(e.target.value)} />
        </Box>
        {kind !== 'customer' && (
          <Fieldset.Root>
            <Fieldset.Legend fontSize="lg" fontWeight="semibold">
              {t(kind === 'driver' ? 'signup.driverSection' : 'signup.partnerSection')}
            </Fieldset.Legend>
            <Stack gap={4} mt={2}>
              {kind === 'driver' ? (
                <DriverFields values={driver} onChange={setDriver} errors={errors} />
              ) : (
                <PartnerFields values={partner} onChange={setPartner} errors={errors} />
              )}
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
