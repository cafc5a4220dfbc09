import { useTranslation } from 'react-i18next';
import { Table, Text } from '@chakra-ui/react';
import type { UserSecurityEvent } from '@rides/contracts/admin-users';
import { formatParisDateTime } from '@rides/i18n/format';

/** The account's latest security events, newest first. */
export function UserEvents({ events }: { events: UserSecurityEvent[] }) {
  const { t, i18n } = useTranslation('admin');
  if (events.length === 0) return <Text>{t('users.events.none')}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Caption srOnly>{t('users.events.caption', { count: events.length })}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('users.events.when')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('users.events.type')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('users.events.identifier')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('users.events.page')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {events.map((e) => (
            <Table.Row key={e.id} data-testid="user-event">
              <Table.Cell whiteSpace="nowrap">{formatParisDateTime(e.createdAt, i18n.language)}</Table.Cell>
              <Table.Cell>{t(`analytics.types.${e.eventType}`)}</Table.Cell>
              <Table.Cell wordBreak="break-all">{e.identifier}</Table.Cell>
              <Table.Cell wordBreak="break-all">{e.pageUrl || '—'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
