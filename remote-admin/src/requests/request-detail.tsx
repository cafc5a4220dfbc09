import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, CloseButton, DataList, Drawer, Heading, HStack, Link, Portal, Stack, Table, Text } from '@chakra-ui/react';
import type { RequestDetail, RideEvent } from '@rides/contracts/rides';
import { parisLocal } from '@rides/domain/paris-time';
import { formatMoney, formatParisDateTime } from '@rides/i18n/format';
import { errorCode } from '@rides/platform/query';
import { RideStatusBadge } from '@rides/ui/booking/ride-status-badge';
import { StatusBadge } from '@rides/ui/booking/status-badge';
import { TripDetails, type TripFacts } from '@rides/ui/booking/trip-details';
import { Waiting } from '@rides/ui/waiting';
import { MessagesTable } from '../messaging/messages-table';
import { RequestActions } from './request-actions';
import { useRequestDetail } from './use-request-detail';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h3" size="sm" mb={2} id={id}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}

const tripOf = (d: RequestDetail): TripFacts => ({
  from: d.from,
  to: d.to,
  pickup: parisLocal(new Date(d.row.pickupAt)),
  party: d.party,
  flightNumber: d.flightNumber,
  traveller: d.traveller,
  booker: { name: d.row.bookerName, email: d.row.bookerEmail, phone: d.row.bookerPhone },
});

/** One ride event: when, what, who, from → to, the driver concerned and the reason given. */
function EventItem({ e }: { e: RideEvent }) {
  const { t, i18n } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const actor = e.actorName ? t('requests.detail.actorNamed', { role: t(`actor.${e.actor}`), name: e.actorName }) : t(`actor.${e.actor}`);
  return (
    <Box as="li" borderStartWidth="2px" borderColor="brand.solid" ps={3} py={1} data-testid="ride-event">
      <Text fontWeight="semibold">
        {t(`rideAction.${e.action}`)}
        {e.driverName && ` · ${e.driverName}`}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {[formatParisDateTime(e.at, i18n.language), actor, t('requests.detail.fromTo', { from: tc(`booking.rideStatus.${e.from}`), to: tc(`booking.rideStatus.${e.to}`) })].join(' · ')}
      </Text>
      {e.reason && <Text fontSize="sm">{t('requests.detail.reason', { reason: e.reason })}</Text>}
    </Box>
  );
}

