import {
  adminCancelBooking as adminCancelBookingOp,
  answerChangeRequest as answerChangeRequestOp,
  cancelBooking as cancelBookingOp,
  changeBooking as changeBookingOp,
  listChangeRequests as listChangeRequestsOp,
  previewBookingChange as previewBookingChangeOp,
  updateBookingDetails as updateBookingDetailsOp,
} from '@rides/contracts/self-service';
import { callable } from '../http/callable';
import { refuse } from '../http/refuse';
import { RefundRefusedByProviderError } from '../payments/provider';
import { RefundTooLargeError } from '../payments/refunds.service';
import { db } from '../db/db';
import { adminCancelBooking, cancelBooking } from './self-service/cancel.service';
import { updateBookingDetails } from './self-service/details.service';
import { changeBooking, previewBookingChange } from './self-service/modify.service';
import { selfServiceDeps } from './self-service/production-deps';
import { answerChangeRequest, listOpenRequests } from './self-service/requests.service';

// A booking after it is made (issue [E]). The booker's calls are public with the manage link's key
// (the e-mail's link, or My Bookings, which gives its owner each booking's key); the admins' are
// admin only, refused to every other role on the server.
const ADMIN = ['admin'] as const;

/**
 * A refund the provider refuses (already refunded in its dashboard, a disputed charge) or one larger
 * than what is left: nothing is changed (the transaction rolled back), and the caller is told why
 * instead of a server error. An admin then looks at the payment with the provider.
 */
async function withRefundRefusals<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof RefundTooLargeError) throw refuse('failed-precondition', 'refund-too-large', { refundableCents: e.refundableCents });
    if (e instanceof RefundRefusedByProviderError) throw refuse('failed-precondition', 'refund-failed', { code: e.code });
    throw e;
  }
}

export const updateBookingDetailsCallable = callable(updateBookingDetailsOp, 'public', async ({ reference, token, details }, { caller }) => ({
  booking: await updateBookingDetails(selfServiceDeps(), { reference, token, details }, caller),
}));

export const previewBookingChangeCallable = callable(previewBookingChangeOp, 'public', ({ reference, token, trip }) =>
  previewBookingChange(selfServiceDeps(), { reference, token }, trip),
);

export const changeBookingCallable = callable(changeBookingOp, 'public', (input, { caller }) => withRefundRefusals(() => changeBooking(selfServiceDeps(), input, caller)));

export const cancelBookingCallable = callable(cancelBookingOp, 'public', async (input, { caller }) => ({
  booking: await withRefundRefusals(() => cancelBooking(selfServiceDeps(), input, caller)),
}));

export const adminCancelBookingCallable = callable(adminCancelBookingOp, ADMIN, async (input, { caller }) => ({
  booking: await withRefundRefusals(() => adminCancelBooking(selfServiceDeps(), input, caller!)),
}));

export const listChangeRequestsCallable = callable(listChangeRequestsOp, ADMIN, async () => ({ requests: await listOpenRequests(db()) }));

export const answerChangeRequestCallable = callable(answerChangeRequestOp, ADMIN, async (input, { caller }) => ({
  booking: await withRefundRefusals(() => answerChangeRequest(selfServiceDeps(), input, caller!)),
}));
