import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { changePassword, changePasswordInput, MIN_PASSWORD_LENGTH } from '@rides/contracts/account';
import { callApi, getBackend } from '@rides/platform/api';
import { z } from 'zod';
import { notify } from '@rides/ui/toaster';
import { PasswordField } from '../auth/password-field';
import { useAccountForm } from './use-account-form';

const rules = changePasswordInput.shape;

/**
 * The server's rules (changePasswordInput: the current one given, the new one long enough and not
 * the same), and the new one typed twice alike: said once the new one itself is right.
 */
const passwordForm = z
  .object({ currentPassword: rules.currentPassword, newPassword: rules.newPassword, confirm: z.string() })
  .refine((v) => v.currentPassword !== v.newPassword, { path: ['newPassword'], message: 'same-as-current' })
  .refine((v) => v.newPassword === v.confirm, {
    path: ['confirm'],
    message: 'mismatch',
    // Whatever the current password's state: only the new one's own problems come first.
    when: ({ value, issues }) => typeof (value as { newPassword?: unknown }).newPassword === 'string' && !issues.some((i) => i.path?.[0] === 'newPassword'),
  });

const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

/**
 * Change password: the current one is checked on the server (wrong guesses are rate-limited like
 * sign-in). Firebase then ends the account's other sessions; this one continues on a fresh token.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const { form, problem, busy, submit } = useAccountForm(passwordForm, EMPTY);

  async function send() {
    const { currentPassword, newPassword } = form.getValues();
    const { token } = await callApi(changePassword, { currentPassword, newPassword });
    await (await getBackend()).signInWithToken(token);
    form.reset(EMPTY);
    notify({ type: 'success', title: t('password.done'), description: t('password.doneBody') });
  }

  const field = (name: keyof typeof EMPTY) => ({ ...form.bind(name), invalid: !!form.errorOf(name), error: form.errorOf(name) });
  return (
    <form ref={form.ref} onSubmit={submit(send)} noValidate aria-labelledby="change-password-heading">
      <Stack gap={4}>
        <PasswordField {...field('currentPassword')} name="current-password" label={t('password.current')} autoComplete="current-password" />
        <PasswordField {...field('newPassword')} name="new-password" label={t('password.new')} autoComplete="new-password" hint={t('fields.passwordHint', { count: MIN_PASSWORD_LENGTH })} />
        <PasswordField {...field('confirm')} name="confirm-password" label={t('password.confirm')} autoComplete="new-password" />
        {problem && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{problem}</Alert.Description>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="brand" variant="outline" alignSelf="start" loading={busy} loadingText={t('password.submitting')}>
          {t('password.submit')}
        </Button>
      </Stack>
    </form>
  );
}
