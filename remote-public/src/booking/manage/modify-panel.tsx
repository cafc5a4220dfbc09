import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Grid, HStack, Stack } from '@chakra-ui/react';
import type { BookingView } from '@rides/contracts/bookings';
import type { ChangeBookingOutput } from '@rides/contracts/self-service';
import type { BookingDraft } from '../draft';
import { PricePanel } from '../price-panel';
import { focusFirstError } from '@rides/platform/focus-first-error';
import { withoutChanged } from '../problems';
import { TripFields } from '../trip-fields';
import { usePricing } from '../use-pricing';
import type { Access } from '../outcome/use-booking';
import { ChangeReview } from './change-review';
import { draftOfBooking } from './modify-draft';
import { ProblemAlert } from './problem-alert';
import { useModify } from './use-modify';

interface Props {
  booking: BookingView;
  access: Access;
  onDone: (out: ChangeBookingOutput) => void;
  onClose: () => void;
}

/**
 * Modify (SPEC 1, issue [E] 3): the booking form's trip fields over a draft of this booking, with the
 * instant price as they change; Review shows the server's old and new price and the difference, and
 * only its Confirm changes anything. Back from the review keeps every field as it was.
 */
export function ModifyPanel({ booking, access, onDone, onClose }: Props) {
  const { t } = useTranslation('public');
  const form = useRef<HTMLFormElement>(null);
  const [original] = useState(() => draftOfBooking(booking));
  const [draft, setDraft] = useState(original);
  const pricing = usePricing(draft);
  const focusFields = () => requestAnimationFrame(() => focusFirstError(form.current));
  const modify = useModify({ booking, access, onDone, focusFields });
  const { setErrors } = modify;

  // Back from the review, the focus returns to Review change (the fields kept as they were).
  const reviewButton = useRef<HTMLButtonElement>(null);
  const reviewed = useRef(false);
  useEffect(() => {
    if (modify.review) reviewed.current = true;
    else if (reviewed.current) reviewButton.current?.focus();
  }, [modify.review]);

  const change = useCallback(
    (patch: Partial<BookingDraft>) => {
      setErrors((e) => withoutChanged(e, patch));
      setDraft((d) => ({ ...d, ...patch }));
    },
    [setErrors],
  );

  if (modify.review) return <ChangeReview booking={booking} draft={draft} modify={modify} />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void modify.toReview(draft, original, pricing.tariff);
  };
  const problem = modify.problem;
  return (
    <form ref={form} onSubmit={submit} noValidate aria-labelledby="modify-heading">
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap={{ base: 6, lg: 10 }} alignItems="start">
        <Stack gap={5}>
          <TripFields draft={draft} change={change} pricing={pricing} errors={modify.errors} />
        </Stack>
        <Stack gap={4}>
          <PricePanel pricing={pricing} />
          {problem &&
            ('key' in problem ? (
              <Alert.Root status={problem.key === 'unchanged' ? 'info' : 'error'} role="alert">
                <Alert.Indicator />
                <Alert.Description>{t(`booking.manage.modify.${problem.key}`)}</Alert.Description>
              </Alert.Root>
            ) : (
              <ProblemAlert error={problem.error} />
            ))}
          <HStack gap={3} wrap="wrap">
            <Button ref={reviewButton} type="submit" colorPalette="brand" loading={modify.reviewing} loadingText={t('booking.manage.modify.reviewing')}>
              {t('booking.manage.modify.review')}
            </Button>
            <Button variant="outline" onClick={onClose}>
              {t('booking.manage.close')}
            </Button>
          </HStack>
        </Stack>
      </Grid>
    </form>
  );
}
