import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@chakra-ui/react';
import { refusalMessage } from '@rides/platform/refusal';
import { manageProblemOf } from './refusal';

/** A failed call on the booking page, in words (focusable, so a form can move the focus to it). */
export const ProblemAlert = forwardRef<HTMLDivElement, { error: unknown }>(function ProblemAlert({ error }, ref) {
  const { t } = useTranslation('public');
  const { t: tc } = useTranslation();
  const problem = manageProblemOf(error);
  return (
    <Alert.Root status="error" role="alert" ref={ref} tabIndex={-1}>
      <Alert.Indicator />
      <Alert.Description>{problem ? t(`booking.manage.errors.${problem}`) : refusalMessage(error, tc)}</Alert.Description>
    </Alert.Root>
  );
});
