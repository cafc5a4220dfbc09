import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { normaliseEmail } from '@rides/domain/email';
import { getBackend } from '@rides/platform/api';
import { notify } from '@rides/ui/toaster';

/**
 * SPEC 2 forgot-password view. The answer is the same whether or not an account exists, so the form
 * cannot be used to find out who has one.
 */
export function ForgotPasswordForm({ email, onEmail, onBack }: { email: string; onEmail: (v: string) => void; onBack: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim()) {
      notify({ type: 'error', title: t('toast.error'), description: t('auth.enterEmail') });
      return;
    }
    setBusy(true);
    try {
      await (await getBackend()).sendPasswordReset(normaliseEmail(email), `${window.location.origin}/reset-password`);
      notify({ type: 'success', title: t('auth.resetSent'), description: t('auth.resetSentBody') });
    } catch {
      notify({ type: 'error', title: t('toast.error'), description: t('errors.internal') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap={4}>
        <Text>{t('auth.forgotLead')}</Text>
        <Field.Root>
          <Field.Label>{t('auth.email')}</Field.Label>
          <Input type="email" name="email" autoComplete="email" value={email} onChange={(e) => onEmail(e.target.value)} />
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={busy}>
          {t('auth.sendReset')}
        </Button>
        <Button variant="plain" color="brand.fg" onClick={onBack}>
          {t('auth.backToSignIn')}
        </Button>
      </Stack>
    </form>
  );
}
