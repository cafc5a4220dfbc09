import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Badge, Button, HStack, Tabs, Text, VisuallyHidden } from '@chakra-ui/react';
import { useSearchParams } from '@rides/platform/router';
import { CSV_EXPORT_MAX_ROWS, type RequestFilters } from '@rides/contracts/ride-requests';
import { localeOf } from '@rides/i18n/format';
import { refusalMessage } from '@rides/platform/refusal';
import { Page } from '@rides/ui/page';
import { Waiting } from '@rides/ui/waiting';
import { ChangeRequests } from '../requests/change-requests';
import { CHANGES_VIEW, RIDE_PARAM, VIEW_PARAM, filtersFromParams, hasFilters, paramsWithFilters } from '../requests/filters';
import { RequestDetailDrawer } from '../requests/request-detail';
import { RequestFiltersForm } from '../requests/request-filters';
import { RequestsTable } from '../requests/requests-table';
import { useAllRequests } from '../requests/use-all-requests';
import { useChangeRequests } from '../requests/use-change-requests';
import { useExportRequests, type ExportResult } from '../requests/use-export-requests';

type ExportState = { status: 'done'; result: ExportResult } | { status: 'failed'; message: string } | null;

/**
 * /admin/all-requests: every booking request, latest pickup first, filtered on the server; the filters
 * and the open request live in the address, so a reload or a shared link shows the same. Pages of 50
 * with "Load more"; the matching rows as a CSV file; a row opens the request in a side panel. A
 * second tab (`?view=changes`) lists the open change requests to approve or decline, its count on the
 * tab; it is read on arrival so the count shows whichever tab is open.
 */
export default function AllRequestsPage() {
  const { t, i18n } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const rideId = params.get(RIDE_PARAM);
  const { query: requests, rows } = useAllRequests(filters);
  const exporter = useExportRequests();
  const changeRequests = useChangeRequests();
  const openChanges = changeRequests.data?.requests.length ?? 0;
  const view = params.get(VIEW_PARAM) === CHANGES_VIEW ? CHANGES_VIEW : 'all';
  const showView = (v: string) => {
    const next = new URLSearchParams(params);
    if (v === CHANGES_VIEW) next.set(VIEW_PARAM, CHANGES_VIEW);
    else next.delete(VIEW_PARAM);
    setParams(next);
  };
  /** From a change request to its booking in the list (searched by reference), where it opens in full. */
  const showReference = (reference: string) => {
    const next = paramsWithFilters(new URLSearchParams(), { q: reference });
    setParams(next);
  };
  const [exported, setExported] = useState<ExportState>(null);

  const apply = (f: RequestFilters) => {
    setExported(null);
    setParams(paramsWithFilters(params, f));
  };
  const detailSearch = (id: string) => {
    const next = new URLSearchParams(params);
    next.set(RIDE_PARAM, id);
    return `?${next.toString()}`;
  };
  const open = (id: string) => setParams(new URLSearchParams(detailSearch(id)));
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete(RIDE_PARAM);
    setParams(next);
  };

  async function exportCsv() {
    setExported(null);
    try {
      setExported({ status: 'done', result: await exporter.exportCsv(filters) });
    } catch (e) {
      setExported({ status: 'failed', message: refusalMessage(e, tc) });
    }
  }

  const driverName = filters.driverId ? (rows.find((r) => r.driverName)?.driverName ?? null) : null;
  return (
    <Page wide title={t('pages.adminAllRequests.title')} lead={t('pages.adminAllRequests.lead')}>
      <Tabs.Root value={view} onValueChange={(e) => showView(e.value)} lazyMount unmountOnExit variant="line" colorPalette="brand">
        <Tabs.List mb={6}>
          <Tabs.Trigger value="all">{t('changeRequests.tabs.all')}</Tabs.Trigger>
          <Tabs.Trigger value={CHANGES_VIEW}>
            {t('changeRequests.tabs.changes')}
            {openChanges > 0 && (
              <>
                {' '}
                <Badge colorPalette="orange" variant="solid" aria-hidden>
                  {openChanges}
                </Badge>
                <VisuallyHidden>{t('changeRequests.tabs.count', { count: openChanges })}</VisuallyHidden>
              </>
            )}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value={CHANGES_VIEW}>
          <ChangeRequests onShow={showReference} />
        </Tabs.Content>
        <Tabs.Content value="all">
          <RequestFiltersForm key={JSON.stringify(filters)} filters={filters} driverName={driverName} onApply={apply} />

          <HStack justify="space-between" wrap="wrap" gap={3} mb={3}>
            <Text role="status" color="fg.muted">
              {requests.isSuccess && t(requests.hasNextPage ? 'requests.shownMore' : 'requests.shown', { count: rows.length })}
            </Text>
            <Button variant="outline" colorPalette="brand" onClick={() => void exportCsv()} loading={exporter.isPending}>
              {t('requests.export.button')}
            </Button>
          </HStack>
          {exported?.status === 'done' && (
            <Alert.Root status={exported.result.truncated ? 'warning' : 'success'} role="status" mb={4}>
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('requests.export.done', { count: exported.result.rows, file: exported.result.fileName })}</Alert.Title>
                {exported.result.truncated && <Alert.Description>{t('requests.export.truncated', { max: new Intl.NumberFormat(localeOf(i18n.language)).format(CSV_EXPORT_MAX_ROWS) })}</Alert.Description>}
              </Alert.Content>
            </Alert.Root>
          )}
          {exported?.status === 'failed' && (
            <Alert.Root status="error" role="alert" mb={4}>
              <Alert.Indicator />
              <Alert.Description>{t('requests.export.failed', { message: exported.message })}</Alert.Description>
            </Alert.Root>
          )}

          {requests.isPending && <Waiting text={t('requests.loading')} />}
          {requests.isError && !requests.isFetchNextPageError && (
            <Alert.Root status="error" role="alert" alignItems="center">
              <Alert.Indicator />
              <Alert.Description flex="1">{t('requests.loadFailed')}</Alert.Description>
              <Button size="sm" colorPalette="brand" onClick={() => void requests.refetch()}>
                {t('board.retry')}
              </Button>
            </Alert.Root>
          )}
          {requests.isSuccess && rows.length === 0 && <Text>{t(hasFilters(filters) ? 'requests.noneMatch' : 'requests.none')}</Text>}
          {rows.length > 0 && <RequestsTable rows={rows} detailSearch={detailSearch} onOpen={open} />}
          {requests.isFetchNextPageError && (
            <Alert.Root status="error" role="alert" mt={4}>
              <Alert.Indicator />
              <Alert.Description>{t('requests.moreFailed')}</Alert.Description>
            </Alert.Root>
          )}
          {requests.hasNextPage && (
            <Button mt={4} variant="outline" onClick={() => void requests.fetchNextPage()} loading={requests.isFetchingNextPage}>
              {t('requests.loadMore')}
            </Button>
          )}
        </Tabs.Content>
      </Tabs.Root>

      <RequestDetailDrawer rideId={rideId} onClose={close} onFilterDriver={(driverId) => apply({ ...filters, driverId })} />
    </Page>
  );
}
