import { useTranslation } from 'react-i18next';
import { Dialog, Portal, Text } from '@chakra-ui/react';
import { useContractForm } from '@rides/platform/contract-form';
import { z } from 'zod';
import { TextField } from '@rides/ui/text-field';
import { DialogFooter } from '../dialog-footer';

interface Props {
  /** What is paid, e.g. "Hôtel Le Marais, October 2026: €120.40"; null: closed. */
  subject: string | null;
  pending: boolean;
  error: string | null;
  onPay: (paymentReference: string) => void;
  onClose: () => void;
}

/** The transfer's reference, trimmed: at least 3 characters (the server takes 3 to 80). */
const payForm = z.object({ paymentReference: z.string().trim().min(3, 'commissions.pay.referenceTooShort') });

/** The form, mounted afresh each time the dialog opens: one month's reference never carries over to the next. */
function PayForm({ subject, pending, error, onPay, onClose }: Props) {
  const { t } = useTranslation('admin');
  const form = useContractForm(payForm, { paymentReference: '' }, { clearErrorOnChange: true, words: () => t('commissions.pay.referenceTooShort') });
  return (
    <form ref={form.ref} onSubmit={form.submit(({ paymentReference }) => onPay(paymentReference))} noValidate>
      <Dialog.Header>
        <Dialog.Title>{t('commissions.pay.title')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Text mb={4}>{subject}</Text>
        <TextField
          label={t('commissions.pay.reference')}
          hint={t('commissions.pay.referenceHint')}
          {...form.bind('paymentReference')}
          error={form.errorOf('paymentReference') ?? error ?? undefined}
          required
        />
      </Dialog.Body>
      <DialogFooter confirmLabel={t('commissions.pay.confirm')} pending={pending} onBack={onClose} />
    </form>
  );
}

/** Marks a month paid with the bank transfer's reference (3 to 80 characters, as the server checks). */
export function PayDialog(props: Props) {
  return (
    <Dialog.Root open={props.subject !== null} onOpenChange={(e) => !e.open && !props.pending && props.onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <PayForm {...props} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
