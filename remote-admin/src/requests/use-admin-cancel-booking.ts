import { useQueryClient } from '@tanstack/react-query';
import type { BookingView } from '@rides/contracts/bookings';
import { adminCancelBooking, type SelfServiceRefusal } from '@rides/contracts/self-service';
import { operationKey, useOperationMutation } from '@rides/platform/query';
import { readRefusal, type Refusal } from '@rides/platform/refusal';
import { BOOKING_QUERIES } from './request-queries';

export type CancelOutcome = { ok: true; booking: BookingView } | { ok: false; refusal: Refusal<SelfServiceRefusal> };

/**
 * An admin cancels a booking with a reason and the refund they chose (adminCancelBooking). The
 * server checks the refund against what was paid and not yet refunded (`refund-too-large`); on any
 * refusal the detail is read again, as the booking has usually moved on meanwhile.
 */
export function useAdminCancelBooking() {
  const client = useQueryClient();
  const mutation = useOperationMutation(adminCancelBooking, { invalidates: BOOKING_QUERIES });
  async function cancel(input: { reference: string; reason: string; refundCents: number }): Promise<CancelOutcome> {
    try {
      return { ok: true, booking: (await mutation.mutateAsync(input)).booking };
    } catch (e) {
      await Promise.all(BOOKING_QUERIES.map((op) => client.invalidateQueries({ queryKey: operationKey(op) })));
      return { ok: false, refusal: readRefusal<SelfServiceRefusal>(e) };
    }
  }
  return { cancel, isPending: mutation.isPending };
}
