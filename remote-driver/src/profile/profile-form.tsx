import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Checkbox, CheckboxGroup, Field, Fieldset, RadioGroup, Stack, Switch, Text } from '@chakra-ui/react';
import { DRIVER_LANGUAGES } from '@rides/contracts/account';
import { VEHICLES, type Vehicle } from '@rides/contracts/pricing';
import { updateDriverProfileInput, type DriverProfile } from '@rides/contracts/rides';
import { notify } from '@rides/ui/toaster';
import { TextField } from '@rides/ui/text-field';
import { fieldErrors, focusFirstError, profileProblem, type FieldErrors } from './profile-errors';
import { useProfileChanges } from './use-driver-profile';

export interface ProfileValues {
  phone: string;
  languages: string[];
  vehicleType: Vehicle;
  vehicleMake: string;
  vehicleModel: string;
  vehicleColour: string;
  plate: string;
  photoUrl: string;
  active: boolean;
}

export const valuesOf = (p: DriverProfile): ProfileValues => ({
  phone: p.phone,
  languages: p.languages,
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
  const [values, setValues] = useState(() => valuesOf(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const set =
    <K extends keyof ProfileValues>(field: K) =>
    (value: ProfileValues[K]) =>
      setValues((v) => ({ ...v, [field]: value }));

  function fail(fields: FieldErrors, message: string) {
    setErrors(fields);
    setProblem(message);
    requestAnimationFrame(() => focusFirstError(form.current));
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const input = { ...values, languages: values.languages as (typeof DRIVER_LANGUAGES)[number][] };
    const parsed = updateDriverProfileInput.safeParse(input);
    if (!parsed.success) return fail(fieldErrors(parsed.error.issues, t), t('errors.checkFields'));
    setErrors({});
    setProblem(null);
    try {
      const saved = keep(await update.mutateAsync(input));
      setValues(valuesOf(saved));
      notify({ type: 'success', title: t('profile.saved') });
    } catch (err) {
      const p = profileProblem(err, t, tc);
      fail(p.fields, p.message);
    }
  }

  return (
    <form ref={form} onSubmit={onSubmit} noValidate aria-labelledby="driver-profile-heading">
      <Stack gap={5}>
        {profile.name && (
          <Field.Root readOnly>
            <Field.Label>{t('profile.name')}</Field.Label>
            <Text fontSize="md">{profile.name}</Text>
          </Field.Root>
        )}
        <TextField name="phone" type="tel" label={t('profile.phone')} hint={t('profile.phoneHint')} value={values.phone} onChange={set('phone')} error={errors.phone} autoComplete="tel" required />
        <Fieldset.Root invalid={!!errors.languages}>
          <Fieldset.Legend>{t('profile.languages')}</Fieldset.Legend>
          <Fieldset.HelperText>{t('profile.languagesHint')}</Fieldset.HelperText>
          <CheckboxGroup name="languages" value={values.languages} onValueChange={set('languages')}>
            <Stack direction="row" wrap="wrap" gap={1}>
              {DRIVER_LANGUAGES.map((code) => (
                <Checkbox.Root key={code} value={code} size="lg" minH="11" pe={3} aria-invalid={errors.languages ? true : undefined}>
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
          <Fieldset.Legend>{t('profile.vehicleType')}</Fieldset.Legend>
          <RadioGroup.Root name="vehicleType" size="lg" value={values.vehicleType} onValueChange={(e) => e.value && set('vehicleType')(e.value as Vehicle)}>
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
        <TextField name="vehicleMake" label={t('profile.vehicleMake')} value={values.vehicleMake} onChange={set('vehicleMake')} error={errors.vehicleMake} required />
        <TextField name="vehicleModel" label={t('profile.vehicleModel')} value={values.vehicleModel} onChange={set('vehicleModel')} error={errors.vehicleModel} required />
        <TextField name="vehicleColour" label={t('profile.vehicleColour')} hint={t('profile.vehicleColourHint')} value={values.vehicleColour} onChange={set('vehicleColour')} error={errors.vehicleColour} required />
        <TextField name="plate" label={t('profile.plate')} value={values.plate} onChange={set('plate')} error={errors.plate} autoComplete="off" autoCapitalize="characters" required />
        <TextField name="photoUrl" type="url" label={t('profile.photoUrl')} hint={t('profile.photoUrlHint')} value={values.photoUrl} onChange={set('photoUrl')} error={errors.photoUrl} autoComplete="off" />
        <Field.Root>
          <Switch.Root name="active" size="lg" minH="11" checked={values.active} onCheckedChange={(e) => set('active')(e.checked)}>
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
