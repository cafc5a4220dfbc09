import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog, Field, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import type { BookingView } from '@rides/contracts/bookings';
import { cancelBooking, type SelfServiceRefusal } from '@rides/contracts/self-service';
import { formatMoney } from '@rides/i18n/format';
import { readRefusal } from '@rides/platform/refusal';
import type { Access } from '../outcome/use-booking';
import { ProblemAlert } from './problem-alert';
import { useRefundText } from './refund-text';
import { useManageCall } from './use-manage-call';

const REASON_MAX = 500;

interface Props {
  booking: BookingView;
  access: Access;
  open: boolean;
  onClose: () => void;
  /** Cancelled, with the refund that was confirmed (0 when nothing was charged). */
  onCancelled: (refundCents: number) => void;
  /** Where the focus goes when the dialog closes: the button that opened it, or the page's message after a cancellation. */
  finalFocus: () => HTMLElement | null;
}

function CancelForm({ booking: current, access, onClose, onCancelled, keepRef }: Omit<Props, 'open' | 'finalFocus'> & { keepRef: RefObject<HTMLButtonElement | null> }) {
  const { t, i18n } = useTranslation('public');
  // The figures as they were when the dialog opened: the cancelled booking arrives while it closes.
  const [booking] = useState(current);
  const shownAtOpen = booking.selfService.cancellation?.refundCents ?? 0;
  const [refundCents, setRefundCents] = useState(shownAtOpen);
  const [refundWas, setRefundWas] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const sending = useRef(false);
  const cancel = useManageCall(cancelBooking, access);
  const lines = useRefundText(booking, refundCents);
  const eur = (c: number) => formatMoney(c, i18n.language);

  async function confirm() {
    // A double click sends one call (the server is idempotent too: one cancellation, one refund).
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    try {
      const text = reason.trim();
      await cancel.run({ ...access, shownRefundCents: refundCents, ...(text && { reason: text }) });
      onCancelled(refundCents);
    } catch (error) {
      const { reason: why, details } = readRefusal<SelfServiceRefusal>(error);
      if (why === 'refund-changed' && typeof details.refundCents === 'number') {
        setRefundWas(refundCents);
        setRefundCents(details.refundCents);
      } else setFailure({ error });
    } finally {
      sending.current = false;
    }
  }

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{t('booking.manage.cancel.title', { reference: booking.reference })}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap={3}>
          {refundWas !== null && (
            <Alert.Root status="warning" role="alert">
              <Alert.Indicator />
              <Alert.Description>{t('booking.manage.cancel.refundChanged', { now: eur(refundCents), was: eur(refundWas) })}</Alert.Description>
            </Alert.Root>
          )}
          <Dialog.Description asChild>
            <Stack gap={2} data-testid="cancel-refund">
              {lines.map((line) => (
                <Text key={line} fontWeight={line === lines[0] ? 'semibold' : undefined}>
                  {line}
                </Text>
              ))}
            </Stack>
          </Dialog.Description>
          <Text fontSize="sm" color="fg.muted">
            {t('booking.manage.cancel.final')}
          </Text>
          <Field.Root>
            <Field.Label>{t('booking.manage.cancel.reason')}</Field.Label>
            <Textarea name="reason" rows={2} maxLength={REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />
          </Field.Root>
          {failure && <ProblemAlert error={failure.error} />}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button ref={keepRef} variant="outline" onClick={onClose} disabled={cancel.pending}>
          {t('booking.manage.cancel.keep')}
        </Button>
        <Button colorPalette="red" loading={cancel.pending} loadingText={t('booking.manage.sending')} onClick={() => void confirm()}>
          {refundWas !== null ? t('booking.manage.cancel.confirmAgain') : t('booking.manage.cancel.confirm')}
        </Button>
      </Dialog.Footer>
    </>
  );
}

/**
 * Cancel (issue [E] 4): an alert dialog that states the exact refund, from the server's figures,
 * before anything is done. Focus starts on "Keep my booking" (the safe choice), stays inside, Escape
 * closes it, and it goes back where it came from. Fresh each time it opens.
 */
export function CancelDialog({ open, onClose, finalFocus, ...rest }: Props) {
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      initialFocusEl={() => keepRef.current}
      finalFocusEl={finalFocus}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <CancelForm {...rest} onClose={onClose} keepRef={keepRef} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
