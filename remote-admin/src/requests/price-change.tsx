import { useTranslation } from 'react-i18next';
import { Text } from '@chakra-ui/react';
import { formatMoney } from '@rides/i18n/format';

/** "€75 → €105 (€30 more)": a request's current and new price and what the booker would pay or get back. */
export function PriceChange({ current, next }: { current: number; next: number }) {
  const { t, i18n } = useTranslation('admin');
  const eur = (cents: number) => formatMoney(cents, i18n.language);
  const diff = next - current;
  const difference = diff > 0 ? t('changeRequests.more', { amount: eur(diff) }) : diff < 0 ? t('changeRequests.less', { amount: eur(-diff) }) : t('changeRequests.same');
  return <Text>{t('changeRequests.price', { current: eur(current), next: eur(next), difference })}</Text>;
}
