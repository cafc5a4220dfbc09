import { useRef, useState } from 'react';
import type { BookingView, TripInput } from '@rides/contracts/bookings';
import type { Tariff } from '@rides/contracts/pricing';
import { changeBooking, changePreviewSchema, previewBookingChange, type ChangeBookingOutput, type ChangePreview, type SelfServiceRefusal } from '@rides/contracts/self-service';
import { useOperationMutation } from '@rides/platform/query';
import { readRefusal } from '@rides/platform/refusal';
import type { BookingDraft } from '../draft';
import { loadRules, type Rules } from '../lazy-rules';
import { hasErrors, type FieldErrors } from '../problems';
import type { Access } from '../outcome/use-booking';
import { leaveFor } from './leave-for';
import { sameTrip } from './modify-draft';
import { useManageCall } from './use-manage-call';

export interface Review {
  trip: TripInput;
  preview: ChangePreview;
  /** One key per reviewed change: a retry of the same confirmation reuses it, new figures get a new one. */
  idempotencyKey: string;
  /** The new total shown before the server's price moved (a `price-changed` refusal), else null. */
  priceWas: number | null;
}

/** Why the change cannot go on yet, besides the fields: words of the page, or a refused call. */
export type ModifyProblem = { key: 'unchanged' | 'checkFields' } | { error: unknown };

type Refused = { kind: 'fields'; fields: FieldErrors } | { kind: 'price-changed'; preview: ChangePreview } | { kind: 'other' };

const OWN_REASONS: ReadonlyArray<SelfServiceRefusal | undefined> = ['not-open', 'modify-closed', 'change-pending'];

/** What a refused preview or change means: new figures, a trip field to fix (the booking form's words), or a message. */
function refusedChange(error: unknown, rules: Rules): Refused {
  const { reason, details } = readRefusal<SelfServiceRefusal>(error);
  if (reason === 'price-changed') {
    const preview = changePreviewSchema.safeParse(details.preview);
    if (preview.success) return { kind: 'price-changed', preview: preview.data };
  }
  if (OWN_REASONS.includes(reason)) return { kind: 'other' };
  const r = rules.refusalOf(error, new Date());
  return r.kind === 'fields' ? { kind: 'fields', fields: r.fields } : { kind: 'other' };
}

interface Options {
  booking: BookingView;
  access: Access;
  /** After a change is applied or sent as a request (a difference to pay leaves for the checkout). */
  onDone: (out: ChangeBookingOutput) => void;
  /** Errors were marked on the trip's fields: move the focus to the first. */
  focusFields: () => void;
}

/**
 * Modify (issue [E] 3): Review asks the server for the changed trip's price (previewBookingChange)
 * and nothing else; only Confirm changes the booking (changeBooking, with the total that was shown).
 */
export function useModify({ booking, access, onDone, focusFields }: Options) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<ModifyProblem | null>(null);
  const [review, setReview] = useState<Review | null>(null);
  const [leaving, setLeaving] = useState(false);
  const sending = useRef(false);
  const previewCall = useOperationMutation(previewBookingChange, { access: 'public' });
  const changeCall = useManageCall(changeBooking, access);

  async function toReview(draft: BookingDraft, original: BookingDraft, tariff: Tariff | null): Promise<void> {
    if (previewCall.isPending) return;
    setProblem(null);
    let rules: Rules;
    try {
      rules = await loadRules();
    } catch (error) {
      return setProblem({ error });
    }
    const found = rules.checkTrip(draft, new Date(), tariff);
    // Keeping the booked pickup is always allowed (the server agrees): a request two hours before a
    // ride may change the vehicle without moving it. Only a new date or time must be far enough ahead.
    if (draft.pickupDate === original.pickupDate && draft.pickupTime === original.pickupTime) {
      delete found.pickupDate;
      delete found.pickupTime;
    }
    setErrors(found);
    if (hasErrors(found)) {
      setProblem({ key: 'checkFields' });
      return focusFields();
    }
    if (sameTrip(draft, original)) return setProblem({ key: 'unchanged' });
    const trip = rules.tripInput(draft);
    try {
      const preview = await previewCall.mutateAsync({ ...access, trip });
      setReview({ trip, preview, idempotencyKey: rules.newAttemptKey(), priceWas: null });
    } catch (error) {
      const refused = refusedChange(error, rules);
      if (refused.kind === 'fields') {
        setErrors(refused.fields);
        return focusFields();
      }
      if (refused.kind === 'price-changed') return setReview({ trip, preview: refused.preview, idempotencyKey: rules.newAttemptKey(), priceWas: null });
      setProblem({ error });
    }
  }

  async function confirm(message: string): Promise<void> {
    if (!review || sending.current) return;
    sending.current = true;
    setProblem(null);
    try {
      const text = message.trim();
      const out = await changeCall.run({
        ...access,
        idempotencyKey: review.idempotencyKey,
        trip: review.trip,
        shownTotalCents: review.preview.newTotalCents,
        ...(text && { message: text }),
      });
      if (out.outcome === 'pay-difference' && out.checkoutUrl) {
        setLeaving(true);
        leaveFor(out.checkoutUrl);
      } else onDone(out);
    } catch (error) {
      const rules = await loadRules();
      const refused = refusedChange(error, rules);
      if (refused.kind === 'price-changed') {
        setReview({ ...review, preview: refused.preview, idempotencyKey: rules.newAttemptKey(), priceWas: review.preview.newTotalCents });
      } else if (refused.kind === 'fields') {
        setReview(null);
        setErrors(refused.fields);
        focusFields();
      } else setProblem({ error });
    } finally {
      sending.current = false;
    }
  }

  return {
    errors,
    setErrors,
    problem,
    review,
    backToEdit: () => {
      setReview(null);
      setProblem(null);
    },
    toReview,
    confirm,
    reviewing: previewCall.isPending,
    confirming: changeCall.pending || leaving,
    payment: booking.payment,
  };
}
