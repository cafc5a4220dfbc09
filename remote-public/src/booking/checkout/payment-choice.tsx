import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@rides/contracts/bookings';
import { ChoiceCards } from '../choice-cards';

const METHODS: readonly PaymentMethod[] = ['card', 'driver'];

/** SPEC 1: by card online now, or to the driver (cash or card) on the day. */
export function PaymentChoice({ value, onChange, error }: { value: PaymentMethod | null; onChange: (m: PaymentMethod) => void; error?: string }) {
  const { t } = useTranslation('public');
  const choices = METHODS.map((m) => ({ value: m, label: t(`booking.payment.${m}`), description: t(`booking.payment.${m}Hint`) }));
  return <ChoiceCards name="payment" legend={t('booking.payment.legend')} choices={choices} value={value} onChange={onChange} error={error} columns={{ base: 1, sm: 2 }} />;
}
