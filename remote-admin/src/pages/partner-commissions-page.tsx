import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { Partner, PartnerCommissionRow } from '@rides/contracts/partners';
import { addMonths, parisLocal } from '@rides/domain/paris-time';
import { BOOKING_TIMES } from '@rides/domain/policy-facts';
import { formatMoney, formatMonth } from '@rides/i18n/format';
import { downloadText } from '@rides/ui/download';
import { useContractForm } from '@rides/platform/contract-form';
import { z } from 'zod';
import { readRefusal } from '@rides/platform/refusal';
import { notify } from '@rides/ui/toaster';
import { Page } from '@rides/ui/page';
import { PageSection } from '@rides/ui/page-section';
import { Waiting } from '@rides/ui/waiting';
import { commissionRefusalText } from '../commissions/commission-refusal';
import { CommissionsTable, rowKey } from '../commissions/commissions-table';
import { PartnerDialog } from '../commissions/partner-dialog';
import { PartnersTable } from '../commissions/partners-table';
import { PayDialog } from '../commissions/pay-dialog';
import { useCommissions, useExportCommissions, useSetPayout, useUpdatePartner, type MonthRange } from '../commissions/use-commissions';

/** Pickups can be booked up to BOOKING_TIMES.maxAdvanceDays ahead: the months they fall in. */
const MONTHS_AHEAD = Math.ceil(BOOKING_TIMES.maxAdvanceDays / 30);

/** Two months (YYYY-MM), the first not after the second: said as they are typed, checked again on Show. */
const isRange = (r: MonthRange) => /^\d{4}-\d{2}$/.test(r.from) && /^\d{4}-\d{2}$/.test(r.to) && r.from <= r.to;
const rangeForm = z.object({ from: z.string(), to: z.string() }).refine(isRange, { message: 'commissions.rangeInvalid', path: ['to'] });

/**
 * /admin/partner-commissions (issue [F]): per partner per month, bookings, commissionable amount,
 * commission and payout state; a finished month with nothing pending is approved (its amounts
 * freeze), then marked paid with the transfer's reference. CSV of what is shown. Partners' slugs and
 * rates below. Rules: `@rides/domain/partner-commission`.
 */