function DetailBody({ d, onFilterDriver }: { d: RequestDetail; onFilterDriver: (driverId: string) => void }) {
  const { t, i18n } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const lng = i18n.language;
  const { row, driver } = d;
  const facts: Array<[string, string]> = [
    [t('requests.detail.paymentMethod'), t(`paymentMethod.${row.payment}`)],
    [t('requests.detail.paymentStatus'), tc(`booking.payment.${row.paymentStatus}`)],
    [t('requests.detail.total'), formatMoney(row.totalCents, lng)],
    ...(row.payment === 'driver'
      ? [[t('requests.detail.cash'), d.cashCollectedCents === null ? t('requests.detail.cashNone') : formatMoney(d.cashCollectedCents, lng)] as [string, string]]
      : []),
    ...(row.partnerSlug ? [[t('requests.detail.partner'), row.partnerSlug] as [string, string]] : []),
    [t('requests.detail.created'), formatParisDateTime(row.createdAt, lng)],
    ...(d.notes ? [[t('requests.detail.notes'), d.notes] as [string, string]] : []),
  ];
  return (
    <Stack gap={6}>
      <HStack gap={2} wrap="wrap">
        <StatusBadge status={row.status} />
        <RideStatusBadge status={row.rideStatus} />
      </HStack>
      <Section title={t('requests.detail.actions')}>
        <RequestActions detail={d} />
      </Section>
      <Section title={t('requests.detail.trip')}>
        <TripDetails trip={tripOf(d)} />
      </Section>
      <Section title={t('requests.detail.booking')}>
        <DataList.Root orientation="horizontal" size="sm">
          {facts.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Section>
      <Section title={t('requests.detail.driver')}>
        {driver ? (
          <Stack gap={1} align="flex-start">
            <Text>{driver.name}</Text>
            {driver.phone && (
              <Link href={`tel:${driver.phone}`} colorPalette="brand">
                {driver.phone}
              </Link>
            )}
            <Button size="xs" variant="outline" onClick={() => onFilterDriver(driver.id)}>
              {t('requests.detail.driverRequests', { name: driver.name })}
            </Button>
          </Stack>
        ) : (
          <Text color="fg.muted">{t('requests.detail.noDriver')}</Text>
        )}
      </Section>
      <Section title={t('requests.detail.history')}>
        {d.events.length === 0 ? (
          <Text color="fg.muted">{t('requests.detail.noEvents')}</Text>
        ) : (
          <Stack as="ol" role="list" listStyleType="none" gap={2} m={0} p={0}>
            {d.events.map((e, i) => (
              <EventItem key={`${e.at}-${i}`} e={e} />
            ))}
          </Stack>
        )}
      </Section>
      <Section title={t('requests.detail.payments')}>
        {d.payments.length === 0 ? (
          <Text color="fg.muted">{t('requests.detail.noPayments')}</Text>
        ) : (
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root size="sm">
              <Table.Caption srOnly>{t('requests.detail.payments')}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('requests.detail.at')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('requests.detail.provider')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('requests.detail.status')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('requests.detail.amount')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {d.payments.map((p, i) => (
                  <Table.Row key={`${p.createdAt}-${i}`}>
                    <Table.Cell whiteSpace="nowrap">{formatParisDateTime(p.createdAt, lng)}</Table.Cell>
                    <Table.Cell>{p.provider}</Table.Cell>
                    <Table.Cell>{t(`requests.detail.paymentRecord.${p.status}`)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatMoney(p.amountCents, lng)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Section>
      <Section title={t('requests.detail.messages')}>
        {d.messages.length === 0 ? <Text color="fg.muted">{t('requests.detail.noMessages')}</Text> : <MessagesTable messages={d.messages} caption={t('requests.detail.messages')} />}
      </Section>
    </Stack>
  );
}

interface Props {
  rideId: string | null;
  onClose: () => void;
  /** Shows every request of this driver (sets the driver filter). */
  onFilterDriver: (driverId: string) => void;
}

function DetailContent({ rideId, onFilterDriver }: { rideId: string; onFilterDriver: Props['onFilterDriver'] }) {
  const { t } = useTranslation('admin');
  const detail = useRequestDetail(rideId);
  return (
    <>
      <Drawer.Header>
        <Drawer.Title>{detail.data ? t('requests.detail.title', { reference: detail.data.row.reference }) : t('requests.detail.titlePending')}</Drawer.Title>
      </Drawer.Header>
      <Drawer.Body>
        {detail.isPending && <Waiting text={t('requests.detail.loading')} />}
        {detail.isError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{t(['not-found', 'invalid-argument'].includes(errorCode(detail.error)) ? 'requests.detail.notFound' : 'requests.detail.loadFailed')}</Alert.Description>
          </Alert.Root>
        )}
        {detail.data && <DetailBody d={detail.data} onFilterDriver={onFilterDriver} />}
      </Drawer.Body>
    </>
  );
}

/**
 * A request in full, beside the list (`?ride=<id>` opens it, so it survives a reload and can be
 * shared): booking facts, driver, cash collected, the ride's history, payments, messages and the
 * admin steps it allows. A modal drawer: Escape closes it and focus returns to the list.
 */
export function RequestDetailDrawer({ rideId, onClose, onFilterDriver }: Props) {
  const { t } = useTranslation('admin');
  return (
    <Drawer.Root open={rideId !== null} onOpenChange={(e) => !e.open && onClose()} placement="end" size="lg" lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="request-detail">
            {rideId && <DetailContent rideId={rideId} onFilterDriver={onFilterDriver} />}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('requests.detail.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
