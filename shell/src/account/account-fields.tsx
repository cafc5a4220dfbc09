import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH } from '@rides/contracts/account';
import { PasswordField } from '../auth/password-field';
import { TextField } from '@rides/ui/text-field';
import type { FieldErrors } from './field-errors';

export interface AccountValues {
  email: string;
  password: string;
  fullName: string;
}
export const emptyAccount: AccountValues = { email: '', password: '', fullName: '' };

interface Props {
  values: AccountValues;
  onChange: Dispatch<SetStateAction<AccountValues>>;
  errors: FieldErrors;
  /** A partner's account holder is the company's contact person. */
  nameLabel?: 'fullName' | 'contactName';
}

/** E-mail, password and name: what every new account needs. */
export function AccountFields({ values, onChange, errors, nameLabel = 'fullName' }: Props) {
  const { t } = useTranslation('account');
  const set = (field: keyof AccountValues) => (value: string) => onChange((v) => ({ ...v, [field]: value }));
  return (
    <>
      <TextField name="fullName" label={t(`fields.${nameLabel}`)} value={values.fullName} onChange={set('fullName')} error={errors.fullName} autoComplete="name" required />
      <TextField name="email" type="email" label={t('fields.email')} value={values.email} onChange={set('email')} error={errors.email} autoComplete="email" required />
      <PasswordField
        name="new-password"
        label={t('fields.password')}
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        invalid={!!errors.password}
        error={errors.password}
        hint={t('fields.passwordHint', { count: MIN_PASSWORD_LENGTH })}
      />
    </>
  );
}
