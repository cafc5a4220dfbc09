import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@rides/ui/text-field';
import type { FieldErrors } from './field-errors';

export interface PartnerValues {
  companyName: string;
  contactPhone: string;
  website: string;
  expectedMonthlyBookings: string;
}
export const emptyPartner: PartnerValues = { companyName: '', contactPhone: '', website: '', expectedMonthlyBookings: '' };

export function PartnerFields({ values, onChange, errors }: { values: PartnerValues; onChange: Dispatch<SetStateAction<PartnerValues>>; errors: FieldErrors }) {
  const { t } = useTranslation('account');
  const set = (field: keyof PartnerValues) => (value: string) => onChange((v) => ({ ...v, [field]: value }));
  return (
    <>
      <TextField name="companyName" label={t('fields.companyName')} value={values.companyName} onChange={set('companyName')} error={errors.companyName} autoComplete="organization" required />
      <TextField name="contactPhone" type="tel" label={t('fields.contactPhone')} hint={t('fields.phoneHint')} value={values.contactPhone} onChange={set('contactPhone')} error={errors.contactPhone} autoComplete="tel" required />
      <TextField name="website" type="url" label={t('fields.website')} value={values.website} onChange={set('website')} error={errors.website} autoComplete="url" />
      <TextField
        name="expectedMonthlyBookings"
        inputMode="numeric"
        label={t('fields.expectedMonthlyBookings')}
        value={values.expectedMonthlyBookings}
        onChange={set('expectedMonthlyBookings')}
        error={errors.expectedMonthlyBookings}
        required
      />
    </>
  );
}

/** The typed text as the schema expects it: a count is a whole number, anything else stays invalid. */
export const partnerPayload = (v: PartnerValues) => ({
  ...v,
  expectedMonthlyBookings: /^\s*\d+\s*$/.test(v.expectedMonthlyBookings) ? Number(v.expectedMonthlyBookings) : Number.NaN,
});
