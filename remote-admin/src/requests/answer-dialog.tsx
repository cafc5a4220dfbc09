import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useContractForm } from '@rides/platform/contract-form';
import { z } from 'zod';
import { ReasonField } from '@rides/ui/reason-field';
import { notify } from '@rides/ui/toaster';
import { bookingRefusalText } from './booking-refusal';
import { PriceChange } from './price-change';
import { useAnswerChangeRequest } from './use-answer-change-request';
import type { ChangeRequest } from './use-change-requests';
import { DialogFooter } from '../dialog-footer';

export type Decision = 'approve' | 'decline';

/** A decline tells the booker why: at least this much (the server takes up to MAX_NOTE). */
const MIN_NOTE = 3;
const MAX_NOTE = 1000;

/** The note, trimmed: required to decline, optional to approve. */
const noteForm = (decision: Decision) => z.object({ note: decision === 'decline' ? z.string().trim().min(MIN_NOTE, 'changeRequests.noteRequired') : z.string().trim() });

interface Asking {
  request: ChangeRequest;
  decision: Decision;
}

interface Props {
  asking: Asking | null;
  onClose: () => void;
  /** The request was answered or withdrawn meanwhile (`request-closed`): the list says so and refreshes. */
  onClosedMeanwhile: (request: ChangeRequest) => void;
}

interface FormProps extends Asking {
  onClose: () => void;
  onClosedMeanwhile: Props['onClosedMeanwhile'];
  answer: ReturnType<typeof useAnswerChangeRequest>['answer'];
  isPending: boolean;
  noteRef: RefObject<HTMLTextAreaElement | null>;
}

function AnswerForm({ request, decision, onClose, onClosedMeanwhile, answer, isPending, noteRef }: FormProps) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const form = useContractForm(noteForm(decision), { note: '' }, { clearErrorOnChange: true, words: () => t('changeRequests.noteRequired', { count: MIN_NOTE }) });
  const [refusal, setRefusal] = useState<string | null>(null);
  const reference = request.reference;

  async function send({ note }: { note: string }) {
    setRefusal(null);
    const outcome = await answer({ changeId: request.changeId, decision, ...(note ? { note } : {}) });
    if (outcome.ok) {
      notify({ type: 'success', title: t(`changeRequests.done.${decision}`, { reference }) });
      onClose();
    } else if (outcome.refusal.reason === 'request-closed') {
      onClosedMeanwhile(request);
      onClose();
    } else setRefusal(bookingRefusalText(outcome.refusal, t, tc));
  }

  return (
    <form ref={form.ref} onSubmit={form.submit(send)} noValidate>
      <Dialog.Header>
        <Dialog.Title>{t(`changeRequests.title.${decision}`, { reference })}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap={4}>
          <Dialog.Description>{t(`changeRequests.body.${decision}`)}</Dialog.Description>
          <Text>{t('changeRequests.asked', { summary: request.summary })}</Text>
          <PriceChange current={request.currentTotalCents} next={request.newTotalCents} />
          <ReasonField
            ref={noteRef}
            label={t('changeRequests.note')}
            hint={t('changeRequests.noteHint')}
            maxLength={MAX_NOTE}
            error={form.errorOf('note')}
            required={decision === 'decline'}
            {...form.bind('note')}
          />
          {refusal && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Description>{refusal}</Alert.Description>
            </Alert.Root>
          )}
        </Stack>
      </Dialog.Body>
      <DialogFooter confirmLabel={t(`changeRequests.confirm.${decision}`)} pending={isPending} destructive={decision === 'decline'} onBack={onClose} />
    </form>
  );
}

/**
 * Approve or decline one change request, with a note for the booker (required to decline). An alert
 * dialog: focus starts on the note, stays inside, Escape goes back (not while the answer is sent).
 */
export function AnswerDialog({ asking, onClose, onClosedMeanwhile }: Props) {
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const { answer, isPending } = useAnswerChangeRequest();
  return (
    <Dialog.Root role="alertdialog" open={asking !== null} onOpenChange={(e) => !e.open && !isPending && onClose()} initialFocusEl={() => noteRef.current} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {asking && <AnswerForm {...asking} onClose={onClose} onClosedMeanwhile={onClosedMeanwhile} answer={answer} isPending={isPending} noteRef={noteRef} />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
