import { useTranslation } from 'react-i18next';
import type { ContactDraft } from './draft';
import { TextField } from '@rides/ui/text-field';

interface Props {
  who: 'traveller' | 'booker';
  value: ContactDraft;
  onChange: (value: ContactDraft) => void;
  errors: Partial<Record<keyof ContactDraft, string>>;
}

/** Name, mobile phone (reachable by the driver on the day: an international number) and e-mail. */
export function ContactFields({ who, value, onChange, errors }: Props) {
  const { t } = useTranslation('public');
  const set = (field: keyof ContactDraft) => (v: string) => onChange({ ...value, [field]: v });
  const own = who === 'booker';
  return (
    <>
      <TextField name={`${who}-name`} label={t(`booking.contact.${who}Name`)} value={value.name} onChange={set('name')} error={errors.name} autoComplete={own ? 'name' : 'off'} required />
      <TextField
        name={`${who}-phone`}
        type="tel"
        label={t(`booking.contact.${who}Phone`)}
        hint={t('booking.contact.phoneHint')}
        value={value.phone}
        onChange={set('phone')}
        error={errors.phone}
        autoComplete={own ? 'tel' : 'off'}
        inputMode="tel"
        required
      />
      <TextField
        name={`${who}-email`}
        type="email"
        label={t(`booking.contact.${who}Email`)}
        hint={own ? t('booking.contact.bookerEmailHint') : undefined}
        value={value.email}
        onChange={set('email')}
        error={errors.email}
        autoComplete={own ? 'email' : 'off'}
        inputMode="email"
        autoCapitalize="off"
        required
      />
    </>
  );
}
