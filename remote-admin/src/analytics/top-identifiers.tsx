import { useTranslation } from 'react-i18next';
import { Table, Text } from '@chakra-ui/react';
import type { SessionAnalytics } from '@rides/contracts/session-analytics';
import { formatParisDateTime } from '@rides/i18n/format';

/** The identifiers (e-mails) with the most wrong passwords and refused sign-ins in the range. */
export function TopIdentifiers({ rows }: { rows: SessionAnalytics['topIdentifiers'] }) {
  const { t, i18n } = useTranslation('admin');
  if (rows.length === 0) return <Text color="fg.muted">{t('analytics.top.none')}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Caption srOnly>{t('analytics.top.caption')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('analytics.top.identifier')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('analytics.top.failures')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('analytics.top.refused')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('analytics.top.last')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.identifier} data-testid="top-identifier">
              <Table.Cell as="th" scope="row" fontWeight="normal" wordBreak="break-all">
                {r.identifier}
              </Table.Cell>
              <Table.Cell textAlign="end">{r.failures}</Table.Cell>
              <Table.Cell textAlign="end">{r.refused}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatParisDateTime(r.lastAt, i18n.language)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
