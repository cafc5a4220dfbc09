import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@chakra-ui/react';
import { Page } from '@rides/ui/page';
import { PlanTab } from '../plan/plan-tab';
import { RideBoard } from '../rides/ride-board';
import type { BoardScope } from '@rides/contracts/rides';

/**
 * /admin/assign-rides: the assignment board. "Waiting for a driver" (confirmed rides without one,
 * Overdue first), "Assigned" (upcoming rides with one: reassign, unassign) and "Suggest a plan" (a
 * plan for a day's unassigned rides, reviewed and applied in one step). Each tab loads when first opened.
 */
export default function AssignRidesPage() {
  const { t } = useTranslation('admin');
  const [tab, setTab] = useState<BoardScope | 'plan'>('unassigned');
  return (
    <Page wide title={t('pages.adminAssignRides.title')} lead={t('pages.adminAssignRides.lead')}>
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as BoardScope | 'plan')} lazyMount unmountOnExit variant="line" colorPalette="brand">
        <Tabs.List mb={6}>
          <Tabs.Trigger value="unassigned">{t('board.tabs.unassigned')}</Tabs.Trigger>
          <Tabs.Trigger value="assigned">{t('board.tabs.assigned')}</Tabs.Trigger>
          <Tabs.Trigger value="plan">{t('board.tabs.plan')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="unassigned">
          <RideBoard scope="unassigned" />
        </Tabs.Content>
        <Tabs.Content value="assigned">
          <RideBoard scope="assigned" />
        </Tabs.Content>
        <Tabs.Content value="plan">
          <PlanTab />
        </Tabs.Content>
      </Tabs.Root>
    </Page>
  );
}
