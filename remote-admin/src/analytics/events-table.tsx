import { useTranslation } from 'react-i18next';
import { Code, Table, Text } from '@chakra-ui/react';
import type { SecurityEventRow } from '@rides/contracts/session-analytics';
import { formatParisDateTime } from '@rides/i18n/format';

const detailsText = (d: Record<string, unknown>) =>
  Object.entries(d)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(', ');

/** The security events themselves, newest first: when, type, identifier, where from and what was recorded. */
export function EventsTable({ rows }: { rows: SecurityEventRow[] }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Caption srOnly>{t('analytics.events.caption')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('analytics.events.at')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('analytics.events.type')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('analytics.events.identifier')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('analytics.events.source')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('analytics.events.details')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.id} data-testid="event-row">
              <Table.Cell whiteSpace="nowrap">{formatParisDateTime(r.createdAt, i18n.language)}</Table.Cell>
              <Table.Cell>{t(`analytics.types.${r.type}`)}</Table.Cell>
              <Table.Cell wordBreak="break-all">{r.identifier}</Table.Cell>
              <Table.Cell>
                <Text>{r.sourceIp ?? '—'}</Text>
                <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                  {r.pageUrl}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Code fontSize="xs" whiteSpace="normal" wordBreak="break-word">
                  {detailsText(r.details) || '—'}
                </Code>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
