import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH } from '@rides/contracts/account';
import { PasswordField } from '../auth/password-field';
import { TextField } from '@rides/ui/text-field';
import type { SignUpForm } from './signup-values';

interface Props {
  form: SignUpForm;
  /** A partner's account holder is the company's contact person. */
  nameLabel?: 'fullName' | 'contactName';
}

/** E-mail, password and name: what every new account needs. */
export function AccountFields({ form, nameLabel = 'fullName' }: Props) {
  const { t } = useTranslation('account');
  return (
    <>
      <TextField {...form.bind('fullName')} label={t(`fields.${nameLabel}`)} error={form.errorOf('fullName')} autoComplete="name" required />
      <TextField {...form.bind('email')} type="email" label={t('fields.email')} error={form.errorOf('email')} autoComplete="email" required />
      <PasswordField
        {...form.bind('password')}
        name="new-password"
        label={t('fields.password')}
        autoComplete="new-password"
        invalid={!!form.errorOf('password')}
        error={form.errorOf('password')}
        hint={t('fields.passwordHint', { count: MIN_PASSWORD_LENGTH })}
      />
    </>
  );
}
