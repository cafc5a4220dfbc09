import { useTranslation } from 'react-i18next';
import { CheckboxGroup, Checkbox, Fieldset, RadioGroup, Stack } from '@chakra-ui/react';
import { DRIVER_LANGUAGES } from '@rides/contracts/account';
import { VEHICLES } from '@rides/contracts/pricing';
import { TextField } from '@rides/ui/text-field';
import type { DriverValues, SignUpForm } from './signup-values';

/** Language names in the reader's language, from the browser (Intl), so no list goes stale. */
const languageName = (code: string, locale: string) => new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;

export function DriverFields({ form }: { form: SignUpForm }) {
  const { t, i18n } = useTranslation('account');
  const languages = form.bind('languages');
  const vehicleType = form.bind('vehicleType');
  const languagesError = form.errorOf('languages');
  return (
    <>
      <TextField {...form.bind('phone')} type="tel" label={t('fields.phone')} hint={t('fields.phoneHint')} error={form.errorOf('phone')} autoComplete="tel" required />
      <Fieldset.Root invalid={!!languagesError}>
        <Fieldset.Legend>{t('fields.languages')}</Fieldset.Legend>
        <CheckboxGroup name="languages" value={languages.value} onValueChange={languages.onChange}>
          <Stack direction="row" wrap="wrap" gap={4}>
            {DRIVER_LANGUAGES.map((code) => (
              <Checkbox.Root key={code} value={code} aria-invalid={languagesError ? true : undefined}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{languageName(code, i18n.language)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </CheckboxGroup>
        {languagesError && <Fieldset.ErrorText>{languagesError}</Fieldset.ErrorText>}
      </Fieldset.Root>
      <Fieldset.Root>
        <Fieldset.Legend>{t('fields.vehicleType')}</Fieldset.Legend>
        <RadioGroup.Root name="vehicleType" value={vehicleType.value} onValueChange={(e) => e.value && vehicleType.onChange(e.value as DriverValues['vehicleType'])}>
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
      <TextField {...form.bind('vehicleMake')} label={t('fields.vehicleMake')} error={form.errorOf('vehicleMake')} required />
      <TextField {...form.bind('vehicleModel')} label={t('fields.vehicleModel')} error={form.errorOf('vehicleModel')} required />
      <TextField {...form.bind('plate')} label={t('fields.plate')} error={form.errorOf('plate')} autoComplete="off" required />
      <TextField {...form.bind('licenceNumber')} label={t('fields.licenceNumber')} error={form.errorOf('licenceNumber')} autoComplete="off" required />
    </>
  );
}
