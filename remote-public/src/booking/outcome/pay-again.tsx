import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@rides/platform/router';
import { callPublic } from '@rides/platform/public-api';
import { retryPayment, type BookingView } from '@rides/contracts/bookings';
import { readDraft, writeDraft } from '../draft';
import type { Access } from './use-booking';

/** The booking can no longer be paid: released after the unpaid time, or refused as such by the server. */
const isExpired = (b: BookingView) => b.status === 'expired' || (b.expiresAt !== null && Date.parse(b.expiresAt) <= Date.now());

/**
 * Book again after an expired card booking: the trip typed in this tab is still in the draft (until a
 * booking is paid or confirmed), so the checkout opens with it, as a new attempt with a new key.
 */
function useBookAgain(reference: string) {
  const navigate = useNavigate();
  return () => {
    const draft = readDraft();
    if (draft && draft.from && draft.to) {
      writeDraft({ ...draft, idempotencyKey: null, pendingReference: draft.pendingReference === reference ? null : draft.pendingReference, serverQuote: null });
      navigate('/?step=checkout');
    } else navigate('/');
  };
}

/** /payment-canceled: pay the unpaid card booking again (a new hosted checkout), or book again once expired. */
export function PayAgain({ booking, access }: { booking: BookingView; access: Access }) {
  const { t } = useTranslation('public');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'expired' | 'network' | null>(null);
  const bookAgain = useBookAgain(booking.reference);

  if (isExpired(booking) || problem === 'expired') {
    return (
      <Stack gap={3} align="start">
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Description>{t('booking.outcome.expired')}</Alert.Description>
        </Alert.Root>
        <Button colorPalette="brand" onClick={bookAgain}>
          {t('booking.outcome.bookAgain')}
        </Button>
      </Stack>
    );
  }
  if (booking.status !== 'pending_payment') return null;

  const pay = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { checkoutUrl } = await callPublic(retryPayment, access);
      window.location.assign(checkoutUrl);
    } catch (e) {
      const code = (e as { code?: string }).code;
      setProblem(code === 'failed-precondition' || code === 'not-found' ? 'expired' : 'network');
      setBusy(false);
    }
  };

  return (
    <Stack gap={3} align="start">
      <Text>{t('booking.outcome.payLater')}</Text>
      {problem === 'network' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{t('booking.errors.network')}</Alert.Description>
        </Alert.Root>
      )}
      <Button colorPalette="brand" size="lg" loading={busy} loadingText={t('booking.checkout.sending')} onClick={() => void pay()}>
        {t('booking.outcome.payNow')}
      </Button>
    </Stack>
  );
}
