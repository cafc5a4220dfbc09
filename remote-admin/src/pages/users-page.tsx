import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Text } from '@chakra-ui/react';
import { useSearchParams } from '@rides/platform/router';
import type { UserFilters } from '@rides/contracts/admin-users';
import { Page } from '@rides/ui/page';
import { Waiting } from '@rides/ui/waiting';
import { hasUserFilters, paramsWithUserFilters, userFiltersFromParams } from '../users/filters';
import { UsersSearch } from '../users/users-search';
import { UsersTable } from '../users/users-table';
import { useUsers } from '../users/use-users';

/**
 * /admin/users: every account, newest first, searched and filtered on the server; the filters live in
 * the address, so a reload or a shared link shows the same. Pages of 50 with "Load more" (keyset); a
 * row opens the account's page.
 */
export default function UsersPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => userFiltersFromParams(params), [params]);
  const { query, rows } = useUsers(filters);
  const apply = (f: UserFilters) => setParams(paramsWithUserFilters(params, f));

  return (
    <Page wide title={t('pages.adminUsers.title')} lead={t('pages.adminUsers.lead')}>
      <UsersSearch key={JSON.stringify(filters)} filters={filters} onApply={apply} />
      <Text role="status" color="fg.muted" mb={3}>
        {query.isSuccess && t(query.hasNextPage ? 'users.shownMore' : 'users.shown', { count: rows.length })}
      </Text>
      {query.isPending && <Waiting text={t('users.loading')} />}
      {query.isError && !query.isFetchNextPageError && (
        <Alert.Root status="error" role="alert" alignItems="center">
          <Alert.Indicator />
          <Alert.Description flex="1">{t('users.loadFailed')}</Alert.Description>
          <Button size="sm" colorPalette="brand" onClick={() => void query.refetch()}>
            {t('board.retry')}
          </Button>
        </Alert.Root>
      )}
      {query.isSuccess && rows.length === 0 && <Text>{t(hasUserFilters(filters) ? 'users.noneMatch' : 'users.none')}</Text>}
      {rows.length > 0 && <UsersTable rows={rows} />}
      {query.isFetchNextPageError && (
        <Alert.Root status="error" role="alert" mt={4}>
          <Alert.Indicator />
          <Alert.Description>{t('users.moreFailed')}</Alert.Description>
        </Alert.Root>
      )}
      {query.hasNextPage && (
        <Button mt={4} variant="outline" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
          {t('users.loadMore')}
        </Button>
      )}
    </Page>
  );
}
