import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Field, Flex, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import type { BookingView } from '@rides/contracts/bookings';
import type { ChangePreview } from '@rides/contracts/self-service';
import { REFUND_ARRIVAL_BUSINESS_DAYS } from '@rides/domain/self-service';
import { formatMoney, formatParisDate, formatParisTime } from '@rides/i18n/format';
import { TripDetails } from '@rides/ui/booking/trip-details';
import type { BookingDraft } from '../draft';
import { ProblemAlert } from './problem-alert';
import type { useModify } from './use-modify';

const MESSAGE_MAX = 1000;

/** The difference in words: who pays what, by the booking's payment method (issue [E] 3). */
function useDifferenceText(preview: ChangePreview, payment: BookingView['payment']): string {
  const { t, i18n } = useTranslation('public');
  const amount = formatMoney(Math.abs(preview.differenceCents), i18n.language);
  const total = formatMoney(preview.newTotalCents, i18n.language);
  if (preview.differenceCents === 0) return t('booking.manage.modify.noChange');
  if (payment === 'card') return preview.differenceCents > 0 ? t('booking.manage.modify.payMore', { amount }) : t('booking.manage.modify.refund', { amount });
  return preview.differenceCents > 0 ? t('booking.manage.modify.driverMore', { amount, total }) : t('booking.manage.modify.driverLess', { amount, total });
}

/**
 * The change before it is made: the new trip, the current and the new price and the difference, who
 * pays or gets what, a warning when the driver cannot take the new ride, and past the self-service
 * cutoff, that it goes to our team as a request. Only Confirm sends it.
 */
export function ChangeReview({ booking, draft, modify }: { booking: BookingView; draft: BookingDraft; modify: ReturnType<typeof useModify> }) {
  const { t, i18n } = useTranslation('public');
  const heading = useRef<HTMLHeadingElement>(null);
  const [message, setMessage] = useState('');
  const review = modify.review!;
  const { preview } = review;
  const lng = i18n.language;
  const eur = (cents: number) => formatMoney(cents, lng);
  const differenceText = useDifferenceText(preview, booking.payment);
  const request = preview.route === 'request';
  const until = booking.selfService.selfServiceUntil;
  const sign = preview.differenceCents > 0 ? '+' : preview.differenceCents < 0 ? '−' : '';

  useEffect(() => heading.current?.focus(), []);

  const confirmLabel = request
    ? t('booking.manage.modify.sendRequest')
    : booking.payment === 'card' && preview.differenceCents > 0
      ? t('booking.manage.modify.confirmAndPay', { amount: eur(preview.differenceCents) })
      : t('booking.manage.modify.confirm');

  return (
    <Stack gap={5}>
      <Heading as="h4" size="md" ref={heading} tabIndex={-1} outline="none">
        {t('booking.manage.modify.reviewHeading')}
      </Heading>
      {review.priceWas !== null && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Description>{t('booking.manage.modify.priceChanged', { now: eur(preview.newTotalCents), was: eur(review.priceWas) })}</Alert.Description>
        </Alert.Root>
      )}
      {request && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>{t('booking.manage.modify.requestNote', { date: formatParisDate(until, lng), time: formatParisTime(until, lng) })}</Alert.Description>
        </Alert.Root>
      )}
      <TripDetails
        trip={{
          from: draft.from!,
          to: draft.to!,
          pickup: { date: draft.pickupDate, time: draft.pickupTime },
          party: draft,
          flightNumber: draft.flightNumber.trim() || null,
          traveller: null,
        }}
      />
      <Box as="dl" bg="brand.subtle" borderRadius="lg" p={5} data-testid="change-figures">
        <Flex justify="space-between" gap={4} py={1}>
          <Text as="dt">{t('booking.manage.modify.currentPrice')}</Text>
          <Text as="dd">{eur(preview.currentTotalCents)}</Text>
        </Flex>
        <Flex justify="space-between" gap={4} py={1}>
          <Text as="dt">{t('booking.manage.modify.newPrice')}</Text>
          <Text as="dd">{eur(preview.newTotalCents)}</Text>
        </Flex>
        <Flex justify="space-between" gap={4} pt={2} mt={1} borderTopWidth="1px" fontWeight="semibold">
          <Text as="dt">{t('booking.manage.modify.difference')}</Text>
          <Text as="dd">{`${sign}${eur(Math.abs(preview.differenceCents))}`}</Text>
        </Flex>
      </Box>
      <Text fontWeight="semibold" fontSize="lg" data-testid="change-difference">
        {differenceText}
      </Text>
      {booking.payment === 'card' && preview.differenceCents < 0 && <Text>{t('booking.manage.refundArrives', { ...REFUND_ARRIVAL_BUSINESS_DAYS })}</Text>}
      {booking.payment === 'card' && preview.differenceCents > 0 && !request && <Text>{t('booking.manage.modify.payNote')}</Text>}
      {preview.driverReleased && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>{t('booking.manage.modify.driverReleased')}</Alert.Description>
        </Alert.Root>
      )}
      {request && (
        <Field.Root>
          <Field.Label>{t('booking.manage.modify.message')}</Field.Label>
          <Textarea name="message" rows={3} maxLength={MESSAGE_MAX} value={message} onChange={(e) => setMessage(e.target.value)} />
          <Field.HelperText>{t('booking.manage.modify.messageHint')}</Field.HelperText>
        </Field.Root>
      )}
      {modify.problem && 'error' in modify.problem && <ProblemAlert error={modify.problem.error} />}
      <HStack gap={3} wrap="wrap">
        <Button colorPalette="brand" loading={modify.confirming} loadingText={t('booking.manage.sending')} onClick={() => void modify.confirm(message)}>
          {confirmLabel}
        </Button>
        <Button variant="outline" onClick={modify.backToEdit} disabled={modify.confirming}>
          {t('booking.manage.modify.back')}
        </Button>
      </HStack>
    </Stack>
  );
}
