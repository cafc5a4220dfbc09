import { useRef, useState } from 'react';
import { createBooking, listMyBookings } from '@rides/contracts/bookings';
import type { BotProof } from '@rides/contracts/sign-in';
import { useOperationMutation } from '@rides/platform/query';
import { useNavigate } from '@rides/platform/router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@rides/platform/session';
import { useDraftStore } from '../draft-store';
import { loadRules } from '../lazy-rules';
import { currentPartner } from '../partner-attribution';
import { CHECKOUT_FIELDS, hasErrors, type FieldErrors, type FieldKey, type ProblemKey } from '../problems';
import type { Pricing } from '../use-pricing';

export type Notice = { kind: 'price-changed'; wasCents: number; nowCents: number } | { kind: 'message'; key: ProblemKey };

interface Options {
  pricing: Pricing;
  setErrors: (errors: FieldErrors) => void;
  /** A problem of the trip itself: back to the form, the message next to the field. */
  backToForm: (errors: FieldErrors) => void;
  /** After the checkout's own fields were marked: move the focus to the first. */
  focusProblem: () => void;
  /** How the booking form was filled so far (SPEC 5 bot rule, checked by the server for visitors). */
  proof: () => BotProof;
}

function split(errors: FieldErrors): [form: FieldErrors, checkout: FieldErrors] {
  const form: FieldErrors = {};
  const checkout: FieldErrors = {};
  for (const [k, v] of Object.entries(errors) as Array<[FieldKey, FieldErrors[FieldKey]]>) (CHECKOUT_FIELDS.includes(k) ? checkout : form)[k] = v;
  return [form, checkout];
}

/**
 * Confirm (issue [C] 4). One idempotency key per checkout attempt, kept in the draft: a double click
 * (ignored while sending), a retry after a network failure or a reload reuses it, so the server makes
 * one booking. A refusal where the server created nothing starts a new attempt. Card: to the hosted
 * payment page; pay-the-driver: the draft is cleared and the confirmation page opens.
 */
export function useConfirm({ pricing, setErrors, backToForm, focusProblem, proof }: Options) {
  const store = useDraftStore();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const signedIn = useSession((s) => s.status === 'signedIn');
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  // Signed in, the booking goes with the ID token, so it is linked to the account (and My Bookings is
  // read again); a visitor's goes by plain fetch and never loads the Firebase SDK.
  const send = useOperationMutation(createBooking, { access: signedIn ? 'signedIn' : 'public', invalidates: [listMyBookings] });

  async function confirm(): Promise<void> {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    let leaving = false;
    const shown = pricing.shownQuote;
    try {
      const rules = await loadRules().catch(() => null);
      if (!rules) return setNotice({ kind: 'message', key: 'network' });
      const draft = store.get();
      const tripProblems = rules.checkTrip(draft, new Date(), pricing.tariff);
      if (hasErrors(tripProblems)) return backToForm(tripProblems);
      const own = rules.checkCheckout(draft);
      if (hasErrors(own)) {
        setErrors(own);
        setNotice({ kind: 'message', key: 'checkFields' });
        return focusProblem();
      }
      if (!shown) return setNotice({ kind: 'message', key: 'noPrice' });
      const idempotencyKey = draft.idempotencyKey ?? rules.newAttemptKey();
      if (!draft.idempotencyKey) store.update({ idempotencyKey });
      setErrors({});
      setNotice(null);
      const input = rules.bookingInput(store.get(), { idempotencyKey, shownTotalCents: shown.totalCents, language: i18n.resolvedLanguage, partnerSlug: currentPartner(), proof: proof() });
      try {
        const booked = await send.mutateAsync(input);
        leaving = true;
        if (booked.checkoutUrl) {
          // Kept until paid: a way back from the payment page finds the trip, and the same key replays it.
          store.update({ pendingReference: booked.reference });
          window.location.assign(booked.checkoutUrl);
        } else {
          store.reset();
          navigate(`/booking-confirmation?ref=${encodeURIComponent(booked.reference)}&token=${encodeURIComponent(booked.manageToken)}`);
        }
      } catch (error) {
        const refusal = rules.refusalOf(error, new Date());
        if (refusal.newAttempt) store.update({ idempotencyKey: null });
        if (refusal.kind === 'price-changed') {
          store.update({ serverQuote: refusal.quote });
          setNotice({ kind: 'price-changed', wasCents: shown.totalCents, nowCents: refusal.quote.totalCents });
        } else if (refusal.kind === 'fields') {
          const [form, checkout] = split(refusal.fields);
          if (hasErrors(form)) return backToForm(refusal.fields);
          setErrors(checkout);
          setNotice({ kind: 'message', key: 'checkFields' });
          focusProblem();
        } else {
          setNotice({ kind: 'message', key: refusal.key });
        }
      }
    } finally {
      sending.current = false;
      if (!leaving) setBusy(false);
    }
  }

  return { confirm, busy, notice };
}
