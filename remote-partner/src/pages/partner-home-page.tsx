import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { Waiting } from '@rides/ui/waiting';
import { getPartnerDashboard } from '@rides/contracts/partners';
import { parisLocal } from '@rides/domain/paris-time';
import { useOperationQuery } from '@rides/platform/query';
import { useSession } from '@rides/platform/session';
import { AccountCard } from '@rides/ui/account-card';
import { Page } from '@rides/ui/page';
import { PageSection } from '@rides/ui/page-section';
import { MonthBookings } from '../dashboard/month-bookings';
import { formatMonth } from '@rides/i18n/format';
import { MonthsTable } from '../dashboard/months-table';
import { ReferralCard } from '../dashboard/referral-card';

/**
 * /partner (issue [F]): the referral link and QR code, the months with their commissions and payout,
 * statements, and the bookings of the chosen month (the current one first). Rules:
 * `@rides/domain/partner-commission`.
 */
export default function PartnerHomePage() {
  const { t, i18n } = useTranslation('partner');
  const { user, effectiveRole } = useSession();
  const dashboard = useOperationQuery(getPartnerDashboard, {});
  const [chosen, setChosen] = useState<string | null>(null);
  const months = dashboard.data?.months ?? [];
  // The current Paris month first (the server always lists it).
  const selected = chosen ?? parisLocal(new Date()).date.slice(0, 7);

  return (
    <Page title={t('pages.partnerHome.title')} lead={t('pages.partnerHome.lead')} wide>
      <Stack gap={10}>
        <AccountCard user={user} effectiveRole={effectiveRole} />
        {dashboard.isPending && <Waiting text={t('bookings.loading')} />}
        {dashboard.isError && (
          <Alert.Root status="error" role="alert" alignItems="center">
            <Alert.Indicator />
            <Alert.Description>{t('dashboard.loadFailed')}</Alert.Description>
            <Button size="sm" colorPalette="brand" onClick={() => void dashboard.refetch()}>
              {t('bookings.retry')}
            </Button>
          </Alert.Root>
        )}
        {dashboard.data && (
          <>
            <ReferralCard partner={dashboard.data.partner} />
            <PageSection title={t('months.heading')}>
              <Text color="fg.muted">{t('months.explain')}</Text>
              <MonthsTable months={months} selected={selected} onSelect={setChosen} />
            </PageSection>
            <PageSection title={t('bookings.heading', { month: formatMonth(selected, i18n.language) })}>
              <MonthBookings month={selected} />
            </PageSection>
          </>
        )}
      </Stack>
    </Page>
  );
}
