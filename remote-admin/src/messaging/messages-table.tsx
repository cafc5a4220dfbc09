import { useTranslation } from 'react-i18next';
import { Badge, Table } from '@chakra-ui/react';
import type { SentMessage } from '@rides/contracts/messaging';
import { formatParisDateTime } from '@rides/i18n/format';

const PALETTE = { pending: 'orange', sent: 'green', failed: 'red' } as const;

/** Messages as recorded in the outbox: when, channel, recipient, purpose, status, delivery report, provider, error. */
export function MessagesTable({ messages, caption }: { messages: SentMessage[]; caption: string }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('messaging.sent.at')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('messaging.sent.channel')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('messaging.sent.to')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('messaging.sent.purpose')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('messaging.sent.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('messaging.sent.delivery')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('messaging.sent.provider')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {messages.map((m) => (
            <Table.Row key={m.id} data-testid="sent-message">
              <Table.Cell whiteSpace="nowrap">{formatParisDateTime(m.sentAt ?? m.createdAt, i18n.language)}</Table.Cell>
              <Table.Cell>{t(`messaging.channel.${m.channel}`)}</Table.Cell>
              <Table.Cell>{m.to}</Table.Cell>
              <Table.Cell>{m.purpose}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={PALETTE[m.status]}>{t(`messaging.sent.state.${m.status}`)}</Badge>
                {m.lastError && (
                  <Badge ms={1} colorPalette="red" variant="outline" whiteSpace="normal" title={m.lastError}>
                    {m.lastError}
                  </Badge>
                )}
              </Table.Cell>
              <Table.Cell>{m.deliveryStatus ?? '—'}</Table.Cell>
              <Table.Cell>{m.provider ?? '—'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
