import { useTranslation } from 'react-i18next';
import { Alert, Badge, Button, Card, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { decideApplication, listApplications, type ApplicationView } from '@rides/contracts/applications';
import { useOperationMutation, useOperationQuery } from '@rides/platform/query';
import { formatParisDateTime } from '@rides/i18n/format';
import { Page } from '@rides/ui/page';
import { notify } from '@rides/ui/toaster';
import { Waiting } from '@rides/ui/waiting';

function Details({ a }: { a: ApplicationView }) {
  const { t, i18n } = useTranslation('admin');
  const rows: Array<[string, string]> =
    a.kind === 'driver'
      ? [
          [t('applications.phone'), a.phone],
          [t('applications.languages'), a.languages.map((l) => new Intl.DisplayNames([i18n.language], { type: 'language' }).of(l) ?? l).join(', ')],
          [t('applications.vehicle'), `${t(`applications.${a.vehicleType}`)} · ${a.vehicleMake} ${a.vehicleModel}`],
          [t('applications.plate'), a.plate],
          [t('applications.licence'), a.licenceNumber],
        ]
      : [
          [t('applications.company'), a.companyName],
          [t('applications.phone'), a.contactPhone],
          [t('applications.website'), a.website ?? '—'],
          [t('applications.expected'), String(a.expectedMonthlyBookings)],
        ];
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/**
 * /admin/pending-signups (driver and partner applications) and /admin/driver-approvals (drivers only):
 * approve gives the applicant the role, reject closes the application. The server checks the admin role.
 */
export function ApplicationsPage({ kind, page }: { kind?: 'driver'; page: 'adminPendingSignups' | 'adminDriverApprovals' }) {
  const { t, i18n } = useTranslation('admin');
  const list = useOperationQuery(listApplications, { kind, status: 'pending' });
  const decide = useOperationMutation(decideApplication, { invalidates: [listApplications] });
  const busy = decide.isPending ? `${decide.variables.kind}-${decide.variables.id}` : null;

  async function onDecide(a: ApplicationView, decision: 'approve' | 'reject') {
    try {
      await decide.mutateAsync({ kind: a.kind, id: a.id, decision });
      notify({ type: 'success', title: t(decision === 'approve' ? 'applications.approved' : 'applications.rejected', { name: a.applicant.fullName ?? a.applicant.email ?? '' }) });
    } catch {
      notify({ type: 'error', title: t('applications.decisionFailed') });
      void list.refetch();
    }
  }

  const items = list.data?.applications ?? [];
  const date = (iso: string) => formatParisDateTime(iso, i18n.language);
  return (
    <Page title={t(`pages.${page}.title`)} lead={t(`pages.${page}.lead`)}>
      {list.isPending && <Waiting text={t('applications.loading')} />}
      {list.isError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{t('applications.loadFailed')}</Alert.Description>
        </Alert.Root>
      )}
      {list.isSuccess && items.length === 0 && <Text>{t('applications.none')}</Text>}
      {items.length > 0 && (
        <Stack as="ul" role="list" listStyleType="none" gap={4}>
          {items.map((a) => (
            <Card.Root as="li" key={`${a.kind}-${a.id}`}>
              <Card.Header>
                <HStack justify="space-between" wrap="wrap">
                  <Card.Title as="h2">{a.applicant.fullName ?? a.applicant.email}</Card.Title>
                  <Badge colorPalette={a.kind === 'driver' ? 'blue' : 'purple'}>{t(`applications.kind.${a.kind}`)}</Badge>
                </HStack>
                <Text color="fg.muted" fontSize="sm">
                  {a.applicant.email} · {t('applications.submitted', { date: date(a.submittedAt) })}
                </Text>
              </Card.Header>
              <Card.Body>
                <Details a={a} />
              </Card.Body>
              <Card.Footer gap={3}>
                <Button colorPalette="green" loading={busy === `${a.kind}-${a.id}`} onClick={() => onDecide(a, 'approve')} aria-label={t('applications.approveFor', { name: a.applicant.fullName ?? a.applicant.email ?? '' })}>
                  {t('applications.approve')}
                </Button>
                <Button variant="outline" colorPalette="red" disabled={busy === `${a.kind}-${a.id}`} onClick={() => onDecide(a, 'reject')} aria-label={t('applications.rejectFor', { name: a.applicant.fullName ?? a.applicant.email ?? '' })}>
                  {t('applications.reject')}
                </Button>
              </Card.Footer>
            </Card.Root>
          ))}
        </Stack>
      )}
    </Page>
  );
}

export const PendingSignupsPage = () => <ApplicationsPage page="adminPendingSignups" />;
export const DriverApprovalsPage = () => <ApplicationsPage kind="driver" page="adminDriverApprovals" />;
