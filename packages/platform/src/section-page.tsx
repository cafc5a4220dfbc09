import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Page } from '@rides/ui/page';
import { AccountCard } from '@rides/platform/account-card';

/**
 * A page whose features are still to come: its title and purpose from the remote's namespace
 * (`pages.<routeId>.title` / `.lead`), and, for role areas, who is signed in. Nothing invented.
 */
export function sectionPage(ns: string, routeId: string, withAccount = false) {
  return function SectionPage() {
    const { t } = useTranslation(ns);
    return (
      <Page title={t(`pages.${routeId}.title`)} lead={t(`pages.${routeId}.lead`)}>
        {withAccount && <AccountCard />}
        <Text mt={4} color="fg.muted">
          {t('common:soon')}
        </Text>
      </Page>
    );
  };
}
