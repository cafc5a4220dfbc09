import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import type { BookingView } from '@rides/contracts/bookings';
import { updateBookingDetails } from '@rides/contracts/self-service';
import { useContractForm } from '@rides/platform/contract-form';
import { TextField } from '@rides/ui/text-field';
import { ContactFields } from '../contact-fields';
import type { ContactDraft } from '../draft';
import type { Access } from '../outcome/use-booking';
import { detailsDraftOf, detailsForm, detailsInput, detailsMessage, NOTES_MAX, SIGN_TEXT_MAX } from './details-check';
import { ProblemAlert } from './problem-alert';
import { useManageCall } from './use-manage-call';

interface Props {
  booking: BookingView;
  access: Access;
  onSaved: (booking: BookingView) => void;
  onClose: () => void;
}

const CONTACT = ['name', 'phone', 'email'] as const;

/**
 * Update details (issue [E] 2): the traveller's name, phone and e-mail, the flight number, notes for
 * the driver and the sign's text; nothing here changes the price. Checked with the server's schema
 * before sending; on any refusal everything typed stays as it was, the problems next to their fields.
 */
export function DetailsForm({ booking, access, onSaved, onClose }: Props) {
  const { t } = useTranslation('public');
  const problemRef = useRef<HTMLDivElement>(null);
  const form = useContractForm(detailsForm, detailsDraftOf(booking), { clearErrorOnChange: true, words: (_message, field) => detailsMessage(field, t) });
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const update = useManageCall(updateBookingDetails, access);
  const notes = form.bind('notes');
  const signText = form.bind('signText');
  const name = form.bind('name');

  async function save() {
    setFailure(null);
    try {
      // Sent as typed (trimmed where the schema trims): the server reads it with the same schema.
      const { booking: saved } = await update.run({ ...access, details: detailsInput(form.getValues()) });
      onSaved(saved);
    } catch (error) {
      // Beside their fields, the first of which takes the focus; else in words, which takes it.
      if (form.refuse(error)) return;
      setFailure({ error });
      requestAnimationFrame(() => problemRef.current?.focus());
    }
  }

  // The contact's fields change one at a time: only the one that changed is written (and its message goes).
  const changeContact = (c: ContactDraft) => CONTACT.forEach((f) => c[f] !== form.getValues(f) && form.bind(f).onChange(c[f]));
  return (
    <form ref={form.ref} onSubmit={form.submit(save, () => setFailure(null))} noValidate aria-labelledby="details-heading">
      <Stack gap={4}>
        <ContactFields
          who="traveller"
          value={{ name: name.value, phone: form.watch('phone'), email: form.watch('email') }}
          onChange={changeContact}
          errors={{ name: form.errorOf('name'), phone: form.errorOf('phone'), email: form.errorOf('email') }}
        />
        <TextField
          {...form.bind('flightNumber')}
          label={t('booking.flight.label')}
          hint={t('booking.flight.hint')}
          error={form.errorOf('flightNumber')}
          autoComplete="off"
          autoCapitalize="characters"
        />
        <Field.Root invalid={!!form.errorOf('notes')}>
          <Field.Label>{t('booking.manage.details.notes')}</Field.Label>
          <Textarea name="notes" rows={3} value={notes.value} onChange={(e) => notes.onChange(e.target.value)} />
          <Field.HelperText>{t('booking.manage.details.notesHint', { used: notes.value.length, max: NOTES_MAX })}</Field.HelperText>
          {form.errorOf('notes') && <Field.ErrorText>{form.errorOf('notes')}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={!!form.errorOf('signText')}>
          <Field.Label>{t('booking.manage.details.signText')}</Field.Label>
          <Input name="signText" value={signText.value} placeholder={name.value} autoComplete="off" onChange={(e) => signText.onChange(e.target.value)} />
          <Field.HelperText>{t('booking.manage.details.signTextHint', { max: SIGN_TEXT_MAX })}</Field.HelperText>
          {form.errorOf('signText') && <Field.ErrorText>{form.errorOf('signText')}</Field.ErrorText>}
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
