import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Grid, Spinner, Stack, VisuallyHidden } from '@chakra-ui/react';
import type { BookingDraft } from './draft';
import { loadRules, loadSearchRules, useSearchRulesSoon, type Rules } from './lazy-rules';
import { PricePanel } from './price-panel';
import { focusFirstError } from '@rides/platform/focus-first-error';
import { hasErrors, type FieldErrors } from './problems';
import { useProblemText } from './problem-text';
import { TextField } from '@rides/ui/text-field';
import { TravellerFields } from './traveller-fields';
import { TripFields } from './trip-fields';
import type { Pricing } from './use-pricing';

/** How long Continue waits for a price on its way before saying it is not available. */
const PRICE_WAIT_MS = 10_000;

interface Props {
  draft: BookingDraft;
  change: (patch: Partial<BookingDraft>) => void;
  pricing: Pricing;
  errors: FieldErrors;
  setErrors: (errors: FieldErrors) => void;
  onContinue: () => void;
}

/**
 * The booking form (issue [C] 3): where from and to, when (Paris time), who and what travels, the
 * vehicle, the instant price and Continue. Continue checks the draft with the shared schemas; every
 * problem is shown next to its field and the first one takes the focus. Nothing typed is cleared.
 */
export function BookingForm({ draft, change, pricing, errors, setErrors, onContinue }: Props) {
  const { t } = useTranslation('public');
  const text = useProblemText();
  const form = useRef<HTMLFormElement>(null);
  const [summary, setSummary] = useState<'checkFields' | 'noPrice' | 'network' | null>(null);
  // Continue pressed while the price was still on its way (the tariff loading): it goes on by itself
  // once the price is there, or says why not. Only a failed price is an error, never a slow one, and
  // a price that has not come within PRICE_WAIT_MS counts as failed.
  const [awaitingPrice, setAwaitingPrice] = useState(false);
  const { tariff } = pricing;
  const priceSettled = pricing.price !== null || (pricing.tariffFailed && !pricing.tariffFetching);
  useSearchRulesSoon();

  useEffect(() => {
    if (!awaitingPrice) return;
    if (priceSettled) {
      setAwaitingPrice(false);
      form.current?.requestSubmit();
      return;
    }
    const timer = window.setTimeout(() => {
      setAwaitingPrice(false);
      setSummary('noPrice');
    }, PRICE_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [awaitingPrice, priceSettled]);

  // Opened again from the checkout with a problem of the trip (a refusal): land on the field at once.
  // Only when the form opens; while it is open, onSubmit moves the focus itself.
  const openedWith = useRef(errors);
  useEffect(() => {
    if (hasErrors(openedWith.current)) requestAnimationFrame(() => focusFirstError(form.current));
  }, []);


  // Continue waits for the checks when they are not here yet: a second press meanwhile is the same one.
  const checking = useRef(false);
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (checking.current) return;
    let r: Rules;
    checking.current = true;
    try {
      r = await loadRules();
    } catch {
      setSummary('network');
      return;
    } finally {
      checking.current = false;
    }
    const found = r.checkTrip(draft, new Date(), tariff);
    if (hasErrors(found)) {
      setErrors(found);
      setSummary('checkFields');
      requestAnimationFrame(() => focusFirstError(form.current));
      return;
    }
    if (!pricing.shownQuote) {
      if (priceSettled) setSummary('noPrice');
      else {
        setSummary(null);
        setAwaitingPrice(true);
      }
      return;
    }
    setSummary(null);
    onContinue();
  }

  const contactErrors = (who: 'traveller') => ({ name: text(errors[`${who}.name`]), email: text(errors[`${who}.email`]), phone: text(errors[`${who}.phone`]) });

  return (
    <form ref={form} onSubmit={onSubmit} onFocusCapture={() => void loadSearchRules().catch(() => undefined)} noValidate aria-labelledby="booking-heading">
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap={{ base: 6, lg: 10 }} alignItems="start">
        <Stack gap={5}>
          <TripFields draft={draft} change={change} pricing={pricing} errors={errors} />
          <TextField
            name="flightNumber"
            label={t('booking.flight.label')}
            hint={t('booking.flight.hint')}
            value={draft.flightNumber}
            onChange={(flightNumber) => change({ flightNumber })}
            error={text(errors.flightNumber)}
            autoComplete="off"
            autoCapitalize="characters"
          />
          <TravellerFields draft={draft} update={change} errors={contactErrors('traveller')} />
        </Stack>
        <Stack gap={4} position={{ lg: 'sticky' }} top={{ lg: 4 }}>
          <PricePanel pricing={pricing} />
          {summary && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Description>{t(`booking.errors.${summary}`)}</Alert.Description>
            </Alert.Root>
          )}
          {/* Not disabled while it waits: the focus stays on it, and the wait is announced. */}
          <Button type="submit" colorPalette="brand" size="lg" width="full" aria-busy={awaitingPrice}>
            {awaitingPrice && <Spinner size="sm" />}
            {awaitingPrice ? t('booking.continueAwaitingPrice') : t('booking.continue')}
          </Button>
          <VisuallyHidden role="status">{awaitingPrice ? t('booking.continueAwaitingPrice') : ''}</VisuallyHidden>
        </Stack>
      </Grid>
    </form>
  );
}
