import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Checkbox, CheckboxGroup, Field, Fieldset, RadioGroup, Stack, Switch, Text } from '@chakra-ui/react';
import { DRIVER_LANGUAGES } from '@rides/contracts/account';
import { VEHICLES, type Vehicle } from '@rides/contracts/pricing';
import { updateDriverProfileInput, type DriverProfile } from '@rides/contracts/driver-profile';
import { useContractForm } from '@rides/platform/contract-form';
import type { z } from 'zod';
import { notify } from '@rides/ui/toaster';
import { TextField } from '@rides/ui/text-field';
import { profileMessage, profileProblem } from './profile-errors';
import { useProfileChanges } from './use-driver-profile';

export type ProfileValues = Required<z.input<typeof updateDriverProfileInput>>;

export const valuesOf = (p: DriverProfile): ProfileValues => ({
  phone: p.phone,
  languages: p.languages as ProfileValues['languages'],
  vehicleType: p.vehicleType,
  vehicleMake: p.vehicleMake,
  vehicleModel: p.vehicleModel,
  vehicleColour: p.vehicleColour ?? '',
  plate: p.plate,
  photoUrl: p.photoUrl ?? '',
  active: p.active,
});

/** Language names in the reader's language, from the browser (Intl), so no list goes stale. */
const languageName = (code: string, locale: string) => new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;

/**
 * The driver's details: phone, languages (English required), vehicle, photo and whether they take
 * rides. Checked with the server's own schema before sending; a failure (here or on the server)
 * shows next to the fields, focuses the first, and keeps everything typed.
 */
export function ProfileForm({ profile }: { profile: DriverProfile }) {
  const { t, i18n } = useTranslation('driver');
  const { t: tc } = useTranslation();
  const { update, keep } = useProfileChanges();
  const form = useContractForm(updateDriverProfileInput, valuesOf(profile), { words: (message, field) => profileMessage(message, field, t) });
  const [problem, setProblem] = useState<string | null>(null);
  const languages = form.bind('languages');
  const vehicleType = form.bind('vehicleType');
  const active = form.bind('active');
  const photoUrl = form.bind('photoUrl');

  // Checked with the contract's schema, sent as typed: the server reads it with the same schema.
  async function save() {
    setProblem(null);
    try {
      const saved = keep(await update.mutateAsync(form.getValues()));
      form.reset(valuesOf(saved));
      notify({ type: 'success', title: t('profile.saved') });
    } catch (err) {
      form.refuse(err);
      setProblem(profileProblem(err, t, tc));
    }
  }

  return (
    <form ref={form.ref} onSubmit={form.submit(save, () => setProblem(t('errors.checkFields')))} noValidate aria-labelledby="driver-profile-heading">
      <Stack gap={5}>
        {profile.name && (
          <Field.Root readOnly>
            <Field.Label>{t('profile.name')}</Field.Label>
            <Text fontSize="md">{profile.name}</Text>
          </Field.Root>
        )}
        <TextField type="tel" label={t('profile.phone')} hint={t('profile.phoneHint')} error={form.errorOf('phone')} {...form.bind('phone')} autoComplete="tel" required />
        <Fieldset.Root invalid={!!form.errorOf('languages')}>
          <Fieldset.Legend>{t('profile.languages')}</Fieldset.Legend>
          <Fieldset.HelperText>{t('profile.languagesHint')}</Fieldset.HelperText>
          <CheckboxGroup name="languages" value={languages.value} onValueChange={(v) => languages.onChange(v as ProfileValues['languages'])}>
            <Stack direction="row" wrap="wrap" gap={1}>
              {DRIVER_LANGUAGES.map((code) => (
                <Checkbox.Root key={code} value={code} size="lg" minH="11" pe={3} aria-invalid={form.errorOf('languages') ? true : undefined}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{languageName(code, i18n.language)}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </CheckboxGroup>
          {form.errorOf('languages') && <Fieldset.ErrorText>{form.errorOf('languages')}</Fieldset.ErrorText>}
        </Fieldset.Root>
        <Fieldset.Root>
          <Fieldset.Legend>{t('profile.vehicleType')}</Fieldset.Legend>
          <RadioGroup.Root name="vehicleType" size="lg" value={vehicleType.value} onValueChange={(e) => e.value && vehicleType.onChange(e.value as Vehicle)}>
            <Stack direction="row" gap={6}>
              {VEHICLES.map((type) => (
                <RadioGroup.Item key={type} value={type} minH="11">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{tc(`booking.vehicle.${type}`)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        </Fieldset.Root>
        <TextField label={t('profile.vehicleMake')} error={form.errorOf('vehicleMake')} {...form.bind('vehicleMake')} required />
        <TextField label={t('profile.vehicleModel')} error={form.errorOf('vehicleModel')} {...form.bind('vehicleModel')} required />
        <TextField label={t('profile.vehicleColour')} hint={t('profile.vehicleColourHint')} error={form.errorOf('vehicleColour')} {...form.bind('vehicleColour')} required />
        <TextField label={t('profile.plate')} error={form.errorOf('plate')} {...form.bind('plate')} autoComplete="off" autoCapitalize="characters" required />
        <TextField type="url" label={t('profile.photoUrl')} hint={t('profile.photoUrlHint')} error={form.errorOf('photoUrl')} name={photoUrl.name} value={photoUrl.value ?? ''} onChange={photoUrl.onChange} autoComplete="off" />
        <Field.Root>
          <Switch.Root name="active" size="lg" minH="11" checked={active.value} onCheckedChange={(e) => active.onChange(e.checked)}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{t('profile.active')}</Switch.Label>
          </Switch.Root>
          <Field.HelperText>{t('profile.activeHint')}</Field.HelperText>
        </Field.Root>
        {problem && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{problem}</Alert.Description>
          </Alert.Root>
        )}
        <Button type="submit" colorPalette="brand" size="xl" w={{ base: 'full', sm: 'auto' }} alignSelf="start" loading={update.isPending} loadingText={t('profile.saving')}>
          {t('profile.save')}
        </Button>
      </Stack>
    </form>
  );
}
