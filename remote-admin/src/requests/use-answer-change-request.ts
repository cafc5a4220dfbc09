import { useQueryClient } from '@tanstack/react-query';
import type { BookingView } from '@rides/contracts/bookings';
import { answerChangeRequest, type SelfServiceRefusal } from '@rides/contracts/self-service';
import { operationKey, useOperationMutation } from '@rides/platform/query';
import { readRefusal, type Refusal } from '@rides/platform/refusal';
import { BOOKING_QUERIES } from './request-queries';

export type AnswerOutcome = { ok: true; booking: BookingView } | { ok: false; refusal: Refusal<SelfServiceRefusal> };

/**
 * Approves or declines a change request (answerChangeRequest). A refusal (typically `request-closed`:
 * another admin answered it, or the booker withdrew it) reads the list again, so the request leaves it.
 */
export function useAnswerChangeRequest() {
  const client = useQueryClient();
  const mutation = useOperationMutation(answerChangeRequest, { invalidates: BOOKING_QUERIES });
  async function answer(input: { changeId: string; decision: 'approve' | 'decline'; note?: string }): Promise<AnswerOutcome> {
    try {
      return { ok: true, booking: (await mutation.mutateAsync(input)).booking };
    } catch (e) {
      await Promise.all(BOOKING_QUERIES.map((op) => client.invalidateQueries({ queryKey: operationKey(op) })));
      return { ok: false, refusal: readRefusal<SelfServiceRefusal>(e) };
    }
  }
  return { answer, isPending: mutation.isPending };
}
