import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Heading, Stack } from '@chakra-ui/react';
import { sendTestMessage, type SMS_PROVIDERS } from '@rides/contracts/messaging';
import type { MessageChannel, SentMessage } from '@rides/contracts/messaging';
import { useContractForm } from '@rides/platform/contract-form';
import { z } from 'zod';
import { TextField } from '@rides/ui/text-field';
import { ChannelSelect } from './channel-select';
import { MessageTextField } from './message-text-field';
import { messagingRefusalText } from './messaging-refusal';
import { useSendTestMessage } from './use-send-test-message';

type Provider = (typeof SMS_PROVIDERS)[number];

interface Typed {
  channel: MessageChannel;
  to: string;
  text: string;
}

/** What is typed as the operation's input: the SMS adapter only for an SMS. */
const inputOf = ({ channel, to, text }: Typed, provider: Provider | undefined) => (channel === 'sms' ? { channel, to, text, ...(provider ? { provider } : {}) } : { channel, to, text });

/** Checked with the operation's own schema (sent as typed: the server reads it with the same one). */
const messageForm = (provider: Provider | undefined) =>
  z
    .object({ channel: z.custom<MessageChannel>(), to: z.string(), text: z.string() })
    .transform((typed) => inputOf(typed, provider))
    .pipe(sendTestMessage.input);

interface Props {
  /** The channels this page tests; a choice is offered when there is more than one. */
  channels: readonly MessageChannel[];
  /** Forces an SMS adapter (the ClickSend page). */
  provider?: Provider;
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
  const form = useContractForm(messageForm(provider), { channel: channels[0] ?? 'email', to: '', text: t('messaging.form.defaultText') }, {
    words: (_message: string, field: string): string => (field === 'text' ? t('messaging.form.textRequired') : t(channel.value === 'email' ? 'messaging.form.badEmail' : 'messaging.form.badPhone')),
  });
  const channel = form.bind('channel');
  const [sent, setSent] = useState<SentMessage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const asked = () => {
    setSent(null);
    setProblem(null);
  };

  async function submit() {
    asked();
    try {
      setSent(await send.mutateAsync(inputOf(form.getValues(), provider)));
    } catch (err) {
      if (!form.refuse(err, ['to', 'text'])) setProblem(messagingRefusalText(err, 'test', t, tc));
    }
  }

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" size="lg" mb={3} id={headingId}>
        {t('messaging.form.testHeading')}
      </Heading>
      <Stack asChild gap={4} maxW="xl">
        <form ref={form.ref} onSubmit={form.submit(submit, asked)} noValidate>
          {channels.length > 1 && (
            <ChannelSelect
              channels={channels}
              value={channel.value}
              onChange={(c) => {
                channel.onChange(c);
                form.clearErrors();
              }}
            />
          )}
          <TextField
            label={t('messaging.form.to')}
            type={channel.value === 'email' ? 'email' : 'tel'}
            autoComplete="off"
            hint={t(channel.value === 'email' ? 'messaging.form.toEmailHint' : 'messaging.form.toPhoneHint')}
            {...form.bind('to')}
            error={form.errorOf('to')}
            required
          />
          <MessageTextField {...form.bind('text')} error={form.errorOf('text')} />
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
