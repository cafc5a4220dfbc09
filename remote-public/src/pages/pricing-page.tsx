import { List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Page } from '@rides/ui/page';
import { AIRPORT_SEDAN_FARES_EUR } from '@rides/domain/pricing/spec-fares';
import { formatMoney } from '@rides/i18n/format';

/** SPEC 9 airport sedan prices, formatted for the reader's language. */
export default function PricingPage() {
  const { t, i18n } = useTranslation('public');
  const eur = { format: (euros: number) => formatMoney(euros * 100, i18n.language) };
  return (
    <Page title={t('pages.pricing.title')} lead={t('pages.pricing.lead')}>
      <List.Root gap={2} ps={5}>
        <List.Item>{t('pricing.cdg', { price: eur.format(AIRPORT_SEDAN_FARES_EUR.CDG) })}</List.Item>
        <List.Item>{t('pricing.orly', { price: eur.format(AIRPORT_SEDAN_FARES_EUR.ORY) })}</List.Item>
        <List.Item>{t('pricing.beauvais', { price: eur.format(AIRPORT_SEDAN_FARES_EUR.BVA) })}</List.Item>
      </List.Root>
      <Text mt={4} color="fg.muted">
        {t('pricing.note')}
      </Text>
    </Page>
  );
}
