import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Heading, Text } from '@chakra-ui/react';
import { Waiting } from '@rides/ui/waiting';
import { MessagesTable } from './messages-table';
import { useSentMessages } from './use-sent-messages';

/** The latest sends of one purpose (tests, broadcasts), newest first, with their delivery state. */
export function SentMessages({ purpose }: { purpose?: string }) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const sent = useSentMessages(purpose);
  const messages = sent.data?.messages ?? [];
  return (
    <Box as="section" aria-labelledby={headingId} mt={10}>
      <Heading as="h2" size="lg" mb={3} id={headingId}>
        {t('messaging.sent.heading')}
      </Heading>
      {sent.isPending && <Waiting text={t('messaging.sent.loading')} />}
      {sent.isError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{t('messaging.sent.loadFailed')}</Alert.Description>
        </Alert.Root>
      )}
      {sent.isSuccess && messages.length === 0 && <Text color="fg.muted">{t('messaging.sent.none')}</Text>}
      {messages.length > 0 && <MessagesTable messages={messages} caption={t('messaging.sent.heading')} />}
    </Box>
  );
}
