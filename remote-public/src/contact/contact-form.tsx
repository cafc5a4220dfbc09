import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { CONTACT_MESSAGE_MAX, contactMessageInput, sendContactMessage, type ContactMessageInput } from '@rides/contracts/contact';
import { LANGUAGES, type Language } from '@rides/contracts/languages';
import { RESPONSE_MINUTES } from '@rides/domain/company';
import { formatDecimal } from '@rides/i18n/format';
import { callPublic } from '@rides/platform/public-api';
import { useBotProof } from '@rides/ui/bot-proof';
import { TextField } from '@rides/ui/text-field';
import { contactFieldErrors, contactProblem, type ContactErrors, type ContactField } from './contact-problems';

type Values = Record<ContactField, string>;
const EMPTY: Values = { name: '', email: '', bookingReference: '', message: '' };

/**
 * The contact form (issue [G] 4): name, e-mail, an optional booking reference and the message, checked
 * in the browser with the schema the server uses. A refusal shows next to the fields and above the
 * button and clears nothing; once sent, a polite live region says so and only the message and the
 * reference are emptied (a second message usually comes from the same person). Sent by plain fetch
 * (callPublic): nothing cached depends on it, and visitors never load the Firebase SDK.
 */
export function ContactForm() {
  const { t, i18n } = useTranslation('public');
  const { t: tc } = useTranslation();
  const [values, setValues] = useState<Values>(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const proof = useBotProof();
  const [errors, setErrors] = useState<ContactErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const language: Language = (LANGUAGES as readonly string[]).includes(lng) ? (lng as Language) : 'en';

  const set = (field: ContactField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const fail = (fields: ContactErrors, message: string) => {
    setErrors(fields);
    setProblem(message);
    // Keyboard and screen-reader users land on the first field to fix.
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const input: ContactMessageInput = { ...values, language, proof: proof(honeypot) };
    const parsed = contactMessageInput.safeParse(input);
    setSentTo(null);
    if (!parsed.success) return fail(contactFieldErrors(parsed.error.issues, t, language), t('contact.errors.checkFields'));
    setErrors({});
    setProblem(null);
    setBusy(true);
    try {
      await callPublic(sendContactMessage, input);
      setSentTo(parsed.data.email);
      setValues((v) => ({ ...v, bookingReference: '', message: '' }));
    } catch (err) {
      const p = contactProblem(err, t, tc, language);
      fail(p.fields, p.message);
    } finally {
      setBusy(false);
    }
  }

  const hours = Math.max(1, Math.round(RESPONSE_MINUTES / 60));
  return (
    <form ref={form} onSubmit={onSubmit} noValidate aria-label={t('contact.form.heading')}>
      <Stack gap={4}>
        <Text fontSize="sm" color="fg.muted">
          {t('contact.form.requiredNote')}
        </Text>
        <TextField name="name" label={t('contact.form.name')} value={values.name} onChange={set('name')} error={errors.name} autoComplete="name" required />
        <TextField
          name="email"
          type="email"
          label={t('contact.form.email')}
          hint={t('contact.form.emailHint')}
          value={values.email}
          onChange={set('email')}
          error={errors.email}
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          required
        />
        <TextField
          name="bookingReference"
          label={t('contact.form.reference')}
          hint={t('contact.form.referenceHint')}
          value={values.bookingReference}
          onChange={set('bookingReference')}
          error={errors.bookingReference}
          autoComplete="off"
          autoCapitalize="characters"
        />
        <Field.Root invalid={!!errors.message} required>
          <Field.Label>
            {t('contact.form.message')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea name="message" rows={7} value={values.message} onChange={(e) => set('message')(e.target.value)} />
          <Field.HelperText>{t('contact.form.messageHint', { max: formatDecimal(CONTACT_MESSAGE_MAX, language) })}</Field.HelperText>
          {errors.message && <Field.ErrorText>{errors.message}</Field.ErrorText>}
        </Field.Root>
        {/* Honeypot (SPEC 5): invisible to people and screen readers, filled only by bots. */}
        <Box position="absolute" left="-10000px" aria-hidden="true">
          <input type="text" name="website-url" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(e) => setHoneypot(e.target.value)} />
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
