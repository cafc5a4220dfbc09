import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { changePassword, changePasswordInput, MIN_PASSWORD_LENGTH } from '@rides/contracts/account';
import { callApi, getBackend } from '@rides/platform/api';
import { notify } from '@rides/ui/toaster';
import { PasswordField } from '../auth/password-field';
import { accountProblem } from './account-problem';
import { fieldErrors } from './field-errors';
import { useFormStatus } from './use-form-status';

/**
 * Change password: the current one is checked on the server (wrong guesses are rate-limited like
 * sign-in). Firebase then ends the account's other sessions; this one continues on a fresh token.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const { form, errors, problem, busy, setBusy, fail, clear } = useFormStatus();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const input = { currentPassword: current, newPassword: next };
    const parsed = changePasswordInput.safeParse(input);
    const fields = parsed.success ? {} : fieldErrors(parsed.error.issues, t);
    if (next !== confirm && !fields.newPassword) fields.confirm = t('errors.mismatch');
    if (Object.keys(fields).length) return fail(fields, t('errors.checkFields'));
    clear();
    setBusy(true);
    try {
      const { token } = await callApi(changePassword, input);
      await (await getBackend()).signInWithToken(token);
      setCurrent('');
      setNext('');
      setConfirm('');
      notify({ type: 'success', title: t('password.done'), description: t('password.doneBody') });
    } catch (err) {
      const p = accountProblem(err, t, tc);
      fail(p.fields, p.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={form} onSubmit={onSubmit} noValidate aria-labelledby="change-password-heading">
      <Stack gap={4}>
        <PasswordField name="current-password" label={t('password.current')} autoComplete="current-password" value={current} onChange={setCurrent} invalid={!!errors.currentPassword} error={errors.currentPassword} />
        <PasswordField
          name="new-password"
          label={t('password.new')}
          autoComplete="new-password"
          value={next}
          onChange={setNext}
          invalid={!!errors.newPassword}
          error={errors.newPassword}
          hint={t('fields.passwordHint', { count: MIN_PASSWORD_LENGTH })}
        />
        <PasswordField name="confirm-password" label={t('password.confirm')} autoComplete="new-password" value={confirm} onChange={setConfirm} invalid={!!errors.confirm} error={errors.confirm} />
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
