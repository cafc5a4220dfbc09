import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, CloseButton, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatParisDateTime } from '@rides/i18n/format';
import { Waiting } from '@rides/ui/waiting';
import { ageOf } from './age';
import { AnswerDialog, type Decision } from './answer-dialog';
import { PriceChange } from './price-change';
import { useChangeRequests, type ChangeRequest } from './use-change-requests';

function RequestItem({ r, now, onAnswer, onShow }: { r: ChangeRequest; now: Date; onAnswer: (d: Decision) => void; onShow: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const lng = i18n.language;
  const headingId = useId();
  return (
    <Box as="li" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p={4} data-testid="change-request">
      <Heading as="h3" size="sm" id={headingId}>
        {t('changeRequests.heading', { reference: r.reference, booker: r.bookerName })}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        <time dateTime={r.createdAt} title={formatParisDateTime(r.createdAt, lng)}>
          {t('changeRequests.age', { age: ageOf(r.createdAt, now, lng) })}
        </time>
      </Text>
      <Stack gap={1} mt={2}>
        <Text>{t('changeRequests.pickup', { when: formatParisDateTime(r.pickupAt, lng) })}</Text>
        <Text>{t('changeRequests.asked', { summary: r.summary })}</Text>
        <PriceChange current={r.currentTotalCents} next={r.newTotalCents} />
        {r.message && <Text fontStyle="italic">{t('changeRequests.message', { text: r.message })}</Text>}
      </Stack>
      <HStack gap={3} mt={3} wrap="wrap">
        <Button size="sm" colorPalette="brand" onClick={() => onAnswer('approve')} aria-label={t('changeRequests.approveFor', { reference: r.reference })}>
          {t('changeRequests.approve')}
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => onAnswer('decline')} aria-label={t('changeRequests.declineFor', { reference: r.reference })}>
          {t('changeRequests.decline')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onShow}>
          {t('changeRequests.show', { reference: r.reference })}
        </Button>
      </HStack>
    </Box>
  );
}

/**
 * The open change requests (Modify past the self-service cutoff), oldest first: what was asked, the
 * price before and after, the booker's words, how long it has waited, and Approve / Decline. When
 * another admin answered first (`request-closed`) it says "Already answered" and the list refreshes.
 */
export function ChangeRequests({ onShow }: { onShow: (reference: string) => void }) {
  const { t } = useTranslation('admin');
  const requests = useChangeRequests();
  const [asking, setAsking] = useState<{ request: ChangeRequest; decision: Decision } | null>(null);
  const [closed, setClosed] = useState<string | null>(null);
  const [now] = useState(() => new Date());
  const list = requests.data?.requests ?? [];
  return (
    <Stack gap={4}>
      {closed && (
        <Alert.Root status="info" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('changeRequests.alreadyAnswered')}</Alert.Title>
            <Alert.Description>{t('changeRequests.alreadyAnsweredBody', { reference: closed })}</Alert.Description>
          </Alert.Content>
          <CloseButton size="sm" aria-label={t('changeRequests.dismiss')} onClick={() => setClosed(null)} />
        </Alert.Root>
      )}
      {requests.isPending && <Waiting text={t('changeRequests.loading')} />}
      {requests.isError && (
        <Alert.Root status="error" role="alert" alignItems="center">
          <Alert.Indicator />
          <Alert.Description flex="1">{t('changeRequests.loadFailed')}</Alert.Description>
          <Button size="sm" colorPalette="brand" onClick={() => void requests.refetch()}>
            {t('board.retry')}
          </Button>
        </Alert.Root>
      )}
      {requests.isSuccess && list.length === 0 && <Text>{t('changeRequests.none')}</Text>}
      {list.length > 0 && (
        <Stack as="ul" role="list" listStyleType="none" gap={3} m={0} p={0}>
          {list.map((r) => (
            <RequestItem
              key={r.changeId}
              r={r}
              now={now}
              onShow={() => onShow(r.reference)}
              onAnswer={(decision) => {
                setClosed(null);
                setAsking({ request: r, decision });
              }}
            />
          ))}
        </Stack>
      )}
      <AnswerDialog asking={asking} onClose={() => setAsking(null)} onClosedMeanwhile={(r) => setClosed(r.reference)} />
    </Stack>
  );
}
