import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import type { BookingView } from '@rides/contracts/bookings';
import { updateBookingDetails } from '@rides/contracts/self-service';
import { readRefusal } from '@rides/platform/refusal';
import { TextField } from '@rides/ui/text-field';
import { ContactFields } from '../contact-fields';
import { focusFirstError } from '../problems';
import type { Access } from '../outcome/use-booking';
import { checkDetails, detailsDraftOf, detailsInput, detailsProblems, NOTES_MAX, SIGN_TEXT_MAX, type DetailsDraft, type DetailsErrors, type DetailsField } from './details-check';
import { ProblemAlert } from './problem-alert';
import { useManageCall } from './use-manage-call';

interface Props {
  booking: BookingView;
  access: Access;
  onSaved: (booking: BookingView) => void;
  onClose: () => void;
}

/**
 * Update details (issue [E] 2): the traveller's name, phone and e-mail, the flight number, notes for
 * the driver and the sign's text; nothing here changes the price. Checked with the server's schema
 * before sending; on any refusal everything typed stays as it was, the problems next to their fields.
 */
export function DetailsForm({ booking, access, onSaved, onClose }: Props) {
  const { t } = useTranslation('public');
  const form = useRef<HTMLFormElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState<DetailsDraft>(() => detailsDraftOf(booking));
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const update = useManageCall(updateBookingDetails, access);

  const message = (field: DetailsField): string | undefined => {
    const p = errors[field];
    if (!p) return undefined;
    return 'shared' in p ? t(`booking.errors.${p.shared}`) : t(`booking.manage.details.errors.${p.own}`, { max: p.own === 'notes' ? NOTES_MAX : SIGN_TEXT_MAX });
  };
  const change = (patch: Partial<DetailsDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => {
      const out = { ...e };
      for (const k of Object.keys(patch) as DetailsField[]) delete out[k];
      return out;
    });
  };
  const focusProblem = () => requestAnimationFrame(() => focusFirstError(form.current));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (update.pending) return;
    const found = checkDetails(draft);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return focusProblem();
    try {
      const { booking: saved } = await update.run({ ...access, details: detailsInput(draft) });
      onSaved(saved);
    } catch (error) {
      const fields = detailsProblems(readRefusal(error).issues);
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
        return focusProblem();
      }
      setFailure({ error });
      requestAnimationFrame(() => problemRef.current?.focus());
    }
  }

  return (
    <form ref={form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="details-heading">
      <Stack gap={4}>
        <ContactFields
          who="traveller"
          value={{ name: draft.name, phone: draft.phone, email: draft.email }}
          onChange={(c) => change({ ...(c.name !== draft.name && { name: c.name }), ...(c.phone !== draft.phone && { phone: c.phone }), ...(c.email !== draft.email && { email: c.email }) })}
          errors={{ name: message('name'), phone: message('phone'), email: message('email') }}
        />
        <TextField
          name="flightNumber"
          label={t('booking.flight.label')}
          hint={t('booking.flight.hint')}
          value={draft.flightNumber}
          onChange={(flightNumber) => change({ flightNumber })}
          error={message('flightNumber')}
          autoComplete="off"
          autoCapitalize="characters"
        />
        <Field.Root invalid={!!errors.notes}>
          <Field.Label>{t('booking.manage.details.notes')}</Field.Label>
          <Textarea name="notes" rows={3} value={draft.notes} onChange={(e) => change({ notes: e.target.value })} />
          <Field.HelperText>{t('booking.manage.details.notesHint', { used: draft.notes.length, max: NOTES_MAX })}</Field.HelperText>
          {errors.notes && <Field.ErrorText>{message('notes')}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={!!errors.signText}>
          <Field.Label>{t('booking.manage.details.signText')}</Field.Label>
          <Input name="signText" value={draft.signText} placeholder={draft.name} autoComplete="off" onChange={(e) => change({ signText: e.target.value })} />
          <Field.HelperText>{t('booking.manage.details.signTextHint', { max: SIGN_TEXT_MAX })}</Field.HelperText>
          {errors.signText && <Field.ErrorText>{message('signText')}</Field.ErrorText>}
        </Field.Root>
        {failure && <ProblemAlert ref={problemRef} error={failure.error} />}
        <HStack gap={3} wrap="wrap">
          <Button type="submit" colorPalette="brand" loading={update.pending} loadingText={t('booking.manage.saving')}>
            {t('booking.manage.details.save')}
          </Button>
          <Button variant="outline" onClick={onClose} disabled={update.pending}>
            {t('booking.manage.close')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
