// What the functions' index.ts wires from the payments module (index.ts only re-exports triggers):
//   export { paymentWebhook, sandboxCheckout } from './payments/index-wiring';
// startCardPayment / startChangePayment (payments.service.ts) and refundBooking (refunds.service.ts) are
// for the booking code, with paymentProvider() (select-provider.ts).
import { enqueueBookingConfirmation } from '../mail/booking-confirmation';
import { kickOutbox } from '../mail/outbox-dispatch';
import { onChangePaid } from '../bookings/change-paid';
import { makePaymentWebhook } from './webhook.http';

/**
 * Stripe (or the LOCAL sandbox) calls it: a paid booking gets its confirmation e-mail queued and sent;
 * a paid change's difference applies the change; refund events move our refunds.
 */
export const paymentWebhook = makePaymentWebhook({ onPaid: enqueueBookingConfirmation, onChangePaid, afterConfirmed: kickOutbox });
export { sandboxCheckout } from './sandbox.http';
