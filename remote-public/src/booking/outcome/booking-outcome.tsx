import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Link, Spinner, Stack } from '@chakra-ui/react';
import { Waiting } from '@rides/ui/waiting';
import { Link as RouterLink, useSearchParams } from '@rides/platform/router';
import { Page } from '@rides/ui/page';
import type { BookingView } from '@rides/contracts/bookings';
import { clearDraft, readDraft } from '../draft';
import { ManageBooking } from '../manage/manage-booking';
import { BookingFacts } from './booking-facts';
import { NextSteps } from './next-steps';
import { PayAgain } from './pay-again';
import { awaitsPayment, useBooking } from './use-booking';
import { ReviewInvite } from '../review/review-invite';
import { GuideOffer } from '../../home/guide-offer';

export type OutcomeMode = 'confirmation' | 'paymentSuccess' | 'paymentCanceled';

type Headline = [title: string, lead: string | undefined];

function useHeadline(mode: OutcomeMode, b: BookingView): Headline {
  const { t } = useTranslation('public');
  if (b.status === 'expired') return [t('booking.outcome.expiredTitle'), undefined];
  if (b.status === 'cancelled') return [t('booking.outcome.cancelledTitle'), undefined];
  if (mode === 'paymentSuccess') return [t('pages.paymentSuccess.title'), b.status === 'confirmed' ? t('pages.paymentSuccess.lead') : undefined];
  if (b.status === 'confirmed') return [t('pages.bookingConfirmation.title'), t('pages.bookingConfirmation.lead')];
  if (mode === 'paymentCanceled') return [t('pages.paymentCanceled.title'), t('pages.paymentCanceled.lead')];
  return [t('booking.outcome.awaitingTitle'), undefined];
}

function Ready({ mode, booking, confirming, access }: { mode: OutcomeMode; booking: BookingView; confirming: boolean; access: { reference: string; token: string } }) {
  const { t } = useTranslation('public');
  const [title, lead] = useHeadline(mode, booking);
  const pending = booking.status === 'pending_payment';
  return (
    <Page title={title} lead={lead}>
      <Stack gap={8}>
        <ReviewInvite reference={booking.reference} />
        {mode === 'paymentSuccess' && awaitsPayment(booking) && (
          <Alert.Root status="info" role="status">
            {/* The notice's icon while it confirms, not a wait of its own (ui/waiting): one live region whose text changes in place. */}
            {confirming ? <Spinner size="sm" color="brand.600" /> : <Alert.Indicator />}
            <Alert.Description>{t(confirming ? 'booking.outcome.confirmingPayment' : 'booking.outcome.paymentBeingConfirmed')}</Alert.Description>
          </Alert.Root>
        )}
        {mode !== 'paymentSuccess' && <PayAgain booking={booking} access={access} />}
        <ManageBooking booking={booking} access={access} />
        <BookingFacts booking={booking} />
        {(booking.status === 'confirmed' || (mode === 'paymentSuccess' && pending)) && <NextSteps booking={booking} />}
        {booking.status === 'confirmed' && <GuideOffer />}
      </Stack>
    </Page>
  );
}

/**
 * The booking and payment outcome pages (SPEC 2): /booking-confirmation, /payment-success and
 * /payment-canceled, all opened with ?ref=…&token=… (the manage link). A link that does not open a
 * booking says so and offers to book.
 */
export function BookingOutcome({ mode }: { mode: OutcomeMode }) {
  const { t } = useTranslation('public');
  const { t: tc } = useTranslation();
  const [params] = useSearchParams();
  const access = { reference: params.get('ref') ?? '', token: params.get('token') ?? '' };
  const [state, retry] = useBooking(access, mode === 'paymentSuccess');

  // The booking is made: the draft that made it is done with (this tab's draft only).
  const ready = state.status === 'ready';
  useEffect(() => {
    if (ready && mode !== 'paymentCanceled' && readDraft()?.pendingReference === access.reference) clearDraft();
  }, [ready, mode, access.reference]);

  if (state.status === 'loading') return <Waiting text={tc('remote.loading')} />;
  if (state.status === 'invalid') {
    return (
      <Page title={t('booking.outcome.invalidTitle')} lead={t('booking.outcome.invalidBody')}>
        <Button asChild colorPalette="brand">
          <RouterLink to="/">{t('home.cta')}</RouterLink>
        </Button>
      </Page>
    );
  }
  if (state.status === 'failed') {
    return (
      <Page title={t('booking.outcome.failedTitle')} lead={tc('errors.unavailable')}>
        <Stack direction="row" gap={4} align="center">
          <Button colorPalette="brand" onClick={retry}>
            {tc('remote.retry')}
          </Button>
          <Link asChild colorPalette="brand">
            <RouterLink to="/contact">{t('booking.outcome.contact')}</RouterLink>
          </Link>
        </Stack>
      </Page>
    );
  }
  return <Ready mode={mode} booking={state.booking} confirming={state.confirming} access={access} />;
}
