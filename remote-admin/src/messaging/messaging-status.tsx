import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Badge, Box, Card, Code, DataList, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { SMS_PROVIDERS } from '@rides/contracts/messaging';
import type { MessageChannel } from '@rides/contracts/messaging';
import { Waiting } from '@rides/ui/waiting';
import { useMessagingStatus } from './use-messaging-status';

type SmsProvider = (typeof SMS_PROVIDERS)[number];

interface ChannelState {
  provider: string;
  local: boolean;
  configured: boolean;
  sender: string | null;
  missing: string[];
}

/** Local (nothing leaves the machine), configured, or not configured: the word carries it, colour helps. */
function StateBadge({ local, configured }: { local: boolean; configured: boolean }) {
  const { t } = useTranslation('admin');
  if (local) return <Badge colorPalette="orange">{t('messaging.status.local')}</Badge>;
  return <Badge colorPalette={configured ? 'green' : 'red'}>{t(configured ? 'messaging.status.configured' : 'messaging.status.notConfigured')}</Badge>;
}

const Names = ({ names }: { names: string[] }) => (
  <>
    {names.map((n, i) => (
      <span key={n}>
        {i > 0 && ', '}
        <Code size="sm">{n}</Code>
      </span>
    ))}
  </>
);

function ChannelCard({ channel, state }: { channel: MessageChannel; state: ChannelState }) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  return (
    <Card.Root as="section" size="sm" aria-labelledby={headingId} data-testid={`status-${channel}`}>
      <Card.Header>
        <Heading as="h3" size="md" id={headingId}>
          {t(`messaging.channel.${channel}`)}
        </Heading>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal" size="sm">
          <DataList.Item>
            <DataList.ItemLabel>{t('messaging.status.provider')}</DataList.ItemLabel>
            <DataList.ItemValue>{state.provider}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('messaging.status.state')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <StateBadge local={state.local} configured={state.configured} />
            </DataList.ItemValue>
          </DataList.Item>
          {state.missing.length > 0 && (
            <DataList.Item>
              <DataList.ItemLabel>{t('messaging.status.missing')}</DataList.ItemLabel>
              <DataList.ItemValue display="block">
                <Names names={state.missing} />
              </DataList.ItemValue>
            </DataList.Item>
          )}
          <DataList.Item>
            <DataList.ItemLabel>{t('messaging.status.sender')}</DataList.ItemLabel>
            <DataList.ItemValue>{state.sender ?? t('messaging.status.noSender')}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

interface Props {
  /** The channels to describe. */
  channels: readonly MessageChannel[];
  /** The SMS adapters to list with their configuration (the Twilio and ClickSend pages). */
  adapters?: readonly SmsProvider[];
  /** Show where Twilio's delivery reports arrive. */
  callback?: boolean;
}

/**
 * How messaging is set up (getMessagingStatus): per channel the provider, local ("nothing is
 * delivered") or configured, the missing setting names, the masked sender; the SMS adapters and the
 * status callback address on the pages that need them. The server never sends a secret.
 */
export function MessagingStatus({ channels, adapters = [], callback = false }: Props) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const status = useMessagingStatus();
  const shownAdapters = status.data?.smsAdapters.filter((a) => adapters.includes(a.provider)) ?? [];
  return (
    <Box as="section" aria-labelledby={headingId} mb={8}>
      <Heading as="h2" size="lg" mb={3} id={headingId}>
        {t('messaging.status.heading')}
      </Heading>
      {status.isPending && <Waiting text={t('messaging.status.loading')} />}
      {status.isError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{t('messaging.status.loadFailed')}</Alert.Description>
        </Alert.Root>
      )}
      {status.data && (
        <Stack gap={4}>
          {channels.length > 0 && (
            <SimpleGrid columns={{ base: 1, md: Math.min(channels.length, 3) }} gap={4}>
              {channels.map((c) => (
                <ChannelCard key={c} channel={c} state={status.data[c]} />
              ))}
            </SimpleGrid>
          )}
          {shownAdapters.length > 0 && (
            <Table.ScrollArea borderWidth="1px" borderRadius="md">
              <Table.Root size="sm">
                <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" mb={2}>
                  {t('messaging.status.adapters')}
                </Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('messaging.status.provider')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('messaging.status.state')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('messaging.status.missing')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {shownAdapters.map((a) => (
                    <Table.Row key={a.provider} data-testid={`adapter-${a.provider}`}>
                      <Table.Cell>{a.provider}</Table.Cell>
                      <Table.Cell>
                        <StateBadge local={a.provider === 'local'} configured={a.configured} />
                      </Table.Cell>
                      <Table.Cell>{a.missing.length > 0 ? <Names names={a.missing} /> : '—'}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
          {callback && (
            <Box>
              <Text fontWeight="semibold">{t('messaging.status.callback')}</Text>
              {status.data.statusCallbackUrl ? <Code wordBreak="break-all">{status.data.statusCallbackUrl}</Code> : <Text color="fg.muted">{t('messaging.status.noCallback')}</Text>}
            </Box>
          )}
        </Stack>
      )}
    </Box>
  );
}
