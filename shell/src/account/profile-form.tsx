import { useTranslation } from 'react-i18next';
import { Alert, Button, Field, NativeSelect, Stack } from '@chakra-ui/react';
import { updateProfile, updateProfileInput, type Account, type UpdateProfileInput } from '@rides/contracts/account';
import { LANGUAGES, type Language } from '@rides/contracts/languages';
import { callApi } from '@rides/platform/api';
import { notify } from '@rides/ui/toaster';
import { TextField } from '@rides/ui/text-field';
import { useAccountForm } from './use-account-form';

type ProfileValues = Required<UpdateProfileInput>;

/**
 * Name, phone and preferred language. The preferred language is the one our e-mails are written in;
 * the interface keeps the language chosen in the header, so saving a profile never re-labels the page.
 * Checked with the server's own schema; sent as typed (the server reads it with the same schema).
 */
export function ProfileForm({ account, onSaved }: { account: Account; onSaved: (a: Account) => void }) {
  const { t, i18n } = useTranslation('account');
  const { t: tc } = useTranslation();
  const { form, problem, busy, submit } = useAccountForm(updateProfileInput, {
    fullName: account.fullName ?? '',
    phone: account.phone ?? '',
    language: account.language ?? ((i18n.resolvedLanguage ?? 'en') as Language),
  } satisfies ProfileValues);
  const language = form.bind('language');

  async function save() {
    const saved = await callApi(updateProfile, form.getValues());
    onSaved(saved);
    form.setValue('phone', saved.phone ?? '');
    notify({ type: 'success', title: t('profile.saved') });
  }

  return (
    <form ref={form.ref} onSubmit={submit(save)} noValidate aria-labelledby="profile-details-heading">
      <Stack gap={4}>
        <Field.Root readOnly>
          <Field.Label>{t('profile.email')}</Field.Label>
          <Field.HelperText fontSize="md" color="fg">
            {account.email}
          </Field.HelperText>
        </Field.Root>
        <TextField {...form.bind('fullName')} label={t('fields.fullName')} error={form.errorOf('fullName')} autoComplete="name" required />
        <TextField {...form.bind('phone')} type="tel" label={t('fields.phone')} hint={t('fields.phoneHint')} error={form.errorOf('phone')} autoComplete="tel" />
        <Field.Root invalid={!!form.errorOf('language')}>
          <Field.Label>{t('fields.language')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field name="language" value={language.value} onChange={(e) => language.onChange(e.target.value as Language)}>
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {tc(`language.${l}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>{t('fields.languageHint')}</Field.HelperText>
        </Field.Root>
        {problem && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{problem}</Alert.Description>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={busy} loadingText={t('profile.saving')}>
          {t('profile.save')}
        </Button>
      </Stack>
    </form>
  );
}
