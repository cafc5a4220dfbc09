import { useTranslation } from 'react-i18next';
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { normaliseEmail } from '@rides/domain/email';
import { isLanguage } from '@rides/i18n/languages';
import { useLazyContractForm } from '@rides/platform/lazy-contract-form';
import type { ForgotValues } from './auth-schemas';
import { callPublic } from '@rides/platform/public-api';
import { notify } from '@rides/ui/toaster';

/**
 * SPEC 2 forgot-password view. The answer is the same whether or not an account exists, so the form
 * cannot be used to find out who has one. `email`: the one typed in the sign-in mode; `onBack` takes
 * the one typed here back to it.
 */
export function ForgotPasswordForm({ email, onBack }: { email: string; onBack: (email: string) => void }) {
  const { t, i18n } = useTranslation();
  const form = useLazyContractForm(() => import('./auth-schemas').then((m) => m.forgotForm), { email }, { onError: failed });
  const emailField = form.bind('email');

  /** The form's check did not load, or the request failed: the same message. */
  function failed() {
    notify({ type: 'error', title: t('toast.error'), description: t('errors.internal') });
  }

  async function send(values: ForgotValues) {
    try {
      // The server e-mails the link, to /reset-password on this site (issue [N] 5).
      const { requestPasswordReset } = await import('@rides/contracts/sign-in');
      await callPublic(requestPasswordReset, { email: normaliseEmail(values.email), lang: isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en' });
      notify({ type: 'success', title: t('auth.resetSent'), description: t('auth.resetSentBody') });
    } catch {
      failed();
    }
  }

  const missing = () => notify({ type: 'error', title: t('toast.error'), description: t('auth.enterEmail') });

  return (
    <form ref={form.ref} onSubmit={form.submit(send, missing)} noValidate>
      <Stack gap={4}>
        <Text>{t('auth.forgotLead')}</Text>
        <Field.Root>
          <Field.Label>{t('auth.email')}</Field.Label>
          <Input type="email" name="email" autoComplete="email" value={emailField.value} onChange={(e) => emailField.onChange(e.target.value)} />
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting}>
          {t('auth.sendReset')}
        </Button>
        <Button variant="plain" color="brand.fg" onClick={() => onBack(form.getValues('email'))}>
          {t('auth.backToSignIn')}
        </Button>
      </Stack>
    </form>
  );
}
