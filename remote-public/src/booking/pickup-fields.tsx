import { useTranslation } from 'react-i18next';
import { Field, Input, SimpleGrid, Text } from '@chakra-ui/react';
import type { SearchRules } from './lazy-rules';

interface Props {
  date: string;
  time: string;
  onChange: (patch: { pickupDate?: string; pickupTime?: string }) => void;
  rules: SearchRules | null;
  dateError?: string;
  timeError?: string;
}

/**
 * Pickup date and time, typed in Paris time whatever the phone's time zone (said next to the fields).
 * The earliest values offered are now + the minimum lead time, computed in Europe/Paris once the
 * rules are loaded; the form's check says the same next to the field.
 */
export function PickupFields({ date, time, onChange, rules, dateError, timeError }: Props) {
  const { t } = useTranslation('public');
  const now = new Date();
  const earliest = rules?.earliestPickup(now);
  const lead = rules ? t('booking.pickup.lead', { count: rules.MIN_LEAD_MINUTES / 60 }) : '';
  return (
    <>
      <SimpleGrid columns={2} gap={4}>
        <Field.Root invalid={!!dateError}>
          <Field.Label>{t('booking.pickup.date')}</Field.Label>
          <Input
            type="date"
            name="pickupDate"
            value={date}
            min={earliest?.date}
            max={rules?.latestPickupDate(now)}
            onChange={(e) => onChange({ pickupDate: e.target.value })}
          />
          {dateError && <Field.ErrorText>{dateError}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={!!timeError}>
          <Field.Label>{t('booking.pickup.time')}</Field.Label>
          <Input
            type="time"
            name="pickupTime"
            value={time}
            min={earliest && date === earliest.date ? earliest.time : undefined}
            onChange={(e) => onChange({ pickupTime: e.target.value })}
          />
          <Field.HelperText>{t('booking.pickup.zone')}</Field.HelperText>
          {timeError && <Field.ErrorText>{timeError}</Field.ErrorText>}
        </Field.Root>
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted" minH="1.25rem">
        {lead}
      </Text>
    </>
  );
}
