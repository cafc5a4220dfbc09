import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, CloseButton, DataList, Drawer, HStack, Link, Portal, Stack, Text } from '@chakra-ui/react';
import type { RequestDetail } from '@rides/contracts/ride-requests';
import { formatMoney, formatParisDateTime } from '@rides/i18n/format';
import { isNotFound } from '@rides/platform/refusal';
import { BookingTimeline } from '@rides/ui/booking/booking-timeline';
import { PriceLines } from '@rides/ui/booking/price-lines';
import { RideStatusBadge } from '@rides/ui/booking/ride-status-badge';
import { StatusBadge, shownPaymentStatus } from '@rides/ui/booking/status-badge';
import { TripDetails, tripFactsOf } from '@rides/ui/booking/trip-details';
import { Waiting } from '@rides/ui/waiting';
import { MessagesTable } from '../messaging/messages-table';
import { BookingPayments } from './booking-payments';
import { ChangeHistory } from './change-history';
import { Section } from './detail-section';
import { RequestActions } from './request-actions';
import { RideHistory } from './ride-history';
import { useRequestDetail } from './use-request-detail';

function DetailBody({ d, onFilterDriver }: { d: RequestDetail; onFilterDriver: (driverId: string) => void }) {
  const { t, i18n } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const lng = i18n.language;
  // The booking's timeline places the pickup "ahead" or done: read the clock once per render of the detail.
  const [now] = useState(() => new Date());
  const { row, driver, booking } = d;
  const facts: Array<[string, string]> = [
    [t('requests.detail.paymentMethod'), t(`paymentMethod.${row.payment}`)],
    [t('requests.detail.paymentStatus'), tc(`booking.payment.${shownPaymentStatus(row)}`)],
    ...(row.payment === 'driver'
      ? [[t('requests.detail.cash'), d.cashCollectedCents === null ? t('requests.detail.cashNone') : formatMoney(d.cashCollectedCents, lng)] as [string, string]]
      : []),
    ...(row.partnerSlug ? [[t('requests.detail.partner'), row.partnerSlug] as [string, string]] : []),
    [t('requests.detail.created'), formatParisDateTime(row.createdAt, lng)],
    ...(booking.cancelledAt ? [[t('requests.detail.cancelledAt'), formatParisDateTime(booking.cancelledAt, lng)] as [string, string]] : []),
  ];
  return (
    <Stack gap={6}>
      <HStack gap={2} wrap="wrap">
        <StatusBadge status={row.status} />
        {row.status === 'confirmed' && <RideStatusBadge status={row.rideStatus} />}
      </HStack>
      <Section title={t('requests.detail.actions')}>
        <RequestActions detail={d} />
      </Section>
      <Section title={t('requests.detail.trip')}>
        <TripDetails trip={tripFactsOf(booking)} />
      </Section>
      <Section title={t('requests.detail.price')}>
        <PriceLines quote={booking.quote} />
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
      <BookingTimeline booking={booking} now={now} />
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
      <Section title={t('requests.detail.payments')}>
        <BookingPayments d={d} />
      </Section>
      <Section title={t('changes.heading')}>
        <ChangeHistory changes={d.changes} />
      </Section>
      <Section title={t('requests.detail.history')}>
        <RideHistory events={d.events} />
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
            <Alert.Description>{t(isNotFound(detail.error) ? 'requests.detail.notFound' : 'requests.detail.loadFailed')}</Alert.Description>
          </Alert.Root>
        )}
        {detail.data && <DetailBody d={detail.data} onFilterDriver={onFilterDriver} />}
      </Drawer.Body>
    </>
  );
}

/**
 * A request in full, beside the list (`?ride=<id>` opens it, so it survives a reload and can be
 * shared): the booking as its booker sees it (the shared trip, price lines and timeline), its facts,
 * driver, cash collected, payments and refunds, every change with the admins' reasons, the ride's
 * history, messages, and the admin steps it allows (cancel with a refund among them). A modal drawer: Escape closes it and focus returns to the list.
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
