import { useTranslation } from 'react-i18next';
import { Field, NativeSelect } from '@chakra-ui/react';
import type { MessageChannel } from '@rides/contracts/messaging';

/** The channel to send on, when a page offers more than one. */
export function ChannelSelect<C extends MessageChannel>({ channels, value, onChange }: { channels: readonly C[]; value: C; onChange: (c: C) => void }) {
  const { t } = useTranslation('admin');
  return (
    <Field.Root>
      <Field.Label>{t('messaging.form.channel')}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name="channel" value={value} onChange={(e) => onChange(e.target.value as C)}>
          {channels.map((c) => (
            <option key={c} value={c}>
              {t(`messaging.channel.${c}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
