import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Heading, Stack } from '@chakra-ui/react';
import { sendTestMessage, type SMS_PROVIDERS } from '@rides/contracts/messaging';
import type { MessageChannel, SentMessage } from '@rides/contracts/messaging';
import { readRefusal } from '@rides/platform/refusal';
import { TextField } from '@rides/ui/text-field';
import { ChannelSelect } from './channel-select';
import { MessageTextField } from './message-text-field';
import { messagingRefusalText } from './messaging-refusal';
import { useSendTestMessage } from './use-send-test-message';

type Errors = { to?: string; text?: string };

interface Props {
  /** The channels this page tests; a choice is offered when there is more than one. */
  channels: readonly MessageChannel[];
  /** Forces an SMS adapter (the ClickSend page). */
  provider?: (typeof SMS_PROVIDERS)[number];
}

function Result({ sent }: { sent: SentMessage }) {
  const { t } = useTranslation('admin');
  const values = { to: sent.to, provider: sent.provider ?? '—', error: sent.lastError ?? '—' };
  const failed = sent.status === 'failed';
  return (
    <Alert.Root status={failed ? 'error' : sent.status === 'sent' ? 'success' : 'info'} role={failed ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Description>{t(`messaging.form.result.${sent.status}`, values)}</Alert.Description>
    </Alert.Root>
  );
}

/**
 * The one test-message form of the tool pages: channel (when several), recipient (an e-mail address
 * or an international phone number), text; checked with the operation's own schema before sending.
 * Says what became of the message (queued, sent through which provider, or the provider's error).
 */
export function TestMessageForm({ channels, provider }: Props) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const headingId = useId();
  const send = useSendTestMessage();
  const [channel, setChannel] = useState<MessageChannel>(channels[0] ?? 'email');
  const [to, setTo] = useState('');
  const [text, setText] = useState(() => t('messaging.form.defaultText'));
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState<SentMessage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const errorFor = (path: PropertyKey | undefined): keyof Errors | null => (path === 'to' || path === 'text' ? path : null);
  const messageFor = (field: keyof Errors) => (field === 'text' ? t('messaging.form.textRequired') : t(channel === 'email' ? 'messaging.form.badEmail' : 'messaging.form.badPhone'));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSent(null);
    setProblem(null);
    const input = channel === 'sms' ? { channel, to, text, ...(provider ? { provider } : {}) } : { channel, to, text };
    const parsed = sendTestMessage.input.safeParse(input);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = errorFor(issue.path[0]);
        if (field) next[field] = messageFor(field);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      setSent(await send.mutateAsync(input));
    } catch (err) {
      const fields = readRefusal(err).issues.map((i) => errorFor(Array.isArray(i.path) ? i.path[0] : i.path)).filter((f): f is keyof Errors => f !== null);
      if (fields.length > 0) setErrors(Object.fromEntries(fields.map((f) => [f, messageFor(f)])));
      else setProblem(messagingRefusalText(err, 'test', t, tc));
    }
  }

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" size="lg" mb={3} id={headingId}>
        {t('messaging.form.testHeading')}
      </Heading>
      <Stack asChild gap={4} maxW="xl">
        <form onSubmit={submit} noValidate>
          {channels.length > 1 && (
            <ChannelSelect
              channels={channels}
              value={channel}
              onChange={(c) => {
                setChannel(c);
                setErrors({});
              }}
            />
          )}
          <TextField
            name="to"
            label={t('messaging.form.to')}
            type={channel === 'email' ? 'email' : 'tel'}
            autoComplete="off"
            hint={t(channel === 'email' ? 'messaging.form.toEmailHint' : 'messaging.form.toPhoneHint')}
            value={to}
            onChange={setTo}
            error={errors.to}
            required
          />
          <MessageTextField value={text} onChange={setText} error={errors.text} />
          {problem && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Description>{problem}</Alert.Description>
            </Alert.Root>
          )}
          {sent && <Result sent={sent} />}
          <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={send.isPending}>
            {t(provider === 'clicksend' ? 'messaging.form.sendClicksend' : 'messaging.form.send')}
          </Button>
        </form>
      </Stack>
    </Box>
  );
}
