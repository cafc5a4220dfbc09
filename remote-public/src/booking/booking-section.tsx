import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Heading } from '@chakra-ui/react';
import { useLocation, useNavigate, useSearchParams } from '@rides/platform/router';
import type { BookingDraft } from './draft';
import { DraftProvider, useDraft, type DraftStore } from './draft-store';
import { BookingForm } from './booking-form';
import { withoutChanged, type FieldErrors } from './problems';
import { usePricing } from './use-pricing';
import { useBotProof } from '@rides/ui/bot-proof';
import { Waiting } from '@rides/ui/waiting';

/** The checkout is only needed after Continue: its own chunk. */
const CheckoutStep = lazy(() => import('./checkout/checkout-step'));

function BookingFlow({ driverName }: { driverName: string | null }) {
  const { t } = useTranslation('public');
  const { t: tc } = useTranslation();
  const [draft, update] = useDraft();
  const pricing = usePricing(draft);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors>({});
  const section = useRef<HTMLElement>(null);
  const wantsCheckout = params.get('step') === 'checkout';
  // Watched from the form's first screen to Confirm: the checkout sends it (SPEC 5, issue [I] 5).
  const proofOf = useBotProof();
  const step = wantsCheckout && draft.from && draft.to ? 'checkout' : 'form';

  // Opened at a checkout link without a trip in this tab (another tab, a cleared draft): the form, at
  // its own URL. On opening only: after a booking the draft is emptied on the way to the outcome page.
  const openedWithoutTrip = useRef(step === 'form' && wantsCheckout);
  useEffect(() => {
    if (openedWithoutTrip.current) navigate({ search: '' }, { replace: true });
  }, [navigate]);

  // A message goes as soon as its field is changed; nothing else the person sees moves.
  const change = useCallback(
    (patch: Partial<BookingDraft>) => {
      setErrors((e) => withoutChanged(e, patch, { traveller: draft.traveller, booker: draft.booker }));
      update(patch);
    },
    [update, draft.traveller, draft.booker],
  );

  // Arriving at /#booking (a "Book a transfer" link on another page or in an e-mail, the reviews' call
  // to action): the router does not scroll to a hash, so the area takes focus, which brings it into view.
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash === '#booking') section.current?.focus();
  }, [hash, key]);

  // Each step starts at the top of the booking area (on a phone the form is long).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    section.current?.scrollIntoView?.({ block: 'start' });
  }, [step]);

  const toCheckout = () => navigate({ search: '?step=checkout' });
  const toForm = () => navigate({ search: '' });
  const backToForm = (found: FieldErrors) => {
    setErrors(found);
    navigate({ search: '' }, { replace: true });
  };

  return (
    <Box as="section" ref={section} id="booking" tabIndex={-1} outline="none" aria-labelledby="booking-heading" scrollMarginTop={4}>
      <Heading as="h2" id="booking-heading" size={{ base: 'xl', md: '2xl' }} mb={6}>
        {t('home.cta')}
      </Heading>
      {step === 'form' ? (
        <BookingForm draft={draft} change={change} pricing={pricing} errors={errors} setErrors={setErrors} onContinue={toCheckout} />
      ) : (
        <Suspense
          fallback={
            // The box the form's place had while the checkout loads: 5.25rem high (2rem above and below a 1.25rem line), as before.
            <Box h="5.25rem" display="flex" alignItems="center" justifyContent="center">
              <Waiting text={tc('remote.loading')} compact />
            </Box>
          }
        >
          <CheckoutStep change={change} pricing={pricing} errors={errors} setErrors={setErrors} onEdit={toForm} backToForm={backToForm} driverName={driverName} proofOf={proofOf} />
        </Suspense>
      )}
    </Box>
  );
}

/** `/book/{driverId}`: the driver the booking asks for, and the short name the checkout shows. */
export interface RequestedDriver {
  id: string;
  displayName: string | null;
}

/**
 * The booking area (#booking, the skip link's target): the form, then the checkout. On the home page
 * without a driver; on `/book/{driverId}` with that driver requested (the draft store of the page sets
 * it, so the home page never sends a driver chosen on another page).
 */
export function BookingSection({ store, driver = null }: { store?: DraftStore; driver?: RequestedDriver | null }) {
  return (
    <DraftProvider store={store} requestedDriverId={driver?.id ?? null}>
      <BookingFlow driverName={driver?.displayName ?? null} />
    </DraftProvider>
  );
}
