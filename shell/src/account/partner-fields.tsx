import { useTranslation } from 'react-i18next';
import { TextField } from '@rides/ui/text-field';
import type { SignUpForm } from './signup-values';

export function PartnerFields({ form }: { form: SignUpForm }) {
  const { t } = useTranslation('account');
  return (
    <>
      <TextField {...form.bind('companyName')} label={t('fields.companyName')} error={form.errorOf('companyName')} autoComplete="organization" required />
      <TextField {...form.bind('contactPhone')} type="tel" label={t('fields.contactPhone')} hint={t('fields.phoneHint')} error={form.errorOf('contactPhone')} autoComplete="tel" required />
      <TextField {...form.bind('website')} type="url" label={t('fields.website')} error={form.errorOf('website')} autoComplete="url" />
      <TextField
        {...form.bind('expectedMonthlyBookings')}
        inputMode="numeric"
        label={t('fields.expectedMonthlyBookings')}
        error={form.errorOf('expectedMonthlyBookings')}
        required
      />
    </>
  );
}
