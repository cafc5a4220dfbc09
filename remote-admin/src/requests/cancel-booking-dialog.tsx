import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Dialog, Field, HStack, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import type { BookingView } from '@rides/contracts/bookings';
import { formatMoney } from '@rides/i18n/format';
import { notify } from '@rides/ui/toaster';
import { bookingRefusalText } from './booking-refusal';
import { centsOfEuros, eurosOfCents } from './euros';
import { useAdminCancelBooking } from './use-admin-cancel-booking';
import { DialogFooter } from '../dialog-footer';

/** What the server accepts (self-service.ts: adminCancelBooking's reason is 3 to 500 characters). */
const MIN_REASON = 3;
const MAX_REASON = 500;

/** The most that can still be refunded: what was paid by card and not refunded yet. */
export const refundableCents = (b: BookingView): number => Math.max(0, b.paidCents - b.refundedCents);

/** The refund of the cancellation policy if cancelled now (cancellation.ts), never more than what is refundable. */
const policyRefundCents = (b: BookingView): number | null => (b.selfService.cancellation ? Math.min(b.selfService.cancellation.refundCents, refundableCents(b)) : null);

interface Props {
  booking: BookingView;
  onClose: () => void;
}

interface FormProps extends Props {
  reasonRef: RefObject<HTMLTextAreaElement | null>;
  cancel: ReturnType<typeof useAdminCancelBooking>['cancel'];
  isPending: boolean;
}

function CancelForm({ booking, onClose, reasonRef, cancel, isPending }: FormProps) {
  const { t, i18n } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const eur = (cents: number) => formatMoney(cents, i18n.language);
  const max = refundableCents(booking);
  const policy = policyRefundCents(booking);
  const [reason, setReason] = useState('');
  const [refundText, setRefundText] = useState(eurosOfCents(policy ?? 0));
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // A second click before React re-renders with isPending would send a second cancel: refuse it here.
  const sending = useRef(false);
  const refundRef = useRef<HTMLInputElement>(null);

  const refundCents = max === 0 ? 0 : centsOfEuros(refundText);
  const refundError = refundCents === null ? t('cancelBooking.refundInvalid') : refundCents > max ? t('cancelBooking.refundTooLarge', { max: eur(max) }) : null;
  const choose = (cents: number) => {
    setRefundText(eurosOfCents(cents));
    setRefusal(null);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (sending.current) return;
    if (reason.trim().length < MIN_REASON) {
      setReasonError(t('dialog.reasonTooShort', { count: MIN_REASON }));
      reasonRef.current?.focus();
      return;
    }
    if (refundError !== null || refundCents === null) {
      refundRef.current?.focus();
      return;
    }
    sending.current = true;
    setRefusal(null);
    const outcome = await cancel({ reference: booking.reference, reason: reason.trim(), refundCents });
    sending.current = false;
    if (outcome.ok) {
      notify({ type: 'success', title: t('cancelBooking.done', { reference: booking.reference }) });
      onClose();
    } else setRefusal(bookingRefusalText(outcome.refusal, t, tc));
  }

  const summary =
    refundCents === null || refundError
      ? t('cancelBooking.summaryInvalid')
      : refundCents === 0
        ? t('cancelBooking.summaryNoRefund', { reference: booking.reference })
        : t('cancelBooking.summaryRefund', { reference: booking.reference, amount: eur(refundCents), paid: eur(booking.paidCents) });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Dialog.Header>
        <Dialog.Title>{t('cancelBooking.title', { reference: booking.reference })}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap={5}>
          <Dialog.Description>{t('cancelBooking.body')}</Dialog.Description>
          <Field.Root invalid={!!reasonError} required>
            <Field.Label>
              {t('dialog.reason')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Textarea
              ref={reasonRef}
              name="reason"
              value={reason}
              maxLength={MAX_REASON}
              rows={3}
              onChange={(e) => {
                setReason(e.target.value);
                setReasonError(null);
              }}
            />
            <Field.HelperText>{t('cancelBooking.reasonHint')}</Field.HelperText>
            {reasonError && <Field.ErrorText>{reasonError}</Field.ErrorText>}
          </Field.Root>

          {max === 0 ? (
            <Text>{t('cancelBooking.nothingToRefund')}</Text>
          ) : (
            <Field.Root invalid={!!refundError}>
              <Field.Label>{t('cancelBooking.refund')}</Field.Label>
              <Input
                ref={refundRef}
                name="refund"
                inputMode="decimal"
                autoComplete="off"
                value={refundText}
                onChange={(e) => {
                  setRefundText(e.target.value);
                  setRefusal(null);
                }}
              />
              <Field.HelperText>
                {t('cancelBooking.refundHint', { max: eur(max), paid: eur(booking.paidCents), refunded: eur(booking.refundedCents) })}
                {booking.selfService.cancellation && ` ${t('cancelBooking.policyHint', { amount: eur(booking.selfService.cancellation.refundCents), percent: booking.selfService.cancellation.percent })}`}
              </Field.HelperText>
              {refundError && <Field.ErrorText>{refundError}</Field.ErrorText>}
              <HStack gap={2} mt={2} wrap="wrap" role="group" aria-label={t('cancelBooking.quickChoices')}>
                {policy !== null && (
                  <Button type="button" size="xs" variant="outline" onClick={() => choose(policy)}>
                    {t('cancelBooking.policyRefund')}
                  </Button>
                )}
                <Button type="button" size="xs" variant="outline" onClick={() => choose(max)}>
                  {t('cancelBooking.fullRefund')}
                </Button>
                <Button type="button" size="xs" variant="outline" onClick={() => choose(0)}>
                  {t('cancelBooking.noRefund')}
                </Button>
              </HStack>
            </Field.Root>
          )}

          <Box borderWidth="1px" borderRadius="md" p={3} bg="bg.subtle" aria-live="polite" data-testid="cancel-summary">
            <Text fontWeight="semibold">{t('cancelBooking.summary')}</Text>
            <Text>{summary}</Text>
          </Box>

          {refusal && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Description>{refusal}</Alert.Description>
            </Alert.Root>
          )}
        </Stack>
      </Dialog.Body>
      <DialogFooter confirmLabel={t('cancelBooking.confirm')} pending={isPending} destructive onBack={onClose} />
    </form>
  );
}

/**
 * "Cancel booking": an admin cancels any open booking with a reason (kept for the admins) and the
 * refund they choose, from nothing up to what was paid and not yet refunded, prefilled with what the
 * cancellation policy gives now. The summary says what will happen before it is confirmed. An alert
 * dialog: focus starts on the reason, stays inside, Escape goes back (not while the call runs).
 */
export function CancelBookingDialog({ open, booking, onClose }: Props & { open: boolean }) {
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const { cancel, isPending } = useAdminCancelBooking();
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => !e.open && !isPending && onClose()} initialFocusEl={() => reasonRef.current} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <CancelForm booking={booking} onClose={onClose} reasonRef={reasonRef} cancel={cancel} isPending={isPending} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
