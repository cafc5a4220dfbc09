import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { previewDriverBroadcast } from '@rides/contracts/messaging';
import { useContractForm } from '@rides/platform/contract-form';
import { notify } from '@rides/ui/toaster';
import { ConfirmDialog } from '../rides/confirm-dialog';
import { ChannelSelect } from './channel-select';
import { MessageTextField } from './message-text-field';
import { messagingRefusalText } from './messaging-refusal';
import { usePreviewBroadcast } from './use-preview-broadcast';
import { useSendBroadcast } from './use-send-broadcast';

export type BroadcastChannel = ReturnType<typeof previewDriverBroadcast.input.parse>['channel'];

interface Preview {
  channel: BroadcastChannel;
  text: string;
  recipients: number;
  sample: Array<{ name: string; to: string }>;
  rendered: string;
}

interface Props {
  channels: readonly BroadcastChannel[];
  /** The text the form starts with. */
  defaultText: string;
}

/**
 * A message to every approved, active driver, in three deliberate steps: preview (how many drivers,
 * a sample, the message as they will read it), an explicit confirmation naming the count, then the
 * send with that count, which the server refuses if the list changed meanwhile (preview again).
 * Changing the text or the channel drops the preview.
 */
export function BroadcastForm({ channels, defaultText }: Props) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const headingId = useId();
  const previewHeadingId = useId();
  const preview = usePreviewBroadcast();
  const send = useSendBroadcast();
  // The contract's own check (a text, 1 to 1000 characters once trimmed); sent as typed.
  const form = useContractForm(previewDriverBroadcast.input, { channel: channels[0] ?? 'whatsapp', text: defaultText }, { words: () => t('messaging.form.textRequired') });
  const channel = form.bind('channel');
  const text = form.bind('text');
  const [shown, setShown] = useState<Preview | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [queued, setQueued] = useState<number | null>(null);

  const edited = () => {
    setShown(null);
    setQueued(null);
  };
  const asked = () => {
    setProblem(null);
    setQueued(null);
  };

  async function askPreview() {
    asked();
    const typed = form.getValues();
    try {
      const p = await preview.mutateAsync(typed);
      setShown({ ...typed, ...p });
    } catch (err) {
      setShown(null);
      setProblem(messagingRefusalText(err, 'broadcast', t, tc));
    }
  }

  async function confirmSend() {
    if (!shown) return;
    setProblem(null);
    try {
      const { queued: n } = await send.mutateAsync({ channel: shown.channel, text: shown.text, confirm: true, expectedRecipients: shown.recipients });
      setQueued(n);
      setShown(null);
      notify({ type: 'success', title: t('messaging.broadcast.queued', { count: n }) });
    } catch (err) {
      // The list changed (or a limit was hit): what was confirmed no longer holds, so preview again.
      setShown(null);
      setProblem(messagingRefusalText(err, 'broadcast', t, tc));
    } finally {
      setConfirming(false);
    }
  }

  const channelName = shown ? t(`messaging.channel.${shown.channel}`) : '';
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" size="lg" mb={3} id={headingId}>
        {t('messaging.broadcast.heading')}
      </Heading>
      <Stack asChild gap={4} maxW="xl">
        <form ref={form.ref} onSubmit={form.submit(askPreview, asked)} noValidate>
          {channels.length > 1 && (
            <ChannelSelect
              channels={channels}
              value={channel.value}
              onChange={(c) => {
                channel.onChange(c);
                edited();
              }}
            />
          )}
          <MessageTextField
            value={text.value}
            error={form.errorOf('text')}
            onChange={(v) => {
              text.onChange(v);
              edited();
            }}
          />
          <Button type="submit" colorPalette="brand" variant={shown ? 'outline' : 'solid'} alignSelf="flex-start" loading={preview.isPending}>
            {t('messaging.broadcast.preview')}
          </Button>
        </form>
      </Stack>

      {problem && (
        <Alert.Root status="error" role="alert" mt={4} maxW="xl">
          <Alert.Indicator />
          <Alert.Description>{problem}</Alert.Description>
        </Alert.Root>
      )}
      {queued !== null && (
        <Alert.Root status="success" role="status" mt={4} maxW="xl">
          <Alert.Indicator />
          <Alert.Description>{t('messaging.broadcast.queued', { count: queued })}</Alert.Description>
        </Alert.Root>
      )}

      {shown && (
        <Box as="section" aria-labelledby={previewHeadingId} mt={6} p={4} borderWidth="1px" borderRadius="lg" maxW="xl" data-testid="broadcast-preview">
          <Heading as="h3" size="md" mb={2} id={previewHeadingId}>
            {t('messaging.broadcast.previewHeading')}
          </Heading>
          <Text role="status" fontWeight="semibold">
            {shown.recipients > 0 ? t('messaging.broadcast.recipients', { count: shown.recipients, channel: channelName }) : t('messaging.broadcast.noRecipients')}
          </Text>
          {shown.sample.length > 0 && (
            <>
              <Text mt={3} fontSize="sm" color="fg.muted">
                {t('messaging.broadcast.sample')}
              </Text>
              <List.Root ps={5} fontSize="sm">
                {shown.sample.map((s) => (
                  <List.Item key={`${s.name}-${s.to}`}>
                    {s.name} · {s.to}
                  </List.Item>
                ))}
              </List.Root>
            </>
          )}
          <Text mt={3} fontSize="sm" color="fg.muted">
            {t('messaging.broadcast.rendered')}
          </Text>
          <Box as="blockquote" mt={1} p={3} bg="bg.muted" borderRadius="md" whiteSpace="pre-wrap" data-testid="broadcast-rendered">
            {shown.rendered}
          </Box>
          {shown.recipients > 0 && (
            <Button mt={4} colorPalette="red" onClick={() => setConfirming(true)}>
              {t('messaging.broadcast.send', { count: shown.recipients })}
            </Button>
          )}
        </Box>
      )}

      <ConfirmDialog
        open={confirming && shown !== null}
        title={t('messaging.broadcast.confirmTitle', { count: shown?.recipients ?? 0 })}
        body={t('messaging.broadcast.confirmBody', { count: shown?.recipients ?? 0, channel: channelName })}
        confirmLabel={t('messaging.broadcast.confirm', { count: shown?.recipients ?? 0 })}
        needsReason={false}
        destructive
        pending={send.isPending}
        onConfirm={() => void confirmSend()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
