import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from '@rides/platform/router';
import { useSession } from '@rides/platform/session';
import type { BookingDraft } from '../draft';
import { useDraft } from '../draft-store';
import { formatMoney } from '@rides/i18n/format';
import { PriceLines } from '@rides/ui/booking/price-lines';
import { focusFirstError } from '@rides/platform/focus-first-error';
import { hasErrors, type FieldErrors } from '../problems';
import { useProblemText } from '../problem-text';
import { ContactFields } from '../contact-fields';
import { TripDetails } from '@rides/ui/booking/trip-details';
import type { Pricing } from '../use-pricing';
import { PaymentChoice } from './payment-choice';
import { TermsField } from './terms-field';
import { useAccountAsBooker } from './use-account-as-booker';
import { useConfirm, type Notice } from './use-confirm';
import { loadRules } from '../lazy-rules';
import type { BotProof } from '@rides/contracts/sign-in';

interface Props {
  change: (patch: Partial<BookingDraft>) => void;
  pricing: Pricing;
  errors: FieldErrors;
  setErrors: (errors: FieldErrors) => void;
  onEdit: () => void;
  backToForm: (errors: FieldErrors) => void;
  /** `/book/{driverId}`: the requested driver's short name (null when they gave none). */
  driverName?: string | null;
  /** The booking form's bot proof (SPEC 5), given this step's honeypot. */
  proofOf: (honeypot: string) => BotProof;
}

function NoticeAlert({ notice }: { notice: Notice }) {
  const { t, i18n } = useTranslation('public');
  const eur = (c: number) => formatMoney(c, i18n.language);
  const text = notice.kind === 'price-changed' ? t('booking.checkout.priceChanged', { now: eur(notice.nowCents), was: eur(notice.wasCents) }) : t(`booking.errors.${notice.key}`);
  return (
    <Alert.Root status={notice.kind === 'price-changed' ? 'warning' : 'error'} role="alert">
      <Alert.Indicator />
      <Alert.Description>{text}</Alert.Description>
    </Alert.Root>
  );
}

/**
 * The checkout step (issue [C] 4, SPEC 1) at /?step=checkout: the trip and its price, the booker's
 * contact details, the payment choice, the terms and cancellation policy, and Confirm. The same
 * draft as the form, so back, forward and reload keep everything.
 */
export default function CheckoutStep({ change, pricing, errors, setErrors, onEdit, backToForm, driverName = null, proofOf }: Props) {
  const { t, i18n } = useTranslation('public');
  const text = useProblemText();
  const [draft] = useDraft();
  const session = useSession();
  const { pathname } = useLocation();
  const root = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusProblem = () => requestAnimationFrame(() => focusFirstError(root.current));
  const honeypot = useRef<HTMLInputElement>(null);
  const proof = () => proofOf(honeypot.current?.value ?? '');
  const { confirm, busy, notice } = useConfirm({ pricing, setErrors, backToForm, focusProblem, proof });
  const quote = pricing.shownQuote;
  const { rules, tariff } = pricing;

  useEffect(() => heading.current?.focus(), []);

  useAccountAsBooker(draft, change);

  // Opened on a trip that cannot be booked (a reload after the lead time passed, a link shared): the form.
  // The checks come with every rule (loadRules), once the search rules are here.
  useEffect(() => {
    if (!rules) return;
    let live = true;
    loadRules().then(
      (all) => {
        const found = all.checkTrip(draft, new Date(), tariff);
        if (live && hasErrors(found)) backToForm(found);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [rules]);

  if (!draft.from || !draft.to) return null;
  const booker = { name: text(errors['booker.name']), email: text(errors['booker.email']), phone: text(errors['booker.phone']) };

  return (
    <Stack ref={root} gap={6} maxW="3xl">
      <Box>
        <Heading as="h3" size="lg" ref={heading} tabIndex={-1} outline="none">
          {t('booking.checkout.heading')}
        </Heading>
        <Button variant="ghost" colorPalette="brand" px={0} onClick={onEdit}>
          {t('booking.checkout.edit')}
        </Button>
      </Box>
      <TripDetails
        trip={{
          from: draft.from,
          to: draft.to,
          pickup: { date: draft.pickupDate, time: draft.pickupTime },
          party: draft,
          flightNumber: draft.flightNumber.trim() || null,
          traveller: draft.forSomeoneElse ? draft.traveller : null,
          requestedDriver: draft.requestedDriverId ? (driverName ?? t('booking.summary.requestedDriverUnnamed')) : null,
        }}
      />
      <Box bg="brand.subtle" borderRadius="lg" p={5}>
        <Heading as="h4" size="md" mb={2}>
          {t('booking.price.heading')}
        </Heading>
        {quote ? <PriceLines quote={quote} /> : <Text>{t('booking.price.loading')}</Text>}
        <Text mt={3} fontSize="sm">
          {t('booking.price.fixed')}
        </Text>
      </Box>
      <Stack as="section" gap={4} aria-labelledby="booker-heading">
        <Heading as="h4" id="booker-heading" size="md">
          {t('booking.checkout.yourDetails')}
        </Heading>
        {session.status !== 'signedIn' && (
          <Text fontSize="sm" color="fg.muted">
            {t('booking.checkout.noAccount')}{' '}
            <Link asChild colorPalette="brand">
              <RouterLink to={`/auth?next=${encodeURIComponent(`${pathname}?step=checkout`)}`}>{t('booking.checkout.signIn')}</RouterLink>
            </Link>
          </Text>
        )}
        <ContactFields who="booker" value={draft.booker} onChange={(b) => change({ booker: b })} errors={booker} />
      </Stack>
      <PaymentChoice value={draft.payment} onChange={(payment) => change({ payment })} error={text(errors.payment)} />
      {/* Honeypot (SPEC 5): invisible to people and screen readers, filled only by bots. */}
      <Box position="absolute" left="-10000px" aria-hidden="true">
        <input ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </Box>
      <TermsField checked={draft.acceptTerms} onChange={(acceptTerms) => change({ acceptTerms })} error={text(errors.acceptTerms)} />
      {notice && <NoticeAlert notice={notice} />}
      <Button colorPalette="brand" size="lg" loading={busy} loadingText={t('booking.checkout.sending')} disabled={!quote} onClick={() => void confirm()}>
        {quote ? t('booking.checkout.confirmWithPrice', { price: formatMoney(quote.totalCents, i18n.language) }) : t('booking.checkout.confirm')}
      </Button>
    </Stack>
  );
}
