import { useQueryClient } from '@tanstack/react-query';
import { getBooking, listMyBookings, type BookingView } from '@rides/contracts/bookings';
import type { cancelBooking, changeBooking, updateBookingDetails } from '@rides/contracts/self-service';
import { operationKey, useOperationMutation } from '@rides/platform/query';
import type { Access } from '../outcome/use-booking';

/** The booker's calls on their booking: each answers with the booking as it now is. */
type ManageOperation = typeof updateBookingDetails | typeof changeBooking | typeof cancelBooking;
type Call<Op extends ManageOperation> = ReturnType<typeof useOperationMutation<Op>>['mutateAsync'];

/**
 * A booker's action on their booking (update details, change, cancel): a public call with the manage
 * link's key, the same for a visitor and for a signed-in customer. What it answers is the booking as
 * it now is: put in the page's cache at once, and getBooking and My Bookings are read again, so every
 * screen that shows the booking shows the change.
 */
export function useManageCall<Op extends ManageOperation>(op: Op, access: Access) {
  const client = useQueryClient();
  const mutation = useOperationMutation(op, { access: 'public', invalidates: [getBooking, listMyBookings] });
  const run = async (...args: Parameters<Call<Op>>) => {
    const out = await mutation.mutateAsync(...args);
    client.setQueryData(operationKey(getBooking, access), (out as { booking: BookingView }).booking);
    return out;
  };
  return { run, pending: mutation.isPending };
}
