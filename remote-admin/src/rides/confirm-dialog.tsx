import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Portal, Text } from '@chakra-ui/react';
import { useContractForm } from '@rides/platform/contract-form';
import { z } from 'zod';
import { ReasonField } from '@rides/ui/reason-field';
import { DialogFooter } from '../dialog-footer';

interface Props {
  open: boolean;
  title: string;
  body?: string;
  confirmLabel: string;
  /** Ask for a reason (kept in the ride's history, shown to the driver); required when true. */
  needsReason: boolean;
  pending?: boolean;
  /** Red confirm button: the step takes something away (unassign, cancel). */
  destructive?: boolean;
  onConfirm: (reason: string | undefined) => void;
  onClose: () => void;
}

/** At least what the server accepts (rides.ts: a reason is 3 to 500 characters). */
const MIN_REASON = 3;
const MAX_REASON = 500;

/** The reason, trimmed; checked only when the step needs one. */
const reasonForm = (needed: boolean) => z.object({ reason: needed ? z.string().trim().min(MIN_REASON, 'dialog.reasonTooShort') : z.string() });

function DialogForm({ title, body, confirmLabel, needsReason, pending, destructive, onConfirm, onClose, reasonRef }: Omit<Props, 'open'> & { reasonRef: RefObject<HTMLTextAreaElement | null> }) {
  const { t } = useTranslation('admin');
  const form = useContractForm(reasonForm(needsReason), { reason: '' }, { clearErrorOnChange: true, words: () => t('dialog.reasonTooShort', { count: MIN_REASON }) });
  return (
    <form ref={form.ref} onSubmit={form.submit(({ reason }) => onConfirm(needsReason ? reason : undefined))} noValidate>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {body && <Text mb={needsReason ? 4 : 0}>{body}</Text>}
        {needsReason && <ReasonField ref={reasonRef} label={t('dialog.reason')} hint={t('dialog.reasonHint')} maxLength={MAX_REASON} error={form.errorOf('reason')} required {...form.bind('reason')} />}
      </Dialog.Body>
      <DialogFooter confirmLabel={confirmLabel} pending={pending} destructive={destructive} onBack={onClose} />
    </form>
  );
}

/**
 * Asks before a ride step that others will notice (unassign, reassign, cancel, a no-show decision),
 * with the reason the step needs. A modal dialog: focus moves in (to the reason when one is asked),
 * stays there, Escape closes, and focus returns to the button that opened it. Fresh each time it opens.
 */
export function ConfirmDialog({ open, onClose, ...rest }: Props) {
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && !rest.pending && onClose()}
      initialFocusEl={rest.needsReason ? () => reasonRef.current : undefined}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <DialogForm {...rest} onClose={onClose} reasonRef={reasonRef} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
