import { Field, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The labelled search field; the list filters as the person types. */
export function FaqSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('faq');
  return (
    <Field.Root>
      <Field.Label>{t('searchLabel')}</Field.Label>
      <Input type="search" name="q" value={value} onChange={(e) => onChange(e.target.value)} autoComplete="off" enterKeyHint="search" size="lg" />
      <Field.HelperText>{t('searchHint')}</Field.HelperText>
    </Field.Root>
  );
}
