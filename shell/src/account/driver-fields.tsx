import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxGroup, Checkbox, Fieldset, RadioGroup, Stack } from '@chakra-ui/react';
import { DRIVER_LANGUAGES } from '@rides/contracts/account';
import { VEHICLES } from '@rides/contracts/pricing';
import { TextField } from '@rides/ui/text-field';
import type { FieldErrors } from './field-errors';

export interface DriverValues {
  phone: string;
  languages: string[];
  vehicleType: (typeof VEHICLES)[number];
  vehicleMake: string;
  vehicleModel: string;
  plate: string;
  licenceNumber: string;
}
export const emptyDriver: DriverValues = { phone: '', languages: ['en'], vehicleType: 'sedan', vehicleMake: '', vehicleModel: '', plate: '', licenceNumber: '' };

/** Language names in the reader's language, from the browser (Intl), so no list goes stale. */
const languageName = (code: string, locale: string) => new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;

export function DriverFields({ values, onChange, errors }: { values: DriverValues; onChange: Dispatch<SetStateAction<DriverValues>>; errors: FieldErrors }) {
  const { t, i18n } = useTranslation('account');
  const set = (field: keyof DriverValues) => (value: string) => onChange((v) => ({ ...v, [field]: value }));
  return (
    <>
      <TextField name="phone" type="tel" label={t('fields.phone')} hint={t('fields.phoneHint')} value={values.phone} onChange={set('phone')} error={errors.phone} autoComplete="tel" required />
      <Fieldset.Root invalid={!!errors.languages}>
        <Fieldset.Legend>{t('fields.languages')}</Fieldset.Legend>
        <CheckboxGroup name="languages" value={values.languages} onValueChange={(languages) => onChange((v) => ({ ...v, languages }))}>
          <Stack direction="row" wrap="wrap" gap={4}>
            {DRIVER_LANGUAGES.map((code) => (
              <Checkbox.Root key={code} value={code} aria-invalid={errors.languages ? true : undefined}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{languageName(code, i18n.language)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </CheckboxGroup>
        {errors.languages && <Fieldset.ErrorText>{errors.languages}</Fieldset.ErrorText>}
      </Fieldset.Root>
      <Fieldset.Root>
        <Fieldset.Legend>{t('fields.vehicleType')}</Fieldset.Legend>
        <RadioGroup.Root name="vehicleType" value={values.vehicleType} onValueChange={(e) => e.value && set('vehicleType')(e.value)}>
          <Stack direction="row" gap={6}>
            {VEHICLES.map((type) => (
              <RadioGroup.Item key={type} value={type}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(`fields.${type}`)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      </Fieldset.Root>
      <TextField name="vehicleMake" label={t('fields.vehicleMake')} value={values.vehicleMake} onChange={set('vehicleMake')} error={errors.vehicleMake} required />
      <TextField name="vehicleModel" label={t('fields.vehicleModel')} value={values.vehicleModel} onChange={set('vehicleModel')} error={errors.vehicleModel} required />
      <TextField name="plate" label={t('fields.plate')} value={values.plate} onChange={set('plate')} error={errors.plate} autoComplete="off" required />
      <TextField name="licenceNumber" label={t('fields.licenceNumber')} value={values.licenceNumber} onChange={set('licenceNumber')} error={errors.licenceNumber} autoComplete="off" required />
    </>
  );
}
