import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@rides/platform/router';
import { Alert, Box, Heading } from '@chakra-ui/react';
import { Waiting } from '@rides/ui/waiting';
import { ReviewForm } from './review-form';
import { useReviewInvite } from './use-review-invite';

type Outcome = 'thanks' | 'received' | 'notCompleted' | 'invalid';

/** What happened to the link; `focus` after a submit, so keyboard and screen reader users land on it. */
function Notice({ outcome, focus = false }: { outcome: Outcome; focus?: boolean }) {
  const { t } = useTranslation('public');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  const done = outcome === 'thanks' || outcome === 'received';
  return (
    <Alert.Root status={done ? 'success' : 'info'} role="status" ref={ref} tabIndex={-1}>
      <Alert.Indicator />
      {done ? (
        <Alert.Content>
          <Alert.Title>{t(`reviews.form.${outcome}.title`)}</Alert.Title>
          <Alert.Description>{t(`reviews.form.${outcome}.body`)}</Alert.Description>
        </Alert.Content>
      ) : (
        <Alert.Description>{t(outcome === 'notCompleted' ? 'reviews.form.notCompleted' : 'reviews.form.invalid')}</Alert.Description>
      )}
    </Alert.Root>
  );
}

/**
 * The review part of the booking page, shown when the URL carries `&review=<token>` (the review
 * request e-mail's link): the form while the link is open, else what happened to it. Renders nothing
 * without the parameter, so the booking page mounts it unconditionally.
 */
export function ReviewInvite({ reference }: { reference: string }) {
  const { t } = useTranslation('public');
  const headingId = useId();
  const [params] = useSearchParams();
  const token = params.get('review');
  const access = { reference, token: token ?? '' };
  const invite = useReviewInvite(access);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (token === null) return null;

  let body;
  if (outcome) body = <Notice outcome={outcome} focus />;
  else if (invite.status === 'invalid') body = <Notice outcome="invalid" />;
  else if (invite.status === 'checking') body = <Waiting text={t('reviews.form.checking')} compact />;
  else if (invite.status === 'ready' && invite.state === 'received') body = <Notice outcome="received" />;
  else if (invite.status === 'ready' && invite.state === 'not-completed') body = <Notice outcome="notCompleted" />;
  else body = <ReviewForm access={access} labelledBy={headingId} onDone={setOutcome} />;

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="xl" p={{ base: 4, md: 6 }} bg="bg">
      <Heading as="h2" size="lg" id={headingId} mb={3}>
        {t('reviews.form.heading')}
      </Heading>
      {body}
    </Box>
  );
}
