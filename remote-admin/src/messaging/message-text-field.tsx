import { useTranslation } from 'react-i18next';
import { Field, Textarea } from '@chakra-ui/react';

export const MAX_TEXT = 1000;

/** The message itself, with how much room is left (the server takes 1 to 1000 characters). */
export function MessageTextField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  const { t } = useTranslation('admin');
  return (
    <Field.Root invalid={!!error} required>
      <Field.Label>
        {t('messaging.form.text')}
        <Field.RequiredIndicator />
      </Field.Label>
      <Textarea name="text" value={value} rows={4} maxLength={MAX_TEXT} onChange={(e) => onChange(e.target.value)} />
      <Field.HelperText>{t('messaging.form.textLeft', { count: MAX_TEXT - value.length })}</Field.HelperText>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
