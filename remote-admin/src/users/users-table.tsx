import { useTranslation } from 'react-i18next';
import { Badge, Link, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@rides/platform/router';
import type { UserRow } from '@rides/contracts/admin-users';
import { formatParisDate } from '@rides/i18n/format';
import { RoleTags } from './role-tags';

/** The path of an account's page (/admin/users/{id}). */
export const userPath = (id: string) => `/admin/users/${encodeURIComponent(id)}`;

/** The accounts as a table with column headers; each opens its page by its name (a link: keyboard and new tab work). */
export function UsersTable({ rows }: { rows: UserRow[] }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Caption srOnly>{t('users.table.caption')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('users.table.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('users.table.email')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('users.table.phone')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('users.table.roles')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('users.table.created')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((u) => (
            <Table.Row key={u.id} data-testid="user-row">
              <Table.Cell>
                <Link asChild colorPalette="brand" fontWeight="semibold">
                  <RouterLink to={userPath(u.id)}>{u.fullName || u.email || u.id}</RouterLink>
                </Link>
                {u.disabled && (
                  <Badge ms={2} colorPalette="red" variant="solid">
                    {t('users.disabled')}
                  </Badge>
                )}
              </Table.Cell>
              <Table.Cell>{u.email ?? '—'}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{u.phone ?? '—'}</Table.Cell>
              <Table.Cell>
                <RoleTags roles={u.roles} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <Text>{formatParisDate(u.createdAt, i18n.language, 'short')}</Text>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
