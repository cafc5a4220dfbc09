import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { CONTACT_MESSAGE_MAX, contactMessageInput, sendContactMessage, typedReferenceSchema, type ContactMessageInput } from '@rides/contracts/contact';
import { LANGUAGES, type Language } from '@rides/contracts/languages';
import { RESPONSE_MINUTES } from '@rides/domain/company';
import { formatDecimal } from '@rides/i18n/format';
import { useContractForm } from '@rides/platform/contract-form';
import { z } from 'zod';
import { callPublic } from '@rides/platform/public-api';
import { useBotProof } from '@rides/ui/bot-proof';
import { TextField } from '@rides/ui/text-field';
import { CONTACT_FIELDS, contactFieldMessage, contactProblem } from './contact-problems';

/** The server's rules for what is typed (contactMessageInput's; the reference is typed, empty or not), and the honeypot (SPEC 5), sent as the bot proof's. */
const contactForm = z.object({ ...contactMessageInput.pick({ name: true, email: true, message: true }).shape, bookingReference: typedReferenceSchema, honeypot: z.string() });
const EMPTY = { name: '', email: '', bookingReference: '', message: '', honeypot: '' };

/**
 * The contact form (issue [G] 4): name, e-mail, an optional booking reference and the message, checked
 * in the browser with the schema the server uses. A refusal shows next to the fields and above the
 * button and clears nothing; once sent, a polite live region says so and only the message and the
 * reference are emptied (a second message usually comes from the same person). Sent by plain fetch
 * (callPublic): nothing cached depends on it, and visitors never load the Firebase SDK. Prerendered
 * (/contact): every field is controlled by the form's state, so what a visitor typed before the app
 * ran is handed to it (shell/src/prerender/adopt-fields.ts) and sent.
 */
export function ContactForm() {
  const { t, i18n } = useTranslation('public');
  const { t: tc } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const language: Language = (LANGUAGES as readonly string[]).includes(lng) ? (lng as Language) : 'en';
  const form = useContractForm(contactForm, EMPTY, { words: (_message, field) => contactFieldMessage(field, t, language) });
  const message = form.bind('message');
  const honeypot = form.bind('honeypot');
  const proof = useBotProof();
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(checked: z.output<typeof contactForm>) {
    setSentTo(null);
    setProblem(null);
    setBusy(true);
    // Sent as typed: the server reads it with the same schema.
    const { honeypot: bait, ...typed } = form.getValues();
    const input: ContactMessageInput = { ...typed, language, proof: proof(bait) };
    try {
      await callPublic(sendContactMessage, input);
      setSentTo(checked.email);
      form.setValue('bookingReference', '');
      form.setValue('message', '');
    } catch (err) {
      form.refuse(err, CONTACT_FIELDS);
      setProblem(contactProblem(err, t, tc));
    } finally {
      setBusy(false);
    }
  }

  const checkFields = () => {
    setSentTo(null);
    setProblem(t('contact.errors.checkFields'));
  };

  const hours = Math.max(1, Math.round(RESPONSE_MINUTES / 60));
  return (
    <form ref={form.ref} onSubmit={form.submit(send, checkFields)} noValidate aria-label={t('contact.form.heading')}>
      <Stack gap={4}>
        <Text fontSize="sm" color="fg.muted">
          {t('contact.form.requiredNote')}
        </Text>
        <TextField {...form.bind('name')} label={t('contact.form.name')} error={form.errorOf('name')} autoComplete="name" required />
        <TextField
          {...form.bind('email')}
          type="email"
          label={t('contact.form.email')}
          hint={t('contact.form.emailHint')}
          error={form.errorOf('email')}
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          required
        />
        <TextField
          {...form.bind('bookingReference')}
          label={t('contact.form.reference')}
          hint={t('contact.form.referenceHint')}
          error={form.errorOf('bookingReference')}
          autoComplete="off"
          autoCapitalize="characters"
        />
        <Field.Root invalid={!!form.errorOf('message')} required>
          <Field.Label>
            {t('contact.form.message')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea name="message" rows={7} value={message.value} onChange={(e) => message.onChange(e.target.value)} />
          <Field.HelperText>{t('contact.form.messageHint', { max: formatDecimal(CONTACT_MESSAGE_MAX, language) })}</Field.HelperText>
          {form.errorOf('message') && <Field.ErrorText>{form.errorOf('message')}</Field.ErrorText>}
        </Field.Root>
        {/* Honeypot (SPEC 5): invisible to people and screen readers, filled only by bots. */}
        <Box position="absolute" left="-10000px" aria-hidden="true">
          <input type="text" name="website-url" tabIndex={-1} autoComplete="off" value={honeypot.value} onChange={(e) => honeypot.onChange(e.target.value)} />
        </Box>
        {problem && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{problem}</Alert.Description>
          </Alert.Root>
        )}
        {/* Always in the page, so assistive technology announces the confirmation when it appears. */}
        <Box role="status" aria-live="polite">
          {sentTo && (
            <Alert.Root status="success">
              <Alert.Indicator />
              <Alert.Description>{t('contact.form.sent', { email: sentTo, count: hours })}</Alert.Description>
            </Alert.Root>
          )}
        </Box>
        <Button type="submit" colorPalette="brand" size="lg" alignSelf="flex-start" loading={busy} loadingText={t('contact.form.sending')}>
          {t('contact.form.send')}
        </Button>
      </Stack>
    </form>
  );
}
