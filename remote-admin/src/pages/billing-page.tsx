import { useTranslation } from 'react-i18next';
import { Tabs } from '@chakra-ui/react';
import { useSearchParams } from '@rides/platform/router';
import { Page } from '@rides/ui/page';
import { LedgerTab } from '../billing/ledger-tab';
import { ReconciliationTab } from '../billing/reconciliation-tab';
import { StatementsTab } from '../billing/statements-tab';

const TABS = ['ledger', 'statements', 'reconciliation'] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin/billing: the ledger of money (card payments, refunds, cash collected by drivers), drivers'
 * monthly statements, and reconciliation with the payment provider. The tab lives in the address
 * (`?tab=`), so a reload or a shared link opens the same one.
 */
export default function BillingPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'ledger';
  const show = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'ledger') next.delete('tab');
    else next.set('tab', value);
    setParams(next);
  };
  return (
    <Page wide title={t('pages.adminBilling.title')} lead={t('pages.adminBilling.lead')}>
      <Tabs.Root value={tab} onValueChange={(e) => show(e.value)} lazyMount unmountOnExit variant="line" colorPalette="brand">
        <Tabs.List mb={6}>
          {TABS.map((id) => (
            <Tabs.Trigger key={id} value={id}>
              {t(`billing.tabs.${id}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="ledger">
          <LedgerTab />
        </Tabs.Content>
        <Tabs.Content value="statements">
          <StatementsTab />
        </Tabs.Content>
        <Tabs.Content value="reconciliation">
          <ReconciliationTab />
        </Tabs.Content>
      </Tabs.Root>
    </Page>
  );
}
