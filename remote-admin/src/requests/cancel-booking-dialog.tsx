import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import type { BookingView } from '@rides/contracts/bookings';
import { formatMoney } from '@rides/i18n/format';
import { useContractForm } from '@rides/platform/contract-form';
import { z } from 'zod';
import { EuroField } from '@rides/ui/euro-field';
import { centsOfEuros, eurosOfCents } from '@rides/ui/euros';
import { ReasonField } from '@rides/ui/reason-field';
import { notify } from '@rides/ui/toaster';
import { bookingRefusalText } from './booking-refusal';
import { useAdminCancelBooking } from './use-admin-cancel-booking';
import { DialogFooter } from '../dialog-footer';

/** What the server accepts (self-service.ts: adminCancelBooking's reason is 3 to 500 characters). */
const MIN_REASON = 3;
const MAX_REASON = 500;

/** The most that can still be refunded: what was paid by card and not refunded yet. */
export const refundableCents = (b: BookingView): number => Math.max(0, b.paidCents - b.refundedCents);

/** The refund of the cancellation policy if cancelled now (cancellation.ts), never more than what is refundable. */
const policyRefundCents = (b: BookingView): number | null => (b.selfService.cancellation ? Math.min(b.selfService.cancellation.refundCents, refundableCents(b)) : null);

/** The refund typed, in cents (nothing to refund: 0), and what is wrong with it. */
const refundOf = (text: string, max: number): number | null => (max === 0 ? 0 : centsOfEuros(text));
const refundProblem = (cents: number | null, max: number) => (cents === null ? 'refundInvalid' : cents > max ? 'refundTooLarge' : null);

/** The reason (trimmed, required) and the refund in cents, at most what is refundable. */
const cancelForm = (max: number) =>
  z.object({
    reason: z.string().trim().min(MIN_REASON, 'dialog.reasonTooShort'),
    refund: z.string().transform((text, ctx) => {
      const cents = refundOf(text, max);
      const problem = refundProblem(cents, max);
      if (cents === null || problem) {
        ctx.addIssue({ code: 'custom', message: `cancelBooking.${problem}` });
        return z.NEVER;
      }
      return cents;
    }),
  });

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
  const form = useContractForm(cancelForm(max), { reason: '', refund: eurosOfCents(policy ?? 0) }, { clearErrorOnChange: true, words: () => t('dialog.reasonTooShort', { count: MIN_REASON }) });
  const [refusal, setRefusal] = useState<string | null>(null);

  // Said as it is typed, before any submit: the summary below follows the amount too.
  const refund = form.bind('refund');
  const refundCents = refundOf(refund.value, max);
  const problem = refundProblem(refundCents, max);
  const refundError = problem === 'refundInvalid' ? t('cancelBooking.refundInvalid') : problem === 'refundTooLarge' ? t('cancelBooking.refundTooLarge', { max: eur(max) }) : null;
  const choose = (text: string) => {
    refund.onChange(text);
    setRefusal(null);
  };

  async function send(values: { reason: string; refund: number }) {
    setRefusal(null);
    const outcome = await cancel({ reference: booking.reference, reason: values.reason, refundCents: values.refund });
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
    <form ref={form.ref} onSubmit={form.submit(send)} noValidate>
      <Dialog.Header>
        <Dialog.Title>{t('cancelBooking.title', { reference: booking.reference })}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap={5}>
          <Dialog.Description>{t('cancelBooking.body')}</Dialog.Description>
          <ReasonField ref={reasonRef} label={t('dialog.reason')} hint={t('cancelBooking.reasonHint')} maxLength={MAX_REASON} error={form.errorOf('reason')} required {...form.bind('reason')} />

          {max === 0 ? (
            <Text>{t('cancelBooking.nothingToRefund')}</Text>
          ) : (
            <EuroField
              label={t('cancelBooking.refund')}
              hint={
                <>
                  {t('cancelBooking.refundHint', { max: eur(max), paid: eur(booking.paidCents), refunded: eur(booking.refundedCents) })}
                  {booking.selfService.cancellation && ` ${t('cancelBooking.policyHint', { amount: eur(booking.selfService.cancellation.refundCents), percent: booking.selfService.cancellation.percent })}`}
                </>
              }
              error={refundError ?? undefined}
              {...refund}
              onChange={choose}
            >
              <HStack gap={2} mt={2} wrap="wrap" role="group" aria-label={t('cancelBooking.quickChoices')}>
                {policy !== null && (
                  <Button type="button" size="xs" variant="outline" onClick={() => choose(eurosOfCents(policy))}>
                    {t('cancelBooking.policyRefund')}
                  </Button>
                )}
                <Button type="button" size="xs" variant="outline" onClick={() => choose(eurosOfCents(max))}>
                  {t('cancelBooking.fullRefund')}
                </Button>
                <Button type="button" size="xs" variant="outline" onClick={() => choose(eurosOfCents(0))}>
                  {t('cancelBooking.noRefund')}
                </Button>
              </HStack>
            </EuroField>
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
