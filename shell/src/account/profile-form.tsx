import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Field, NativeSelect, Stack } from '@chakra-ui/react';
import { updateProfile, updateProfileInput, type Account } from '@rides/contracts/account';
import { LANGUAGES, type Language } from '@rides/contracts/languages';
import { callApi } from '@rides/platform/api';
import { notify } from '@rides/ui/toaster';
import { TextField } from '@rides/ui/text-field';
import { accountProblem } from './account-problem';
import { fieldErrors } from './field-errors';
import { useFormStatus } from './use-form-status';

/**
 * Name, phone and preferred language. The preferred language is the one our e-mails are written in;
 * the interface keeps the language chosen in the header, so saving a profile never re-labels the page.
 */
export function ProfileForm({ account, onSaved }: { account: Account; onSaved: (a: Account) => void }) {
  const { t, i18n } = useTranslation('account');
  const { t: tc } = useTranslation();
  const [fullName, setFullName] = useState(account.fullName ?? '');
  const [phone, setPhone] = useState(account.phone ?? '');
  const [language, setLanguage] = useState<Language>(account.language ?? ((i18n.resolvedLanguage ?? 'en') as Language));
  const { form, errors, problem, busy, setBusy, fail, clear } = useFormStatus();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const input = { fullName, phone, language };
    const parsed = updateProfileInput.safeParse(input);
    if (!parsed.success) return fail(fieldErrors(parsed.error.issues, t), t('errors.checkFields'));
    clear();
    setBusy(true);
    try {
      const saved = await callApi(updateProfile, input);
      onSaved(saved);
      setPhone(saved.phone ?? '');
      notify({ type: 'success', title: t('profile.saved') });
    } catch (err) {
      const p = accountProblem(err, t, tc);
      fail(p.fields, p.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={form} onSubmit={onSubmit} noValidate aria-labelledby="profile-details-heading">
      <Stack gap={4}>
        <Field.Root readOnly>
          <Field.Label>{t('profile.email')}</Field.Label>
          <Field.HelperText fontSize="md" color="fg">
            {account.email}
          </Field.HelperText>
        </Field.Root>
        <TextField name="fullName" label={t('fields.fullName')} value={fullName} onChange={setFullName} error={errors.fullName} autoComplete="name" required />
        <TextField name="phone" type="tel" label={t('fields.phone')} hint={t('fields.phoneHint')} value={phone} onChange={setPhone} error={errors.phone} autoComplete="tel" />
        <Field.Root invalid={!!errors.language}>
          <Field.Label>{t('fields.language')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field name="language" value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
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