export default function PartnerCommissionsPage() {
  const { t, i18n } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const lng = i18n.language;
  const currentMonth = parisLocal(new Date()).date.slice(0, 7);
  // The last six months and every month a booking can still be made for: a referred booking counts in
  // its pickup's month, up to a year ahead, and its partner already sees it there.
  const [range, setRange] = useState<MonthRange>({ from: addMonths(currentMonth, -5), to: addMonths(currentMonth, MONTHS_AHEAD) });
  const draft = useContractForm(rangeForm, range);
  const commissions = useCommissions(range);
  const setPayout = useSetPayout();
  const updatePartner = useUpdatePartner();
  const exporter = useExportCommissions();
  const [paying, setPaying] = useState<PartnerCommissionRow | null>(null);
  const [editing, setEditing] = useState<Partner | null>(null);

  const approve = (r: PartnerCommissionRow) =>
    setPayout.mutate(
      { partnerId: r.partner.id, month: r.month, status: 'approved' },
      {
        onSuccess: () => notify({ type: 'success', title: t('commissions.approved', { partner: r.partner.companyName, month: formatMonth(r.month, lng) }) }),
        onError: (e) => notify({ type: 'error', title: commissionRefusalText(e, t, tc) }),
      },
    );
  const pay = (paymentReference: string) =>
    paying &&
    setPayout.mutate(
      { partnerId: paying.partner.id, month: paying.month, status: 'paid', paymentReference },
      { onSuccess: () => (setPaying(null), notify({ type: 'success', title: t('commissions.paid', { partner: paying.partner.companyName, month: formatMonth(paying.month, lng) }) })) },
    );
  const save = (change: { slug?: string; commissionBp?: number }) =>
    editing &&
    updatePartner.mutate({ partnerId: editing.id, ...change }, { onSuccess: () => (setEditing(null), notify({ type: 'success', title: t('commissions.partners.saved') })) });
  const exportCsv = () =>
    exporter.mutate(range, {
      onSuccess: (r) => downloadText(r.csv, `partner-commissions-${range.from}-${range.to}.csv`),
      onError: (e) => notify({ type: 'error', title: commissionRefusalText(e, t, tc) }),
    });
  const from = draft.bind('from');
  const to = draft.bind('to');
  const rangeValid = isRange({ from: from.value, to: to.value });

  return (
    <Page title={t('pages.adminPartnerCommissions.title')} lead={t('pages.adminPartnerCommissions.lead')} wide>
      <Stack gap={8}>
        <HStack asChild gap={4} align="flex-end" wrap="wrap">
          <form ref={draft.ref} onSubmit={draft.submit(setRange)}>
            <Field.Root w="auto" invalid={!rangeValid}>
              <Field.Label>{t('commissions.from')}</Field.Label>
              <Input type="month" name={from.name} value={from.value} onChange={(e) => from.onChange(e.target.value)} />
            </Field.Root>
            <Field.Root w="auto" invalid={!rangeValid}>
              <Field.Label>{t('commissions.to')}</Field.Label>
              <Input type="month" name={to.name} value={to.value} onChange={(e) => to.onChange(e.target.value)} />
              {!rangeValid && <Field.ErrorText>{t('commissions.rangeInvalid')}</Field.ErrorText>}
            </Field.Root>
            <Button type="submit" colorPalette="brand" disabled={!rangeValid}>
              {t('commissions.show')}
            </Button>
            <Button variant="outline" onClick={exportCsv} loading={exporter.isPending}>
              {t('commissions.export')}
            </Button>
          </form>
        </HStack>

        {commissions.isPending && <Waiting text={t('commissions.loading')} />}
        {commissions.isError && (
          <Alert.Root status="error" role="alert" alignItems="center">
            <Alert.Indicator />
            <Alert.Description>{t('commissions.loadFailed')}</Alert.Description>
            <Button size="sm" colorPalette="brand" onClick={() => void commissions.refetch()}>
              {t('commissions.retry')}
            </Button>
          </Alert.Root>
        )}
        {commissions.data && (
          <>
            <PageSection title={t('commissions.monthsHeading')}>
              {commissions.data.rows.length === 0 ? (
                <Text color="fg.muted">{t('commissions.none')}</Text>
              ) : (
                <>
                  <CommissionsTable
                    rows={commissions.data.rows}
                    currentMonth={currentMonth}
                    busyKey={setPayout.isPending && setPayout.variables?.status === 'approved' ? rowKey(setPayout.variables.month, setPayout.variables.partnerId) : null}
                    onApprove={approve}
                    onPay={(r) => (setPayout.reset(), setPaying(r))}
                  />
                  <Text fontSize="sm" color="fg.muted">
                    {t('commissions.total', { amount: formatMoney(commissions.data.rows.reduce((s, r) => s + r.commissionCents, 0), lng) })}
                  </Text>
                </>
              )}
            </PageSection>
            <PageSection title={t('commissions.partners.heading')}>
              {commissions.data.partners.length === 0 ? (
                <Text color="fg.muted">{t('commissions.partners.none')}</Text>
              ) : (
                <PartnersTable partners={commissions.data.partners} onEdit={(p) => (updatePartner.reset(), setEditing(p))} />
              )}
            </PageSection>
          </>
        )}
      </Stack>
      <PayDialog
        subject={paying && t('commissions.pay.subject', { partner: paying.partner.companyName, month: formatMonth(paying.month, lng), amount: formatMoney(paying.commissionCents, lng) })}
        pending={setPayout.isPending}
        error={setPayout.isError ? commissionRefusalText(setPayout.error, t, tc) : null}
        onPay={pay}
        onClose={() => setPaying(null)}
      />
      <PartnerDialog
        partner={editing}
        pending={updatePartner.isPending}
        error={updatePartner.isError ? { text: commissionRefusalText(updatePartner.error, t, tc), onSlug: readRefusal(updatePartner.error).reason === 'slug-taken' } : null}
        onSave={save}
        onClose={() => setEditing(null)}
      />
    </Page>
  );
}
