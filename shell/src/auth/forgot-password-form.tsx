import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { normaliseEmail } from '@rides/domain/email';
import { isLanguage } from '@rides/i18n/languages';
import { callPublic } from '@rides/platform/public-api';
import { notify } from '@rides/ui/toaster';

/**
 * SPEC 2 forgot-password view. The answer is the same whether or not an account exists, so the form
 * cannot be used to find out who has one.
 */
export function ForgotPasswordForm({ email, onEmail, onBack }: { email: string; onEmail: (v: string) => void; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim()) {
      notify({ type: 'error', title: t('toast.error'), description: t('auth.enterEmail') });
      return;
    }
    setBusy(true);
    try {
      // The server e-mails the link, to /reset-password on this site (issue [N] 5).
      const { requestPasswordReset } = await import('@rides/contracts/sign-in');
      await callPublic(requestPasswordReset, { email: normaliseEmail(email), lang: isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en' });
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
